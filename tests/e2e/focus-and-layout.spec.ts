// Details of accessibility a screen-reader or keyboard user meets: one current page on admin sub-pages, keyboard
// focus back on the button that opened a dialog (the first time and every later time, for dialogs loaded when first
// wanted and for dialogs mounted only while open), the account menu likewise, and the reserve sheet's report link
// wrapping at 360 px.
import { expect, test, type Locator, type Page } from './fixtures';
import { localeText, presetPreferences, signedIn, type Language } from './helpers';

const MENU = '/vilnius-hq/menu?day=tomorrow';
const MEAL = 'Chickpea and spinach curry';

test('admin sub-pages: only the page itself is marked current, not the links back to the dashboard', async ({
  browser,
}) => {
  const admin = await signedIn(browser, 'admin@example.com');
  for (const path of ['/admin/users', '/admin/offices', '/admin/audit']) {
    await admin.goto(path);
    const breadcrumb = admin.getByRole('navigation', { name: 'Admin breadcrumb' });
    const home = breadcrumb.getByRole('link', { name: 'Admin dashboard' });
    await expect(home).toBeVisible();
    await expect(home).not.toHaveAttribute('aria-current');
    await expect(admin.getByRole('link', { name: 'Back to dashboard' })).not.toHaveAttribute('aria-current');
    // Outside the site navigation, exactly one element says "current page": the breadcrumb's last item.
    await expect(admin.locator('main [aria-current="page"]')).toHaveCount(1);
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveCount(1);
  }
  await admin.context().close();
});

/** Opens a dialog from the keyboard (as a keyboard user does) and closes it with Escape. */
async function openAndEscape(page: Page, opener: Locator, dialogName: string | RegExp) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/./);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('a closed dialog gives keyboard focus back to the button that opened it, the first time and every time', async ({
  browser,
}) => {
  // Two sign-ins and six dialogs: more than the default minute when the other worker runs the accessibility pass.
  test.setTimeout(120_000);
  const page = await signedIn(browser, 'eater@example.com');
  await page.goto(MENU);
  const card = page.getByTestId('meal-card').filter({ hasText: MEAL });
  const reserve = card.getByRole('button', { name: 'Reserve' });
  await expect(reserve).toBeVisible();

  // The reserve dialog: its code is loaded with the first opening, and it stays mounted after.
  for (let round = 0; round < 3; round += 1) {
    await openAndEscape(page, reserve, `Reserve ${MEAL}`);
    await expect(reserve).toBeFocused();
  }

  // The report dialog, opened from inside the reserve sheet and mounted only while open: its opener is gone with the
  // sheet, so focus goes back to what opened the sheet.
  await reserve.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: `Reserve ${MEAL}` });
  await sheet.getByRole('button', { name: 'Something wrong with this meal? Report it' }).click();
  const report = page.getByRole('dialog', { name: `Report ${MEAL}` });
  await expect(report).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(report).toBeHidden();
  await expect(reserve).toBeFocused();

  // The same from a card's "⋯" menu: focus returns to the "⋯" button.
  const more = card.getByRole('button', { name: `More for ${MEAL}` });
  await more.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Report a problem' }).click();
  await expect(report).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(report).toBeHidden();
  await expect(more).toBeFocused();

  await page.context().close();

  // A dialog of another page (a super admin's form), twice.
  const admin = await signedIn(browser, 'super@example.com');
  await admin.goto('/admin/organizations');
  const create = admin.getByRole('button', { name: 'New organization' });
  for (let round = 0; round < 2; round += 1) {
    await openAndEscape(admin, create, 'New organization');
    await expect(create).toBeFocused();
  }
  await admin.context().close();
});

for (const language of ['en', 'lt'] as const satisfies Language[]) {
  test(`the reserve sheet's report link wraps at 360 px, nothing clipped (${language})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await presetPreferences(context, 'light', language);
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByRole('textbox', { name: localeText(language, 'auth', 'fields.email') }).fill('eater@example.com');
    await page.getByRole('textbox', { name: localeText(language, 'auth', 'fields.password') }).fill('lunchbox-demo');
    await page.getByRole('button', { name: localeText(language, 'auth', 'signIn.submit'), exact: true }).click();
    await expect(page).not.toHaveURL(/\/auth/);
    await page.goto(MENU);
    const card = page.getByTestId('meal-card').filter({ hasText: MEAL });
    await card.getByRole('button', { name: localeText(language, 'menu', 'card.reserve'), exact: true }).click();
    const text = localeText(language, 'menu', 'report.fromReserve');
    const link = page.getByRole('dialog').getByRole('button', { name: text });
    await expect(link).toBeVisible();
    await expect(link).toHaveText(text);
    const fits = await link.evaluate((button) => {
      const label = button.querySelector('.mantine-Button-label') ?? button;
      const box = button.getBoundingClientRect();
      return {
        labelFits: label.scrollWidth <= label.clientWidth + 1 && label.scrollHeight <= label.clientHeight + 1,
        buttonFits: button.scrollWidth <= button.clientWidth + 1 && button.scrollHeight <= button.clientHeight + 1,
        inViewport: box.left >= 0 && box.right <= window.innerWidth,
        height: box.height,
      };
    });
    expect(fits).toMatchObject({ labelFits: true, buttonFits: true, inViewport: true });
    expect(fits.height).toBeGreaterThanOrEqual(44);
    await context.close();
  });
}

test('the account menu, mounted when first wanted, opens from the keyboard and gives focus back each time', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'eater@example.com');
  await page.goto('/dashboard');
  const avatar = () => page.getByRole('banner').getByRole('button', { name: /account menu/i });
  for (let time = 0; time < 2; time++) {
    await avatar().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role=menu]'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(avatar()).toBeFocused();
  }
  await page.context().close();
});
