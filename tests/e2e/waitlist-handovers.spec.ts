// The waitlist and hand-overs in real browsers: a colleague waiting for a sold-out meal is promoted live, on their open menu, the
// moment someone cancels (one "Your turn!" toast); a reservation offered to a named colleague is accepted in a
// second browser, after which the cook's preorders show the new eater and the giver's activity shows it handed over.
import { expect, test } from './fixtures';
import { callApi, newColleague, newMealInput, signedIn, toast } from './helpers';

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const MENU = '/vilnius-hq/menu?day=tomorrow';

test('a waitlisted eater is promoted live when a colleague cancels', async ({ browser }) => {
  test.setTimeout(240_000);
  const title = `Waitlist stew ${tag}`;
  const cook = await signedIn(browser, 'cook2@example.com');
  const meal = await callApi<{ id: string }>(cook, 'meals.create', newMealInput(title, 1));
  const holder = await signedIn(browser, 'cook@example.com');
  // callApi fails with the server's answer if the reservation is refused: twice, under load, the holder then had no
  // reservation of this brand-new one-portion meal, and the answer was not kept.
  await callApi(holder, 'preorders.reserve', { mealId: meal.id, quantity: 1 });
  const mine = await callApi<{ id: string; status: string; meal: { id: string } }[]>(
    holder,
    'preorders.mine',
    undefined,
    'query',
  );
  const held = mine.find((preorder) => preorder.meal.id === meal.id && preorder.status === 'reserved')!;
  expect(held, 'the holder has the only portion').toBeDefined();

  const eater = await signedIn(browser, 'eater@example.com');
  await eater.goto(MENU);
  const card = eater.getByTestId('meal-card').filter({ hasText: title });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('button', { name: 'Reserve' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Join the waitlist' }).click();
  const dialog = eater.getByRole('dialog', { name: `Waitlist for ${title}` });
  await expect(dialog.getByRole('textbox', { name: 'Portions you want' })).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(toast(eater, `You are on the waitlist for ${title}.`)).toBeVisible();
  await expect(card.getByTestId('waitlist-place')).toContainText('You are #1 in line for 1 portion');

  // The holder cancels elsewhere: the portion goes to the line in that same transaction, and the eater's open
  // menu shows it without a reload.
  await callApi(holder, 'preorders.cancel', { preorderId: held.id });
  await expect(card.getByTestId('my-reservation')).toContainText('You reserved 1 portion');
  await expect(toast(eater, `A portion of ${title} came back and is now reserved for you.`)).toBeVisible();
  // Once, though the promotion reaches the menu as two live portions events (the cancel's, then the promotion's),
  // each checked while the page refetches the waitlist.
  await eater.waitForTimeout(2000);
  expect(
    await eater
      .locator('.mantine-Notification-root')
      .filter({ hasText: `A portion of ${title} came back` })
      .count(),
  ).toBe(1);
  await expect(card.getByTestId('waitlist-place')).toHaveCount(0);
  await expect(card.getByTestId('portions-left')).toHaveText('0 portions left');
  await eater.goto('/activity');
  await expect(eater.getByTestId('preorder-card').filter({ hasText: title })).toContainText('Reserved');
});

test('a reservation offered to a named colleague is accepted in a second browser', async ({ browser }) => {
  test.setTimeout(240_000);
  const title = `Hand-over soup ${tag}`;
  const cook = await signedIn(browser, 'cook@example.com');
  const meal = await callApi<{ id: string }>(cook, 'meals.create', newMealInput(title, 3));
  const eater = await signedIn(browser, 'eater@example.com');
  await callApi(eater, 'preorders.reserve', { mealId: meal.id, quantity: 2 });

  // The eater cannot come: they offer it to Jonas from the reservation's card.
  await eater.goto('/activity');
  const card = eater.getByTestId('preorder-card').filter({ hasText: title });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Offer to a colleague' }).click();
  const dialog = eater.getByRole('dialog', { name: `Offer ${title} to a colleague` });
  await dialog.getByRole('button', { name: 'Offer it' }).click();
  await expect(dialog.getByText('Choose a colleague.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Colleague' }).fill('Jonas');
  await eater.getByRole('option', { name: /Jonas Kazlauskas/ }).click();
  await dialog.getByRole('button', { name: 'Offer it' }).click();
  await expect(toast(eater, 'Offer sent.')).toBeVisible();
  await expect(card.getByTestId('open-offer')).toContainText('Offered to Jonas Kazlauskas until');

  // Jonas, in another browser, accepts it on his activity page.
  const colleague = await signedIn(browser, 'cook2@example.com');
  await colleague.goto('/activity');
  const offer = colleague.getByTestId('received-offer').filter({ hasText: title });
  await expect(offer).toContainText(`Tomas Jankauskas offers you 2 × ${title}`, { timeout: 30_000 });
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(colleague, `It is yours: ${title} is reserved for you.`)).toBeVisible();
  await expect(colleague.getByTestId('preorder-card').filter({ hasText: title })).toContainText('Reserved');

  // The reservation is no longer the eater's (nothing to cancel): their activity shows it handed over, to whom
  // and when; and the cook's preorders show Jonas.
  await eater.reload();
  await expect(eater.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(eater.getByTestId('preorder-card').filter({ hasText: title })).toHaveCount(0);
  const given = eater.getByTestId('handed-over-card').filter({ hasText: title });
  await expect(given).toContainText('Handed over');
  await expect(given).toContainText(/Taken over by Jonas Kazlauskas, \w{3} \d+/);
  await expect(given.getByRole('button')).toHaveCount(0);
  await cook.goto('/cook/preorders');
  await expect(cook.getByText(title).first()).toBeVisible({ timeout: 30_000 });
  const row = cook.locator('tr, [data-testid="cook-preorder-card"]').filter({ hasText: title }).first();
  await expect(row).toContainText('Jonas Kazlauskas');
});

test('a colleague whose only reservation was handed over sees it on their activity, not an empty page', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `Handed-over pie ${tag}`;
  const cook = await signedIn(browser, 'cook@example.com');
  const meal = await callApi<{ id: string }>(cook, 'meals.create', newMealInput(title, 2));
  const { page: giver } = await newColleague(browser, 'vilnius-hq', 'Austėja Naujokė', 'austeja');
  const reserved = await callApi<{ id: string }>(giver, 'preorders.reserve', { mealId: meal.id, quantity: 1 });
  const offer = await callApi<{ id: string }>(giver, 'handovers.offer', { preorderId: reserved.id, toUserId: null });
  const taker = await signedIn(browser, 'eater@example.com');
  await callApi(taker, 'handovers.take', { handoverId: offer.id });

  await giver.goto('/activity');
  const given = giver.getByTestId('handed-over-card');
  await expect(given).toHaveCount(1, { timeout: 30_000 });
  await expect(given).toContainText(title);
  await expect(given).toContainText('Taken over by Tomas Jankauskas');
  await expect(given).toContainText('It is their reservation now: they pick it up and pay the cook.');
  await expect(giver.getByText('No reservations yet')).toHaveCount(0);
  await expect(giver.getByTestId('preorder-card')).toHaveCount(0);
});
