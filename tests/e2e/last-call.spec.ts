// The cook's last call and a no-show in real browsers: the cook calls last call on today's meal from the dashboard
// (confirmed first), its eater sees on their activity that the portion is up for grabs and is told in the
// notification centre, and a colleague takes it from the menu at the same price; after a pickup window, the cook
// marks a reservation not collected, and its eater sees it on their activity and in the notification centre.
import { expect, test, testNow } from './fixtures';
import { callApi, dateInVilnius, newColleague, newMealInput, signedIn, toast, vilniusTime } from './helpers';

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('the cook calls last call; the eater is told; a colleague takes the portion from the menu', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `Last-call soup ${tag}`;
  const cook = await signedIn(browser, 'cook2@example.com');
  // Today, picked up 12:00-13:00; the browsers' clock reads 10:00 in Vilnius.
  await callApi(cook, 'meals.create', {
    ...newMealInput(title, 3),
    pickupDate: dateInVilnius(0),
    cutoffTime: '11:30',
  });
  const meal = (
    await callApi<{ meals: { id: string; title: string }[] }>(cook, 'meals.dashboard', undefined, 'query')
  ).meals.find((m) => m.title === title)!;
  const { page: late } = await newColleague(browser, 'vilnius-hq', 'Lina Vėluojanti', 'late');
  await callApi(late, 'preorders.reserve', { mealId: meal.id, quantity: 2 });

  await cook.goto('/dashboard');
  const card = cook.getByTestId('today-meal').filter({ hasText: title });
  const button = card.getByRole('button', { name: `Last call: ${title}` });
  await button.click();
  const dialog = cook.getByRole('dialog', { name: `Last call for ${title}?` });
  await expect(dialog).toContainText('2 portions nobody has collected or paid yet go up for grabs');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Call last call' }).click();
  await expect(toast(cook, '2 portions are up for grabs.')).toBeVisible();
  await expect(card.getByTestId('up-for-grabs')).toHaveText('Up for grabs');
  await expect(button).toHaveCount(0);

  // The eater sees it on the reservation and in the notification centre.
  await late.goto('/activity');
  const reservation = late.getByTestId('preorder-card').filter({ hasText: title });
  await expect(reservation.getByTestId('open-offer')).toContainText('The cook called last call');
  await expect(reservation.getByRole('button', { name: 'I am coming: keep it' })).toBeVisible();
  await late.goto('/notifications');
  await expect(late.getByText(`The cook called last call on “${title}”`)).toBeVisible();

  // A colleague takes both portions from today's menu.
  const taker = await signedIn(browser, 'eater@example.com');
  await taker.goto('/vilnius-hq/menu?day=today');
  const menuCard = taker.getByTestId('meal-card').filter({ hasText: title });
  await expect(menuCard.getByTestId('grabs')).toContainText('2 portions up for grabs', { timeout: 30_000 });
  await menuCard.getByRole('button', { name: 'Take 2 portions' }).click();
  await taker.getByRole('dialog', { name: 'Take this reservation?' }).getByRole('button', { name: 'Take it' }).click();
  await expect(toast(taker, `${title} is now reserved for you.`)).toBeVisible();

  await cook.reload();
  await expect(card).toContainText('Tomas Jankauskas');
  await expect(card.getByTestId('up-for-grabs')).toHaveCount(0);
  await Promise.all([cook.context().close(), late.context().close(), taker.context().close()]);
});

test('after the pickup window the cook marks a reservation not collected; the eater sees it', async ({ browser }) => {
  test.setTimeout(180_000);
  const title = `No-show stew ${tag}`;
  const cook = await signedIn(browser, 'cook2@example.com');
  // The server's clock runs at the real pace: ordering closes and the window ends at the first whole minute at least
  // 30 s away (time to reserve), then that is waited out: about a minute, never two.
  const minute = 60_000;
  const pickupEnd = new Date(Math.ceil((testNow().getTime() + 30_000) / minute) * minute);
  await callApi(cook, 'meals.create', {
    ...newMealInput(title, 3),
    pickupDate: dateInVilnius(0),
    pickupStart: vilniusTime(new Date(pickupEnd.getTime() - 60 * minute)),
    pickupEnd: vilniusTime(pickupEnd),
    cutoffTime: vilniusTime(pickupEnd),
  });
  const meal = (
    await callApi<{ meals: { id: string; title: string }[] }>(cook, 'meals.dashboard', undefined, 'query')
  ).meals.find((m) => m.title === title)!;
  const { page: eater } = await newColleague(browser, 'vilnius-hq', 'Rokas Pamiršęs', 'noshow');
  await callApi(eater, 'preorders.reserve', { mealId: meal.id, quantity: 1 });
  // The pickup end has passed, on the server and in the pages.
  await cook.waitForTimeout(Math.max(0, pickupEnd.getTime() - testNow().getTime() + 5_000));

  await cook.goto(`/cook/preorders?meal=${meal.id}`);
  const row = cook.getByTestId('preorder-row').filter({ hasText: 'Rokas Pamiršęs' });
  await expect(row.getByTestId('preorder-status')).toHaveText('Reserved');
  await row.getByRole('button', { name: `Not collected: Rokas Pamiršęs, ${title}` }).click();
  const dialog = cook.getByRole('dialog', { name: 'Mark as not collected?' });
  await dialog.getByRole('button', { name: 'Mark not collected' }).click();
  await expect(toast(cook, 'Marked as not collected')).toBeVisible();
  await expect(row.getByTestId('not-collected')).toHaveText('Not collected');
  // Still owed: the cook may settle it or waive it.
  await expect(row.getByRole('button', { name: `Waive payment: Rokas Pamiršęs, ${title}` })).toBeVisible();

  await eater.goto('/activity');
  const card = eater.getByTestId('preorder-card').filter({ hasText: title });
  await expect(card).toContainText('Not collected: the cook marked that you did not pick it up.');
  await eater.goto('/notifications');
  await expect(eater.getByText(`The cook marked 1 of “${title}”`)).toBeVisible();
  await Promise.all([cook.context().close(), eater.context().close()]);
});
