// Office subdomains (docs/decisions/030-office-subdomains.md) in a real browser. The server under test runs with
// the default BASE_DOMAIN, localhost, and Chromium sends every *.localhost name to this machine by itself, so the
// demo office Vilnius HQ (subdomain `vilnius`) is at http://vilnius.localhost:<port>. There its home opens its
// menu for a visitor, the error screen's Go Home leads to /menu and so to that menu again, and a subdomain no
// office has shows the 404 page.
import { expect, test } from './fixtures';
import { signedIn, toast } from './helpers';
import { baseURL } from '../../playwright.config';

const onHost = (subdomain: string, path: string) => {
  const url = new URL(path, baseURL);
  url.hostname = `${subdomain}.localhost`;
  return url.toString();
};

test('an office subdomain opens the office menu; the error screen goes home to /menu there', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(onHost('vilnius', '/'));
  await expect(page).toHaveURL(onHost('vilnius', '/vilnius-hq/menu?day=tomorrow'));
  await expect(page.getByRole('heading', { level: 1, name: /Vilnius HQ/ })).toBeVisible();
  await expect(page.getByTestId('meal-card').or(page.getByTestId('sample-menu')).first()).toBeVisible();
  // Home inside the app (the logo, a navigation without a page load) is the office's menu there too.
  await page.goto(onHost('vilnius', '/terms'));
  await page.getByRole('link', { name: 'Lunchbox home' }).first().click();
  await expect(page).toHaveURL(onHost('vilnius', '/vilnius-hq/menu?day=tomorrow'));
  await expect(page.getByRole('heading', { level: 1, name: /Vilnius HQ/ })).toBeVisible();

  page.on('pageerror', () => {}); // /debug/crash throws on purpose
  await page.goto(onHost('vilnius', '/debug/crash'));
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  const home = page.getByRole('link', { name: 'Go Home' });
  await expect(home).toHaveAttribute('href', '/menu');
  await home.click();
  await expect(page).toHaveURL(onHost('vilnius', '/vilnius-hq/menu?day=tomorrow'));
  await expect(page.getByRole('heading', { level: 1, name: /Vilnius HQ/ })).toBeVisible();
});

test('a subdomain no office has answers the 404 page', async ({ page }) => {
  const response = await page.goto(onHost('nowhere', '/'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Office Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', `${baseURL}/`);
});

test('an admin gives an office a subdomain on the offices page, and it opens there', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await signedIn(browser, 'admin@example.com');
  await admin.goto('/admin/offices');
  await admin.getByRole('button', { name: 'Subdomain of Kaunas Office' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Subdomain of Kaunas Office' });
  await dialog.getByRole('textbox', { name: 'Subdomain' }).fill('www');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Use one word of lower-case letters')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Subdomain' }).fill('kaunas');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(admin, 'Subdomain saved')).toBeVisible();
  await expect(admin.getByText('kaunas.localhost').filter({ visible: true })).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(onHost('kaunas', '/'));
  await expect(visitor).toHaveURL(onHost('kaunas', '/kaunas-office/menu?day=tomorrow'));
  await expect(visitor.getByRole('heading', { level: 1, name: /Kaunas Office/ })).toBeVisible();
  await visitor.context().close();
  await admin.context().close();
});
