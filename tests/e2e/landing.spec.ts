// The front door in a real browser: the landing page's calls
// to action, the access-request wizard with every validation message and its toasts, the hero's sample Reserve,
// and '/' for a signed-in user (the landing page with a Dashboard button).
import { expect, test, type Locator, type Page } from './fixtures';
import { signedIn, signIn } from './helpers';

/** Unique per run, so the admin finds this run's request (and a retry makes its own). */
const WIZARD_EMAIL = `jonas.wizard.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
const wizard = (page: Page) => page.getByRole('dialog', { name: 'Bring Lunchbox to your office' });
const hero = (page: Page) => page.getByRole('main');

/** Exactly one copy of the message on the whole page. */
const shownOnce = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toHaveCount(1);
const gone = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toHaveCount(0);

async function answerFirstThreeSteps(dialog: Locator) {
  const next = dialog.getByRole('button', { name: 'Next' });
  await dialog.getByRole('radio', { name: '20–50 people' }).click();
  await next.click();
  await expect(dialog.getByRole('progressbar', { name: 'Step 2 of 5' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'A few', exact: true }).click();
  await next.click();
  await expect(dialog.getByRole('progressbar', { name: 'Step 3 of 5' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Food delivery' }).click();
  await next.click();
  await expect(dialog.getByRole('progressbar', { name: 'Step 4 of 5' })).toBeVisible();
}

async function answerStep4(dialog: Locator) {
  await dialog.getByRole('textbox', { name: 'City' }).fill('Vilnius');
  await dialog.getByRole('radio', { name: 'Next month' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Step 5 of 5' })).toBeVisible();
}

test('a visitor asks for access from the hero: every step, each message once, consent, sending, thanks', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await hero(page).getByRole('button', { name: 'Bring Lunchbox to your office' }).first().click();
  const dialog = wizard(page);
  const next = dialog.getByRole('button', { name: 'Next' });
  const back = dialog.getByRole('button', { name: 'Back' });

  // Step 1: Back disabled, Next only once an answer is chosen.
  await expect(dialog.getByRole('progressbar', { name: 'Step 1 of 5' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'How many people work in your office?' })).toBeFocused();
  await expect(back).toBeDisabled();
  await expect(next).toBeDisabled();
  await dialog.getByRole('radio', { name: '20–50 people' }).click();
  await expect(dialog.getByRole('radio', { name: '20–50 people' })).toBeChecked();
  await expect(next).toBeEnabled();
  await next.click();

  // Step 2, and Back keeps the first answer.
  await expect(dialog.getByRole('progressbar', { name: 'Step 2 of 5' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'How many colleagues might cook?' })).toBeFocused();
  await expect(next).toBeDisabled();
  await back.click();
  await expect(dialog.getByRole('radio', { name: '20–50 people' })).toBeChecked();
  await next.click();
  await dialog.getByRole('radio', { name: 'A few', exact: true }).click();
  await next.click();

  // Step 3.
  await expect(dialog.getByRole('heading', { name: 'What does lunch look like today?' })).toBeVisible();
  await expect(next).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Food delivery' }).click();
  await next.click();

  // Step 4: leaving the city and the timeframe empty says so, once each; editing clears the message.
  await expect(dialog.getByRole('progressbar', { name: 'Step 4 of 5' })).toBeVisible();
  const city = dialog.getByRole('textbox', { name: 'City' });
  const timeframes = dialog.getByRole('radiogroup', { name: 'When would you like to start?' });
  await city.focus();
  await timeframes.getByRole('radio', { name: 'As soon as possible' }).focus();
  await shownOnce(page, 'Please enter your city');
  await expect(city).toHaveAttribute('aria-invalid', 'true');
  await city.focus();
  await shownOnce(page, 'Please select a timeframe');
  await expect(timeframes).toHaveAccessibleDescription('Please select a timeframe');
  await expect(next).toBeDisabled();
  await city.fill('Vilnius');
  await gone(page, 'Please enter your city');
  await timeframes.getByRole('radio', { name: 'Next month' }).click();
  await gone(page, 'Please select a timeframe');
  await next.click();

  // Step 5: name and e-mail required, the e-mail valid; Send only with consent.
  await expect(dialog.getByRole('progressbar', { name: 'Step 5 of 5' })).toBeVisible();
  const name = dialog.getByRole('textbox', { name: 'Your name' });
  const email = dialog.getByRole('textbox', { name: 'Work e-mail' });
  const send = dialog.getByRole('button', { name: 'Send request' });
  await name.focus();
  await email.focus();
  await shownOnce(page, 'Please enter your name');
  await email.blur();
  await shownOnce(page, 'Please enter your email');
  await email.fill('jonas');
  await gone(page, 'Please enter your email');
  await email.blur();
  await shownOnce(page, 'Please enter a valid email');
  await shownOnce(page, 'Please enter your name');
  await expect(send).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /may contact me/ }).check();
  await expect(send).toBeEnabled();
  // Sending with the messages still there keeps them (once each) and goes nowhere.
  await send.click();
  await shownOnce(page, 'Please enter your name');
  await shownOnce(page, 'Please enter a valid email');
  await expect(name).toBeFocused();
  await name.fill('Jonas Jonaitis');
  await gone(page, 'Please enter your name');
  await dialog.getByRole('textbox', { name: 'Your role (optional)' }).fill('Office manager');
  await email.fill(WIZARD_EMAIL);
  await gone(page, 'Please enter a valid email');
  await dialog.getByRole('textbox', { name: 'Phone (optional)' }).fill('+370 600 00000');

  // The honeypot is there for robots only: out of the accessibility tree and the tab order, no autofill.
  await expect(dialog.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
  await expect(page.locator('#wizard-website')).toHaveAttribute('tabindex', '-1');
  await expect(page.locator('#wizard-website')).toHaveAttribute('autocomplete', 'off');

  const answer = page.waitForResponse((response) => response.url().includes('/trpc/leads.submit'));
  await send.click();
  expect((await answer).ok()).toBe(true);
  await expect(dialog.getByRole('heading', { name: 'Yum! Thanks' })).toBeVisible();
  await expect(dialog.getByText("We'll reach out within 24 hours with next steps.")).toBeVisible();
  const toast = page.locator('.mantine-Notification-root', { hasText: 'Success!' });
  await expect(toast).toContainText("We'll reach out within 24 hours with next steps.");

  // After a success the next request starts afresh.
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await hero(page).getByRole('button', { name: 'Start Quiz' }).click();
  await expect(wizard(page).getByRole('progressbar', { name: 'Step 1 of 5' })).toBeVisible();
  await expect(wizard(page).getByRole('radio', { checked: true })).toHaveCount(0);

  // The admins see the request in the console, with the wizard's answers, and mark it contacted.
  const admin = await signedIn(page.context().browser()!, 'admin@example.com');
  await admin.goto('/admin/access-requests?state=new');
  const request = admin.getByRole('row').filter({ hasText: WIZARD_EMAIL });
  await expect(request).toContainText('Jonas Jonaitis');
  await expect(request).toContainText('Office manager');
  await expect(request).toContainText('+370 600 00000');
  await expect(request).toContainText('Vilnius, 20-50');
  await request.getByRole('button', { name: /^Mark contacted/ }).click();
  await expect(request).toHaveCount(0);
  await admin.getByText('Contacted', { exact: true }).click();
  await expect(admin).toHaveURL(/state=contacted/);
  await expect(admin.getByRole('row').filter({ hasText: WIZARD_EMAIL })).toContainText('admin@example.com');
});

test('Start Quiz opens the wizard, by keyboard too; closing keeps the answers for this visit', async ({ page }) => {
  await page.goto('/');
  await hero(page).getByRole('button', { name: 'Start Quiz' }).focus();
  await page.keyboard.press('Enter');
  const dialog = wizard(page);
  await expect(dialog.getByRole('progressbar', { name: 'Step 1 of 5' })).toBeVisible();
  // Tab to the first answer, the arrow keys choose, Enter on Next goes on.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: 'Under 20 people' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: '20–50 people' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('progressbar', { name: 'Step 2 of 5' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Not sure yet' }).click();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await hero(page).getByRole('button', { name: 'Bring Lunchbox to your office' }).first().click();
  await expect(dialog.getByRole('progressbar', { name: 'Step 2 of 5' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Not sure yet' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('radio', { name: '20–50 people' })).toBeChecked();
});

test('a refused request keeps everything typed and says why', async ({ page }) => {
  await page.goto('/');
  await hero(page).getByRole('button', { name: 'Start Quiz' }).click();
  const dialog = wizard(page);
  await answerFirstThreeSteps(dialog);
  await answerStep4(dialog);
  await dialog.getByRole('textbox', { name: 'Your name' }).fill('Ona Onaitė');
  await dialog.getByRole('textbox', { name: 'Work e-mail' }).fill('ona.refused@example.com');
  await dialog.getByRole('checkbox', { name: /may contact me/ }).check();
  const send = dialog.getByRole('button', { name: 'Send request' });
  const errorToast = (text: string) =>
    page.locator('.mantine-Notification-root', { hasText: 'Oops! Something went wrong' }).filter({ hasText: text });

  // No answer at all.
  await page.route('**/trpc/leads.submit**', (route) => route.abort('connectionrefused'));
  await send.click();
  await expect(errorToast('Something went wrong. Please try again or email us directly.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ona Onaitė');
  await expect(send).toBeEnabled();
  await page.unroute('**/trpc/leads.submit**');

  // Refused before tRPC (the same-origin check): an authentication problem.
  await page.route('**/trpc/leads.submit**', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'forbidden', message: 'Cross-site request refused' }),
    }),
  );
  await send.click();
  await expect(errorToast('Authentication error. Please refresh the page and try again.')).toBeVisible();
  await page.unroute('**/trpc/leads.submit**');

  // A coded refusal from the server (here its validation, of a city the browser blanked): that field again.
  await page.route('**/trpc/leads.submit**', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}');
    body['0'].json.city = ' ';
    await route.continue({ postData: JSON.stringify(body) });
  });
  await send.click();
  await expect(errorToast('Failed to submit form. Please try again.')).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Step 4 of 5' })).toBeVisible();
  await shownOnce(page, 'Please enter your city');
  await expect(dialog.getByRole('textbox', { name: 'City' })).toHaveValue('Vilnius');
  await page.unroute('**/trpc/leads.submit**');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Work e-mail' })).toHaveValue('ona.refused@example.com');
  await expect(dialog.getByRole('checkbox', { name: /may contact me/ })).toBeChecked();
});

test('See how it works scrolls to the section; the sample Reserve sends a visitor to sign in first', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.getByRole('heading', { level: 2, name: 'How it works' });
  await expect(section).not.toBeInViewport();
  await hero(page).getByRole('link', { name: 'See how it works' }).click();
  await expect(section).toBeInViewport();
  await expect(section).toBeFocused();

  await page.evaluate(() => window.scrollTo(0, 0));
  const sample = page.getByRole('article', { name: 'Chickpea and spinach curry' });
  await expect(sample.getByText('Order by 6 pm, enjoy it tomorrow at noon.')).toBeVisible();
  await sample.getByRole('link', { name: 'Reserve Chickpea and spinach curry' }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fmenu$/);
  await signIn(page, 'eater@example.com');
  await expect(page).toHaveURL(/\/vilnius-hq\/menu\?day=tomorrow$/);
});

test('a signed-in user at / sees the landing page with a Dashboard button, and the wizard knows them', async ({
  page,
}) => {
  await signIn(page, 'eater@example.com');
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Homemade lunch, cooked by your colleagues' }),
  ).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: /account menu/ })).toBeVisible();

  // The sample Reserve goes straight to their office's menu.
  await expect(page.getByRole('link', { name: 'Reserve Chickpea and spinach curry' })).toHaveAttribute(
    'href',
    '/vilnius-hq/menu?day=tomorrow',
  );

  await hero(page).getByRole('button', { name: 'Start Quiz' }).click();
  const dialog = wizard(page);
  await answerFirstThreeSteps(dialog);
  await answerStep4(dialog);
  await expect(dialog.getByRole('textbox', { name: 'Your name' })).toHaveValue('Tomas Jankauskas');
  await expect(dialog.getByRole('textbox', { name: 'Work e-mail' })).toHaveValue('eater@example.com');
  await page.keyboard.press('Escape');

  await header.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening), Tomas/ })).toBeVisible();
});

test.describe('on a small phone (360x740)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the landing page fits, and the wizard is full screen with 44 px controls', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await hero(page).getByRole('button', { name: 'Start Quiz' }).click();
    const dialog = wizard(page);
    await expect(dialog.getByRole('progressbar', { name: 'Step 1 of 5' })).toBeVisible();
    const box = await page.locator('.mantine-Modal-content').boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 360, height: 740 });
    for (const control of [
      dialog.getByRole('radio', { name: 'Under 20 people' }),
      dialog.getByRole('button', { name: 'Back' }),
      dialog.getByRole('button', { name: 'Next' }),
      dialog.getByRole('button', { name: 'Close' }),
    ]) {
      const size = (await control.boundingBox())!;
      expect(
        size.height,
        (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '',
      ).toBeGreaterThanOrEqual(44);
    }
    // Back and Next stay at the foot of the screen.
    const next = (await dialog.getByRole('button', { name: 'Next' }).boundingBox())!;
    expect(next.y + next.height).toBeGreaterThan(740 - 40);
  });
});
