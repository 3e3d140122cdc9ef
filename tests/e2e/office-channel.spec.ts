// The office's chat channel in the admin console (docs/decisions/043-office-channels.md): refusals show on the URL
// field, a saved URL is shown back only masked (the secret part never reaches the page), an edit with the URL left
// empty keeps it, the posts' language is chosen and kept, the dialog opened by its link reads the channel in the
// route's loader, and removing asks first.
import { expect, test } from './fixtures';
import { signIn, toast } from './helpers';

// Outside production the server allows http://127.0.0.1 webhooks; nothing listens on port 9, and the channel is
// removed before the test ends, so no post leaves.
const SECRET = 'T000/B000/e2e-secret-token';
const URL_ = `http://127.0.0.1:9/hooks/${SECRET}`;

test('an admin sets an office’s chat channel, sees its URL masked, edits it and removes it', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin@example.com');
  await page.goto('/admin/offices');
  const open = page.getByRole('button', { name: 'Chat channel of Vilnius HQ' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Chat channel: Vilnius HQ' });
  const url = dialog.getByRole('textbox', { name: 'Webhook URL' });
  const save = dialog.getByRole('button', { name: 'Save' });

  // A new channel needs its URL, and a private address is refused: both said on the field, nothing saved.
  await save.click();
  await expect(dialog.getByText('Enter the channel’s webhook URL.')).toBeVisible();
  await url.fill('https://10.0.0.8/hook');
  await save.click();
  await expect(dialog.getByText('That webhook address is not allowed')).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Chat tool', exact: true }).click();
  await page.getByRole('option', { name: 'Mattermost' }).click();
  await url.fill(URL_);
  await dialog.getByLabel("Post tomorrow's menu at").fill('16:00');
  await dialog.getByRole('textbox', { name: 'Last call, minutes before the first cutoff' }).fill('30');
  await dialog.getByRole('switch', { name: 'Post new meals and wishes as colleagues publish them' }).check();
  // The posts' language, each named in itself (docs/decisions/051-channel-language-and-notice-emails.md).
  const language = dialog.getByRole('combobox', { name: 'Language of the posts', exact: true });
  await expect(language).toHaveValue('English');
  await language.click();
  await page.getByRole('listbox', { name: 'Language of the posts' }).getByRole('option', { name: 'Lietuvių' }).click();
  await save.click();
  await expect(toast(page, 'The chat channel of Vilnius HQ is saved.')).toBeVisible();
  await expect(dialog.getByText('Saved: http://127.0.0.1:9/…oken.')).toBeVisible();
  await expect(url).toHaveValue('');
  expect(await page.content()).not.toContain('e2e-secret');

  // Opened by its link, the dialog shows what the loader read.
  await page.reload();
  await expect(dialog.getByText('Saved: http://127.0.0.1:9/…oken.')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Chat tool', exact: true })).toHaveValue('Mattermost');
  await expect(dialog.getByRole('textbox', { name: 'Last call, minutes before the first cutoff' })).toHaveValue('30');
  await expect(
    dialog.getByRole('switch', { name: 'Post new meals and wishes as colleagues publish them' }),
  ).toBeChecked();
  await expect(language).toHaveValue('Lietuvių');

  // An edit with the URL left empty keeps the stored one.
  await dialog.getByRole('textbox', { name: 'Last call, minutes before the first cutoff' }).fill('45');
  await save.click();
  await expect(toast(page, 'The chat channel of Vilnius HQ is saved.')).toBeVisible();
  await expect(dialog.getByText('Saved: http://127.0.0.1:9/…oken.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Last call, minutes before the first cutoff' })).toHaveValue('45');

  // Removing asks first; afterwards a URL is needed again.
  await dialog.getByRole('button', { name: 'Remove channel' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove the chat channel of Vilnius HQ?' });
  await confirm.getByRole('button', { name: 'Remove channel' }).click();
  await expect(toast(page, 'The chat channel of Vilnius HQ is removed.')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByText('Saved:')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Remove channel' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/offices$/);
  // Opened from its button (not by the link, as after the reload), closing gives focus back to the button.
  await open.click();
  await expect(url).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});
