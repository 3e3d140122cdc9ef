// Accounts in a real browser: sign-up with the e-mailed confirmation link, redirect targets, cook mode, language,
// sign-out, and the role guards.
import { expect, test } from './fixtures';
import { presetPreferences, signIn, uniqueEmail } from './helpers';

test('sign up, confirm from /dev/mail, sign in to the target, cook mode, Lietuvių, sign out', async ({ page }) => {
  const email = uniqueEmail('journey');
  const password = 'a fine password';

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile$/);
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ona Testienė');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('We sent you a confirmation link.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Signing in before confirming says so and offers a new link.
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Check your email')).toBeVisible();

  await page.goto('/dev/mail');
  await page.locator('article', { hasText: email }).first().getByRole('link').first().click();
  await expect(page.getByText('Your e-mail is confirmed. You can sign in now.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Ona Testienė' })).toBeVisible();

  await page.getByRole('switch', { name: /Cook mode/ }).click();
  await expect(page.getByText('Cook mode is on. You can now offer meals.')).toBeVisible();
  await expect(page.getByText('Cook', { exact: true })).toBeVisible();
  // Cooks' Activity item leads to their kitchen.
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).first().getByRole('link', { name: 'Activity' }),
  ).toHaveAttribute('href', '/cook');

  await page.getByRole('main').getByRole('combobox', { name: 'Language' }).selectOption('lt');
  await expect(page.getByRole('heading', { level: 1, name: 'Profilis' })).toBeVisible();
  // The choice is saved to the profile too (e-mails and other devices follow it).
  await expect
    .poll(async () => (await (await page.request.get('/trpc/auth.session')).json()).result.data.json.locale)
    .toBe('lt');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profilis' })).toBeVisible();

  await page.getByRole('button', { name: 'Atsijungti' }).last().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Prisijungti' })).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile$/);
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
});

test('a guarded URL while signed out goes to /auth and back after sign-in, query included', async ({ page }) => {
  await page.goto('/dashboard?from=qr');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard%3Ffrom%3Dqr$/);
  await signIn(page, 'eater@example.com');
  await expect(page).toHaveURL(/\/dashboard\?from=qr$/);
  await expect(page.getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening), Tomas/ })).toBeVisible();
  await expect(page.getByText('Your office: Vilnius HQ')).toBeVisible();
  // A signed-in visitor on /auth is sent on to the target.
  await page.goto('/auth?next=/profile');
  await expect(page).toHaveURL(/\/profile$/);
});

test('an eater on /admin gets the unauthorized toast and goes home; /cook sends them to /activity', async ({
  page,
}) => {
  await page.goto('/auth');
  await signIn(page, 'eater@example.com');
  await page.goto('/admin/users');
  await expect(page.getByText('You are not authorized to perform this action.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/cook');
  await expect(page).toHaveURL(/\/activity$/);
});

test('an admin sees the Admin group open on /admin and the statistics; /cook sends them to /admin', async ({
  page,
}) => {
  await page.goto('/auth');
  await signIn(page, 'super@example.com');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  await expect(page.getByText('Super admin', { exact: true }).first()).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
  await expect(nav.getByRole('link', { name: 'Organizations' })).toBeVisible();
  await nav.getByRole('button', { name: 'Admin' }).click();
  await expect(nav.getByRole('link', { name: 'Organizations' })).toBeHidden();
  await page.goto('/cook/preorders');
  await expect(page).toHaveURL(/\/admin$/);
});

test.describe('on a small phone (360x740)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const language of ['en', 'lt'] as const) {
    test(`the sign-in screen fits (${language}): no control's text is cut, the switch link wraps`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      await presetPreferences(context, 'light', language);
      const page = await context.newPage();
      await page.goto('/auth');
      // Both modes: the switch button (the card's last) turns sign-in into sign-up and back.
      for (let mode = 0; mode < 2; mode++) {
        const switcher = page.locator('.mantine-Paper-root button').last();
        await expect(switcher).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        const clipped = await page.evaluate(() =>
          [...document.querySelectorAll('button, a, label, .mantine-Button-label')]
            .filter((element) => element.scrollWidth > element.clientWidth + 1)
            .map((element) => element.textContent),
        );
        expect(clipped).toEqual([]);
        await switcher.click();
      }
      await context.close();
    });
  }
});
