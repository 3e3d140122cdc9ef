// The notification centre in real browsers: a portion offered to a colleague lights their bell live (no reload),
// the bell opens the notifications page, and "Mark all as read" clears the count, and a declined offer lights the
// giver's bell; a cook's "It's in the kitchen", with a place note, reaches an eater's open page at once, and a
// message about tomorrow's meal goes out from My meals and from the meal's preorders.
import { expect, test, type Page } from './fixtures';
import { callApi, dateInVilnius, newColleague, newMealInput, signedIn, toast } from './helpers';

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const userIdOf = async (page: Page) => (await callApi<{ id: string }>(page, 'auth.session', undefined, 'query')).id;

test('an offered portion lights the bell live; the page lists it and marks all read; declined, the giver is told', async ({
  browser,
}) => {
  // Two sign-ups with their confirmation e-mails: slow on a busy machine.
  test.setTimeout(240_000);
  const title = `Bell soup ${tag}`;
  const cook = await signedIn(browser, 'cook2@example.com');
  const meal = await callApi<{ id: string }>(cook, 'meals.create', newMealInput(title, 3));
  const giver = await newColleague(browser, 'vilnius-hq', 'Gabija Giver', 'bell-giver');
  const taker = await newColleague(browser, 'vilnius-hq', 'Tomas Taker', 'bell-taker');
  await taker.page.goto('/dashboard');
  const bell = taker.page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');

  const reservation = await callApi<{ id: string }>(giver.page, 'preorders.reserve', { mealId: meal.id, quantity: 1 });
  await callApi(giver.page, 'handovers.offer', { preorderId: reservation.id, toUserId: await userIdOf(taker.page) });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  await bell.click();
  await expect(taker.page).toHaveURL(/\/notifications$/);
  await expect(taker.page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const item = taker.page.getByTestId('notification');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`Gabija Giver offers you their portion of “${title}”`);
  await expect(item).toHaveAttribute('data-unread', 'true');
  await taker.page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(item).toHaveAttribute('data-unread', 'false');
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(taker.page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);

  // Tomas declines it: the giver's bell lights live and says the portion is still theirs.
  await giver.page.goto('/dashboard');
  const giverBell = giver.page.getByTestId('notification-bell');
  await expect(giverBell).toHaveAccessibleName('Notifications');
  await taker.page.goto('/activity');
  await taker.page
    .getByTestId('received-offer')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Decline' })
    .click();
  await expect(toast(taker.page, 'You declined the offer.')).toBeVisible();
  await expect(giverBell).toHaveAccessibleName('Notifications, 1 unread');
  await giverBell.click();
  await expect(giver.page.getByTestId('notification')).toContainText(
    `Tomas Taker declined the portion of “${title}” you offered: it is still yours for`,
  );
});

test('"It\'s in the kitchen" reaches an eater\'s bell live, with the place note', async ({ browser }) => {
  // Two sign-ups with their confirmation e-mails: slow on a busy machine.
  test.setTimeout(240_000);
  const title = `Kitchen stew ${tag}`;
  const cook = await signedIn(browser, 'cook2@example.com');
  const meal = await callApi<{ id: string }>(cook, 'meals.create', {
    ...newMealInput(title, 3),
    pickupDate: dateInVilnius(0),
    cutoffTime: '11:30',
  });
  const eater = await newColleague(browser, 'vilnius-hq', 'Eglė Eater', 'kitchen-eater');
  await callApi(eater.page, 'preorders.reserve', { mealId: meal.id, quantity: 1 });
  await eater.page.goto('/activity');
  const bell = eater.page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');

  await cook.goto('/dashboard');
  await cook.getByRole('button', { name: `It’s in the kitchen: ${title}` }).click();
  const dialog = cook.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Where to find it (optional)' }).fill('fridge, shelf 2');
  await dialog.getByRole('button', { name: 'Tell them' }).click();
  await expect(toast(cook, '1 eater was told.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await expect(eater.page.getByTestId('notification')).toContainText(`“${title}” is in the kitchen: fridge, shelf 2.`);

  // A short message too; the fourth of the day is refused in the dialog, and what was typed stays.
  for (const text of ['Cooling down', 'Ten minutes late', 'Now really']) {
    await callApi(cook, 'meals.messageEaters', { mealId: meal.id, text });
  }
  await expect(eater.page.getByTestId('notification').first()).toContainText(`The cook of “${title}”: Now really`);
  await cook.getByRole('button', { name: `Message eaters: ${title}` }).click();
  await dialog.getByRole('textbox', { name: 'Message' }).fill('One more');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'You have sent as many messages about this meal today as allowed.',
  );
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('One more');
});

test('a cook messages the eaters of tomorrow\u2019s meal from My meals and from its preorders', async ({ browser }) => {
  // A sign-up with its confirmation e-mail: slow on a busy machine.
  test.setTimeout(240_000);
  const title = `Tomorrow soup ${tag}`;
  const cook = await signedIn(browser, 'cook2@example.com');
  const meal = await callApi<{ id: string }>(cook, 'meals.create', newMealInput(title, 3));
  const eater = await newColleague(browser, 'vilnius-hq', 'Rūta Reserver', 'tomorrow-eater');
  await callApi(eater.page, 'preorders.reserve', { mealId: meal.id, quantity: 1 });
  await eater.page.goto('/activity');
  const bell = eater.page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');

  await cook.goto('/cook/my-meals');
  const card = cook.getByTestId('cook-meal-card').filter({ hasText: title });
  // Not the pickup day: a message, but no "It's in the kitchen" yet.
  await expect(card.getByRole('button', { name: `It’s in the kitchen: ${title}` })).toHaveCount(0);
  const messageButton = card.getByRole('button', { name: `Message eaters: ${title}` });
  await messageButton.click();
  const dialog = cook.getByRole('dialog', { name: `Message the eaters of ${title}` });
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Bring your own box, please');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(toast(cook, '1 eater was told.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(messageButton).toBeFocused();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  // The same from the meal's preorders.
  await card.getByRole('button', { name: `Preorders of ${title}` }).click();
  await expect(cook).toHaveURL(new RegExp(`/cook/preorders\\?meal=${meal.id}`));
  await cook.getByRole('button', { name: `Message eaters: ${title}` }).click();
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Ten minutes late');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(toast(cook, '1 eater was told.')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await bell.click();
  const items = eater.page.getByTestId('notification');
  await expect(items.first()).toContainText(`The cook of “${title}”: Ten minutes late`);
  await expect(items.nth(1)).toContainText(`The cook of “${title}”: Bring your own box, please`);
});
