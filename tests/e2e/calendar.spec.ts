// The calendar feed in a real browser: an eater makes their calendar link on the profile, and the link, fetched as
// a calendar app would (no session), parses as iCalendar with their reservation in it; turning it off (after a
// confirmation) makes the same link answer 404.
import { expect, test } from './fixtures';
import ICAL from 'ical.js';
import { signIn, toast } from './helpers';

test('an eater subscribes to their lunches: the profile link opens as a calendar with the reservation', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'eater@example.com');
  // A reservation to find in the feed.
  await page.goto('/vilnius-hq/menu?day=week');
  const card = page.getByTestId('meal-card').filter({ hasText: 'Chickpea and spinach curry' });
  await card.getByRole('button', { name: 'Reserve' }).click();
  await page.getByRole('button', { name: 'Confirm reservation' }).click();
  await expect(toast(page, /^Reserved 1 × Chickpea and spinach curry/)).toBeVisible();

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Calendar' });
  const link = section.getByRole('textbox', { name: 'Your calendar link' });
  // The eater may already have a link (the accessibility run makes one), which is never shown again (only its hash
  // is kept): then a new one replaces it, after a confirmation.
  const make = section.getByRole('button', { name: 'Make my calendar link' });
  const remake = section.getByRole('button', { name: 'Make a new link' });
  await expect(make.or(remake)).toBeVisible();
  if (await make.isVisible()) await make.click();
  else {
    await remake.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Make a new link' }).click();
  }
  await expect(link).toHaveValue(/\/calendar\/[a-z2-7]{32}\.ics$/);
  const url = await link.inputValue();

  // Fetched without the session, as a calendar app does.
  const app = await browser.newContext();
  const response = await app.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const summaries = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event).summary);
  expect(summaries).toContain('Lunch: Chickpea and spinach curry');

  await section.getByRole('button', { name: 'Turn off' }).click();
  await page
    .getByRole('dialog', { name: 'Turn off your calendar link?' })
    .getByRole('button', { name: 'Turn off' })
    .click();
  await expect(toast(page, 'Calendar link turned off.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Make my calendar link' })).toBeVisible();
  expect((await app.request.get(url)).status()).toBe(404);
  await app.close();
});
