// The cash ledger in a real browser: a cook collects three preorders of one day in the Preorders tab (one paid in
// cash, one by bank transfer, one "collected, pays later"), the Ledger tab then shows for that week exactly the sums
// of those rows of the preorders page, the debt in "who still owes you", and the eater's ledger shows what they
// spent and what they owe to the cook; the cook settles the debt and both ledgers follow. The CSV is downloaded.
//
// The meals are on a date of their own (ten weeks ahead), so the week and month checked hold only this journey's
// preorders, whatever the other journeys do in the same database.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './fixtures';
import { callApi, dateInVilnius, newMealInput, plainMeal, signedIn, toast } from './helpers';

const COOK = 'cook@example.com';
const EATER = 'eater@example.com';

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
/** The week's label as the ledger writes it in English: Monday to Sunday ("Feb 2 – 8, 2027"). */
function weekLabel(iso: string) {
  const monday = utc(iso);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const sunday = new Date(monday);
  sunday.setUTCDate(sunday.getUTCDate() + 6);
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).formatRange(monday, sunday);
}
const monthLabel = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(utc(iso));
const euro = (cents: number) => `€${(cents / 100).toFixed(2)}`;
const centsOf = async (locator: Locator) =>
  Math.round(Number((await locator.innerText()).replace(/[^0-9.]/g, '')) * 100);

async function collect(page: Page, title: string, choice: RegExp) {
  await page.getByRole('button', { name: `Mark collected: Tomas Jankauskas, ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as collected?' });
  await expect(dialog.getByRole('button', { name: 'Not yet' })).toBeFocused();
  await dialog.getByRole('radio', { name: choice }).check();
  await dialog.getByRole('button', { name: 'Mark collected' }).click();
  await expect(dialog).toBeHidden();
}

test('a day of collecting: the ledger matches the preorders, a debt is settled, the eater sees what they owe', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const day = dateInVilnius(70);
  const tag = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;
  const titles = { cash: `Ledger soup ${tag}`, transfer: `Ledger stew ${tag}`, later: `Ledger pie ${tag}` };

  const cook = await signedIn(browser, COOK);
  const eater = await signedIn(browser, EATER);
  // The cook's three meals of the day and the eater's reservations (2, 1 and 3 portions).
  const quantities = { cash: 2, transfer: 1, later: 3 };
  const prices = { cash: 450, transfer: 620, later: 375 };
  for (const key of ['cash', 'transfer', 'later'] as const) {
    const meal = await callApi<{ id: string }>(cook, 'meals.create', {
      ...newMealInput(titles[key], 6),
      ...plainMeal,
      priceCents: prices[key],
      pickupDate: day,
    });
    await callApi(eater, 'preorders.reserve', { mealId: meal.id, quantity: quantities[key] });
  }

  // Collecting, in the Preorders tab: cash (the default), bank transfer, pays later.
  await cook.goto('/cook/preorders?status=reserved');
  await collect(cook, titles.cash, /^Paid in cash$/);
  await expect(toast(cook, 'Marked as collected and paid')).toBeVisible();
  await collect(cook, titles.transfer, /^Paid by bank transfer$/);
  await collect(cook, titles.later, /^Collected, pays later$/);
  await expect(toast(cook, 'Marked as collected; payment still open')).toBeVisible();

  // The preorders page now: three collected rows, two paid and one not paid yet; their totals are the reference.
  await cook.goto('/cook/preorders?status=fulfilled');
  const row = (title: string) => cook.getByTestId('preorder-row').filter({ hasText: title });
  const totals: Record<keyof typeof titles, number> = { cash: 0, transfer: 0, later: 0 };
  for (const key of ['cash', 'transfer', 'later'] as const) {
    await expect(row(titles[key]).getByTestId('preorder-status')).toHaveText('Collected');
    await expect(row(titles[key]).getByTestId('payment-status')).toHaveText(key === 'later' ? 'Not paid yet' : 'Paid');
    totals[key] = await centsOf(row(titles[key]).locator('td').nth(2).locator('p').last());
    expect(totals[key]).toBe(quantities[key] * prices[key]);
  }
  await expect(
    row(titles.later).getByRole('button', { name: `Settle: Tomas Jankauskas, ${titles.later}` }),
  ).toBeVisible();

  // The Ledger tab: the week of that day holds exactly these three.
  await cook.getByRole('tab', { name: 'Ledger' }).click();
  await expect(cook).toHaveURL(/\/cook\/ledger$/);
  const week = cook.getByTestId('ledger-period').filter({ hasText: weekLabel(day) });
  const all = totals.cash + totals.transfer + totals.later;
  const portions = quantities.cash + quantities.transfer + quantities.later;
  await expect(week.getByTestId('period-handedOut')).toHaveText(`${euro(all)}${portions} portions`);
  await expect(week.getByTestId('period-paid')).toHaveText(
    `${euro(totals.cash + totals.transfer)}${quantities.cash + quantities.transfer} portions`,
  );
  await expect(week.getByTestId('period-waived')).toHaveText('€0.000 portions');
  await expect(week.getByTestId('period-unpaid')).toHaveText(`${euro(totals.later)}${quantities.later} portions`);
  // Who owes what: the pie, and the total outstanding is the sum of that list.
  const debt = cook.getByTestId('ledger-debt').filter({ hasText: titles.later });
  await expect(debt).toContainText('Tomas Jankauskas');
  await expect(debt).toContainText(euro(totals.later));
  const listed = await Promise.all(
    (await cook.getByTestId('ledger-debt').all()).map((r) => centsOf(r.locator('td').nth(3))),
  );
  expect(await centsOf(cook.getByTestId('ledger-outstanding'))).toBe(listed.reduce((a, b) => a + b, 0));

  // By month too.
  await cook
    .getByTestId('ledger-period-switch')
    .locator('label')
    .filter({ hasText: /^Month$/ })
    .click();
  await expect(cook).toHaveURL(/period=month/);
  await expect(
    cook
      .getByTestId('ledger-period')
      .filter({ hasText: monthLabel(day) })
      .getByTestId('period-handedOut'),
  ).toContainText(euro(all));

  // The CSV: one row per preorder, the amounts with a decimal point.
  const [download] = await Promise.all([
    cook.waitForEvent('download'),
    cook.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ledger-month-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(
    `${day},${titles.later},Tomas Jankauskas,${quantities.later},${(totals.later / 100).toFixed(2)},Not paid yet,,`,
  );
  expect(csv).toContain(
    `${day},${titles.transfer},Tomas Jankauskas,${quantities.transfer},${(totals.transfer / 100).toFixed(2)},Paid,Bank transfer,`,
  );

  // The eater's ledger: spent the two paid ones that month, owes the pie to the cook.
  await eater.goto('/activity');
  await eater.getByRole('link', { name: 'Ledger' }).click();
  await expect(eater.getByRole('heading', { level: 1, name: 'My ledger' })).toBeVisible();
  const owedToRasa = eater.getByTestId('ledger-owed-to').filter({ hasText: 'To Rasa Petraitė' });
  await expect(owedToRasa).toContainText(euro(totals.later));
  const month = eater.getByTestId('ledger-month').filter({ hasText: monthLabel(day) });
  await expect(month.getByTestId('month-spent')).toHaveText(euro(totals.cash + totals.transfer));
  await expect(month.getByTestId('month-owed')).toHaveText(euro(totals.later));

  // The cook settles the debt (a payment app); the list and the week follow.
  await cook
    .getByTestId('ledger-period-switch')
    .locator('label')
    .filter({ hasText: /^Week$/ })
    .click();
  await expect(cook).toHaveURL(/\/cook\/ledger$/);
  await debt.getByRole('button', { name: `Settle: Tomas Jankauskas, ${titles.later}` }).click();
  const settle = cook.getByRole('dialog', { name: 'Settle the payment?' });
  await expect(settle.getByRole('button', { name: 'Not yet' })).toBeFocused();
  await settle.getByRole('radio', { name: 'Payment app' }).check();
  await settle.getByRole('button', { name: 'Mark paid' }).click();
  await expect(toast(cook, 'Payment recorded')).toBeVisible();
  await expect(debt).toBeHidden();
  await expect(week.getByTestId('period-paid')).toHaveText(`${euro(all)}${portions} portions`);
  await expect(week.getByTestId('period-unpaid')).toHaveText('€0.000 portions');

  // The eater: nothing owed to the cook any more, all three spent; the reservation shows the receipt.
  await eater.reload();
  await expect(month.getByTestId('month-spent')).toHaveText(euro(all));
  await expect(month.getByTestId('month-owed')).toHaveText('€0.00');
  await expect(eater.getByTestId('ledger-owed-to').filter({ hasText: 'To Rasa Petraitė' })).toHaveCount(0);
  await eater.goto('/activity');
  const receipt = eater
    .getByTestId('preorder-card')
    .filter({ hasText: titles.later })
    .locator('[aria-label="Receipt"]');
  await expect(receipt.getByText('Payment app')).toBeVisible();

  await Promise.all([cook.context().close(), eater.context().close()]);
});
