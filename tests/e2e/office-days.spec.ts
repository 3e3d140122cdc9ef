// Office days, the forecast and wish moderation in a real browser (docs/features.md, "Office days and forecast"):
// a colleague sets their office days on the profile and they are kept; the demo cook opens a new meal's form and
// sees who is in for the next 10 days, no count under 5; a colleague reports another's wish, once.
import { expect, test } from './fixtures';
import { callApi, newColleague, signIn, toast } from './helpers';

test('set office days on the profile, and they are kept', async ({ browser }) => {
  test.setTimeout(180_000);
  const { page } = await newColleague(browser, 'vilnius-hq', 'Office Days', 'officedays');
  await page.goto('/profile');
  const section = page.getByTestId('office-days');
  // Monday to Friday until one says otherwise.
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await expect(section.getByRole('checkbox', { name: day })).toBeChecked();
  }
  await expect(section.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
  await section.getByRole('checkbox', { name: 'Monday' }).uncheck();
  await section.getByRole('checkbox', { name: 'Friday' }).uncheck();
  await section.getByRole('switch', { name: "Send the daily menu even on days I'm not in" }).check();
  await section.getByRole('button', { name: 'Save office days' }).click();
  await expect(toast(page, 'Office days saved')).toBeVisible();

  await page.reload();
  await expect(section.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Friday' })).not.toBeChecked();
  await expect(section.getByRole('switch', { name: "Send the daily menu even on days I'm not in" })).toBeChecked();
});

test('the cook sees who is in for the next 10 days while creating a meal', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'cook@example.com');
  await page.goto('/cook/my-meals?modal=create-meal');
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: 'Who is in: the next 10 days' }).click();
  const table = form.getByTestId('forecast-table');
  const empty = form.getByTestId('forecast-empty');
  await expect(table.or(empty)).toBeVisible();
  if (await table.isVisible()) {
    await expect(table.getByTestId('forecast-day')).toHaveCount(10);
    // No cell is a count from 1 to 4: those read "fewer than 5".
    for (const cell of await table.getByRole('cell').allInnerTexts()) {
      expect(cell.trim()).not.toMatch(/^[1-4]$/);
    }
  }
  // The form itself is as before, its title field ready.
  await expect(form.getByRole('textbox', { name: 'Title' })).toBeVisible();
});

test('a colleague reports a wish once; a second report is refused in the dialog', async ({ browser }) => {
  test.setTimeout(240_000);
  const dish = `Odd wish ${Date.now().toString(36)}`;
  const author = await newColleague(browser, 'vilnius-hq', 'Wish Poster', 'wishposter');
  const reporter = await newColleague(browser, 'vilnius-hq', 'Wish Reporter', 'wishreporter');
  await author.page.goto('/wishes');
  await callApi(author.page, 'wishes.post', { slug: 'vilnius-hq', title: dish });

  await reporter.page.goto('/wishes?sort=newest');
  const card = reporter.page.getByTestId('wish-card').filter({ hasText: dish });
  await card.getByRole('button', { name: `Report the wish “${dish}”` }).click();
  const dialog = reporter.page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Spam or not a real meal' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(reporter.page, 'Thank you. The office admins will look into it.')).toBeVisible();

  await card.getByRole('button', { name: `Report the wish “${dish}”` }).click();
  await dialog.getByRole('radio', { name: 'Something else' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('You have already reported this')).toBeVisible();

  // The author's own card offers no report.
  await author.page.goto('/wishes?sort=newest');
  const own = author.page.getByTestId('wish-card').filter({ hasText: dish });
  await expect(own.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await expect(own.getByRole('button', { name: /Report/ })).toHaveCount(0);
});
