// Conditional meals in real browsers (docs/features.md "Conditional meals"): a cook claims a colleague's wish from the
// board, the meal form starts from it with its minimum, two backers reserve up to the minimum and it goes ahead (the
// card's "Goes ahead at" line gone, the notification centre says so); and a meal short of its minimum is called off
// by the server's tick (every 5 s under test: TICK_SECONDS in playwright.config.ts) once its cutoff passes (the server's clock runs at the real pace, as in
// tests/e2e/last-call.spec.ts), its eater told and the reservation cancelled.
import { expect, test, testNow } from './fixtures';
import { callApi, dateInVilnius, newColleague, newMealInput, plainMeal, signedIn, toast, vilniusTime } from './helpers';

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const MENU = '/vilnius-hq/menu?day=week';

test('a cook claims a wish with a minimum; reserving up to it, the meal goes ahead', async ({ browser }) => {
  test.setTimeout(240_000);
  const dish = `Wished lasagne ${tag}`;
  const author = await newColleague(browser, 'vilnius-hq', 'Wish Lasagne', 'lasagne');
  const backer = await newColleague(browser, 'vilnius-hq', 'Wish Backer', 'lasagnebacker');
  const wish = await callApi<{ id: string }>(author.page, 'wishes.post', {
    slug: 'vilnius-hq',
    title: dish,
    maxPriceCents: 650,
    quantity: 2,
  });
  await callApi(backer.page, 'wishes.back', { wishId: wish.id, quantity: 2 });

  // The cook claims it: the form starts from the wish, its minimum the 4 portions asked for.
  const cook = await signedIn(browser, 'cook2@example.com');
  await cook.goto('/wishes');
  await cook
    .getByTestId('wish-card')
    .filter({ hasText: dish })
    .getByRole('link', { name: `Cook it: ${dish}` })
    .click();
  const form = cook.getByRole('dialog', { name: 'Create meal' });
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(dish);
  await form.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(form.getByText(`You are answering the wish “${dish}”`)).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Goes ahead only if enough portions are reserved' })).toBeChecked();
  const minimum = form.getByRole('textbox', { name: 'Goes ahead only if at least this many portions are reserved' });
  await expect(minimum).toHaveValue('4');
  // More than the portions offered is refused on the field, and nothing is saved.
  await minimum.fill('60');
  await minimum.blur();
  await expect(form.getByText('The minimum must be a whole number from 2 up to the portions you offer')).toBeVisible();
  await minimum.fill('4');
  await form
    .locator('label')
    .filter({ hasText: /^Milk$/ })
    .click();
  await form.getByRole('button', { name: 'Save and continue' }).click();
  await expect(toast(cook, 'Meal created')).toBeVisible();
  await form.getByRole('button', { name: 'Done' }).click();

  // The backers were told; the board shows the wish claimed.
  await author.page.goto('/notifications');
  await expect(author.page.getByText(new RegExp(`will cook “${dish}”`))).toBeVisible();
  await author.page.goto('/wishes');
  await expect(
    author.page.getByTestId('wish-card').filter({ hasText: dish }).getByTestId('wish-claimed'),
  ).toBeVisible();

  // On the menu: "Goes ahead at 4", live as portions are reserved, then an ordinary meal.
  const meal = (
    await callApi<{ id: string; title: string; minimumPortions: number | null }[]>(
      author.page,
      'menu.meals',
      { slug: 'vilnius-hq', day: 'week' },
      'query',
    )
  ).find((m) => m.title === dish)!;
  expect(meal.minimumPortions).toBe(4);
  await author.page.goto(MENU);
  const card = author.page.getByTestId('meal-card').filter({ hasText: dish });
  await expect(card.getByTestId('meal-condition')).toContainText('Goes ahead at 4: 0 portions so far');
  await callApi(author.page, 'preorders.reserve', { mealId: meal.id, quantity: 2 });
  await expect(card.getByTestId('meal-condition')).toContainText('Goes ahead at 4: 2 portions so far');
  await callApi(backer.page, 'preorders.reserve', { mealId: meal.id, quantity: 2 });
  await expect(card.getByTestId('meal-condition')).toHaveCount(0);
  await backer.page.goto('/notifications');
  await expect(backer.page.getByText(`“${dish}”`).filter({ hasText: 'goes ahead' }).first()).toBeVisible();

  // Only the claiming cook sees who backs it.
  await cook.goto('/wishes');
  await cook.getByTestId('wish-card').filter({ hasText: dish }).getByRole('button', { name: 'Who backs it' }).click();
  await expect(cook.getByRole('dialog').getByTestId('wish-backers')).toContainText('Wish Backer: 2 portions');
  await Promise.all([cook.context().close(), author.page.context().close(), backer.page.context().close()]);
});

test('a meal short of its minimum is called off at the cutoff; its eater is told and owes nothing', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `Called-off stew ${tag}`;
  const cook = await signedIn(browser, 'cook2@example.com');
  // Ordering closes at the first whole minute at least 30 s away (time to reserve); the tick then settles it within seconds.
  const minute = 60_000;
  const cutoff = new Date(Math.ceil((testNow().getTime() + 30_000) / minute) * minute);
  await callApi(cook, 'meals.create', {
    ...newMealInput(title, 6),
    ...plainMeal,
    pickupDate: dateInVilnius(0),
    pickupStart: vilniusTime(new Date(cutoff.getTime() + 30 * minute)),
    pickupEnd: vilniusTime(new Date(cutoff.getTime() + 90 * minute)),
    cutoffTime: vilniusTime(cutoff),
    minimumPortions: 3,
  });
  const { page: eater } = await newColleague(browser, 'vilnius-hq', 'Vytas Vienas', 'calledoff');
  const meal = (
    await callApi<{ id: string; title: string }[]>(eater, 'menu.meals', { slug: 'vilnius-hq', day: 'today' }, 'query')
  ).find((m) => m.title === title)!;
  await callApi(eater, 'preorders.reserve', { mealId: meal.id, quantity: 1 });

  // Past the cutoff and the next tick, the eater hears it is called off, and the reservation is cancelled.
  await eater.waitForTimeout(Math.max(0, cutoff.getTime() - testNow().getTime() + 2_000));
  await eater.goto('/notifications');
  await expect
    .poll(
      async () => {
        await eater.reload();
        // The list loads after the page: give it a moment before counting.
        const notice = eater.getByText(`“${title}”`).filter({ hasText: 'is called off' });
        return notice
          .first()
          .waitFor({ timeout: 4_000 })
          .then(
            () => notice.count(),
            () => 0,
          );
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe(1);
  await eater.goto('/activity');
  await expect(eater.getByTestId('preorder-card').filter({ hasText: title })).toContainText(/cancel|withdrawn/i);
  await Promise.all([cook.context().close(), eater.context().close()]);
});
