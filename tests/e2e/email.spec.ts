// E-mail in a real browser: a colleague who signed up in Lithuanian reserves and the confirmation arrives in
// Lithuanian (the outbox at /dev/mail, sent by the server's own worker); its preference link opens /u/{token}
// without a login and saves; an admin edits a template, sees the live preview, saves and sends a test to self.
import { expect, test } from './fixtures';
import { callApi, newMealInput, signIn, signedIn, toast } from './helpers';

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test("a reservation confirmation in the eater's language, and the preference page from its link", async ({
  page,
  baseURL,
  browser,
}) => {
  const email = `ona.${tag}@example.com`;
  const password = 'a fine password';
  const post = (path: string, json: unknown) =>
    page.request.post(`/trpc/${path}`, {
      headers: { origin: baseURL!, 'content-type': 'application/json' },
      data: { json },
    });
  expect((await post('auth.signUp', { fullName: 'Ona Lietuvaitė', email, password, locale: 'lt' })).status()).toBe(200);
  await page.goto('/dev/mail');
  await page.locator('article', { hasText: email }).first().getByRole('link').first().click();
  await expect(page.getByText('Your e-mail is confirmed. You can sign in now.')).toBeVisible();
  expect((await post('auth.signIn', { email, password })).status()).toBe(200);
  expect((await post('auth.bindOffice', { slug: 'vilnius-hq' })).status()).toBe(200);
  // A meal of its own (another test's meal may have no portion to spare).
  const reservedTitle = `Kugelis ${tag}`;
  const cook = await signedIn(browser, 'cook2@example.com');
  const meal = await callApi<{ id: string }>(cook, 'meals.create', newMealInput(reservedTitle, 5));
  await cook.context().close();
  expect((await post('preorders.reserve', { mealId: meal.id, quantity: 1 })).status()).toBe(200);

  // The worker sends it within moments of the reservation (woken by the queue's NOTIFY).
  const confirmation = page.locator('article', { hasText: email }).filter({ hasText: `Rezervuota: ${reservedTitle}` });
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(confirmation).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(confirmation).toContainText('Rezervavote 1 ×');
  const preferences = await confirmation
    .getByRole('link', { name: /\/u\/[a-z2-7]{32}$/ })
    .first()
    .getAttribute('href');

  // The preference page works without a session.
  await page.context().clearCookies();
  await page.goto(preferences!);
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail preferences' })).toBeVisible();
  const marketing = page.getByRole('switch', { name: /Tomorrow's menu/ });
  await expect(marketing).not.toBeChecked();
  await marketing.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Your e-mail preferences are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: /Tomorrow's menu/ })).toBeChecked();
  await page.goto('/u/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
  await expect(page.getByText('This preference link is not valid')).toBeVisible();
});

test('a super admin edits a template with a live preview, saves it and sends a test to self', async ({ page }) => {
  // Templates are global: only super admins edit them (docs/decisions/039-admins-scoped-to-their-organization.md).
  await signIn(page, 'super@example.com');
  await page.goto('/admin/email-templates');
  await page.getByRole('button', { name: 'Edit TEST (EN)' }).click();
  const dialog = page.getByRole('dialog', { name: 'TEST (EN)' });
  const subject = `Test ${tag} for {{user_name}}`;
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Bad {{no_such_variable}}');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Unknown variable in the template: {{no_such_variable}}')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await expect(dialog.getByText(`Test ${tag} for Ona Testienė`)).toBeVisible();
  // The other language, as saved, with sample values in that language.
  await dialog.getByText('LT (saved)').click();
  await expect(dialog.getByText('Bandomasis Lunchbox laiškas')).toBeVisible();
  await dialog.getByText('EN (editing)').click();
  await expect(dialog.getByText(`Test ${tag} for Ona Testienė`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Template saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Edit TEST (EN)' }).click();
  await page.getByRole('dialog', { name: 'TEST (EN)' }).getByRole('button', { name: 'Send test to me' }).click();
  await expect(toast(page, 'Test e-mail sent to your address.')).toBeVisible();
  await page.goto('/dev/mail');
  await expect(
    page.locator('article', { hasText: 'super@example.com' }).filter({ hasText: `Test ${tag} for super@example.com` }),
  ).toBeVisible();
  await page.goto('/admin/email-queue?status=sent');
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail queue' })).toBeVisible();
});

test('forgot password: the link by e-mail, a new password, signed out everywhere, signed in with it', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `reset.${tag}@example.com`;
  const post = (path: string, json: unknown) =>
    page.request.post(`/trpc/${path}`, {
      headers: { origin: baseURL!, 'content-type': 'application/json' },
      data: { json },
    });
  expect(
    (
      await post('auth.signUp', { fullName: 'Rita Pamiršo', email, password: 'the old password', locale: 'en' })
    ).status(),
  ).toBe(200);
  await page.goto('/dev/mail');
  await page.locator('article', { hasText: email }).first().getByRole('link').first().click();
  await expect(page.getByText('Your e-mail is confirmed. You can sign in now.')).toBeVisible();
  // Signed in elsewhere: that session ends with the reset.
  const elsewhere = await (await browser.newContext()).newPage();
  await signIn(elsewhere, email, 'the old password');

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in form has an E-mail field too: wait for the reset page before typing.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(
    page.getByText('If an account uses this address, a link to reset the password is on its way.'),
  ).toBeVisible();
  const mail = page.locator('article', { hasText: email }).filter({ hasText: 'Reset your Lunchbox password' });
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await mail
    .getByRole('link', { name: /\/auth\/reset\?token=/ })
    .first()
    .click();
  await page.getByLabel('New password').fill('a brand new password');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password is changed, and you are signed out everywhere.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await signIn(page, email, 'a brand new password');
  await elsewhere.goto('/profile');
  await expect(elsewhere).toHaveURL(/\/auth\?redirect=%2Fprofile/);
});
