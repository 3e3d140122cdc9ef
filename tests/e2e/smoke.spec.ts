// The foundation in a real browser: landing, language switch, theme, 404, error screen, mobile tab bar.
import { expect, test } from './fixtures';

test('the landing route renders its hero, figures and FAQ', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Homemade lunch, cooked by your colleagues' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(page.getByText('€8.00')).toBeVisible();
  await page.getByRole('button', { name: 'How much does it cost?' }).click();
  await expect(page.getByText('Lunchbox is free.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'hello@lunchbox.lt' })).toBeVisible();
});

test('switching to Lietuvių changes the text and is remembered after a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption('lt');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Naminiai pietūs, kuriuos gamina jūsų kolegos' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
  await expect(page.getByText('8,00 €')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Naminiai pietūs, kuriuos gamina jūsų kolegos' }),
  ).toBeVisible();
  await page.getByLabel('Kalba').selectOption('en');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Homemade lunch, cooked by your colleagues' }),
  ).toBeVisible();
});

test('the dark theme applies and is remembered', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
  await page.getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByText('Light', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Homemade lunch, cooked by your colleagues' }),
  ).toBeVisible();
});

test('a thrown render error shows the error screen and copies its details as JSON', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page.on('pageerror', () => {}); // the error is the point of this test
  await page.goto('/debug/crash');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('An unexpected error occurred. Please try reloading the page.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  await page.getByText('Technical Details').click();
  await expect(page.getByText('Deliberate render error from /debug/crash')).toBeVisible();
  await page.getByRole('button', { name: 'Copy Error Details' }).click();
  await expect(page.getByText('Error details copied')).toBeVisible();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied).toMatchObject({
    message: 'Deliberate render error from /debug/crash',
    officeSubdomain: 'apex',
    url: expect.stringContaining('/debug/crash'),
  });
  expect(copied.stack).toContain('Error');
  expect(typeof copied.timestamp).toBe('string');
  expect(typeof copied.userAgent).toBe('string');
});

test.describe('on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bottom tab bar shows the four main items and the drawer opens', async ({ page }) => {
    await page.goto('/terms');
    const tabs = page.getByTestId('bottom-tabs');
    await expect(tabs).toBeVisible();
    for (const name of ['Home', 'Menu', 'Activity', 'Profile']) {
      await expect(tabs.getByRole('link', { name })).toBeVisible();
    }
    const box = await tabs.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(800);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(drawer.getByText('Theme')).toBeVisible();
  });
});
