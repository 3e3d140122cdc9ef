// Privacy and closed days in a real browser (docs/privacy.md): Profile > Download my data saves one JSON file;
// Delete my account, confirmed with the password, erases the account and the old password no longer signs in; an
// admin closes a day of an office and its week menu says the office is closed.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { callApi, dateInVilnius, newColleague, signedIn } from './helpers';

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('Profile > Download my data saves one JSON file with the person in it', async ({ browser }) => {
  const page = await signedIn(browser, 'eater@example.com');
  await page.goto('/profile');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^lunchbox-my-data-.+\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    profile: { email: string };
    reservations: unknown[];
  };
  expect(data.profile.email).toBe('eater@example.com');
  expect(Array.isArray(data.reservations)).toBe(true);
});

test('Delete my account: confirmed with the password, the account is gone and the password no longer signs in', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page, email } = await newColleague(browser, 'vilnius-hq', 'Dana Deleted', 'delete');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('button', { name: 'Keep my account' })).toBeVisible();
  // A wrong password changes nothing.
  await dialog.getByLabel('Your password').fill('not my password at all');
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Your password').fill('a fine password for lunch');
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/accountDeleted=1/);
  const response = await page.request.post('/trpc/auth.signIn', {
    headers: { origin: new URL(page.url()).origin, 'content-type': 'application/json' },
    data: { json: { email, password: 'a fine password for lunch' } },
  });
  expect(response.ok()).toBe(false);
});

test("an admin closes a day of an office and the office's menu says so", async ({ browser }) => {
  const admin = await signedIn(browser, 'admin@example.com');
  await admin.goto('/admin');
  const offices = await callApi<{ id: string; slug: string }[]>(admin, 'admin.offices', undefined, 'query');
  const kaunas = offices.find((office) => office.slug === 'kaunas-office')!;
  const label = `Staff day ${tag}`;
  await callApi(admin, 'admin.closeDay', { officeId: kaunas.id, date: dateInVilnius(6), label });
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/kaunas-office/menu?day=week');
  await expect(visitor.getByText(`Office closed: ${label}`)).toBeVisible();
});
