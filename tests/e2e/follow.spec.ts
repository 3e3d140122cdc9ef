// Following a cook in a real browser: an eater follows a cook from a meal card's "⋯" menu, every meal
// of that cook then carries the "Following" badge (and no other cook's does), it survives a reload, and the
// profile's "Cooks you follow" list unfollows again. A visitor is not offered to follow.
import { expect, test } from './fixtures';
import { callApi, signIn, toast } from './helpers';

const WEEK = '/vilnius-hq/menu?day=week';
const CURRY = 'Chickpea and spinach curry';
/** The other demo meal of the same cook (Jonas Kazlauskas, cook2). */
const PASTA = 'Chicken and broccoli pasta bake';
/** A meal of another cook (Rasa Petraitė). */
const CEPELINAI = 'Cepelinai with mushroom sauce';

test('follow a cook from a meal card, the badge shows on their meals, unfollow from the profile', async ({
  page,
  browser,
}) => {
  // The week's menu holds every meal the other journeys made; under load it takes a while.
  test.setTimeout(240_000);
  await page.goto('/auth');
  await signIn(page, 'eater@example.com');
  // Start from nobody followed (another journey may have followed someone).
  for (const cook of await callApi<{ id: string }[]>(page, 'follows.mine', undefined, 'query')) {
    await callApi(page, 'follows.set', { cookId: cook.id, follow: false });
  }

  await page.goto(WEEK);
  const cards = page.getByTestId('meal-card');
  const curry = cards.filter({ hasText: CURRY });
  await expect(curry).toBeVisible();
  await expect(page.getByTestId('follow-badge')).toHaveCount(0);

  await curry.getByRole('button', { name: `More for ${CURRY}` }).click();
  await page.getByRole('menuitem', { name: 'Follow Jonas Kazlauskas' }).click();
  await expect(toast(page, 'You now follow Jonas Kazlauskas.')).toBeVisible();
  await expect(curry.getByTestId('follow-badge')).toHaveText('Following');
  await expect(cards.filter({ hasText: PASTA }).getByTestId('follow-badge')).toBeVisible();
  await expect(cards.filter({ hasText: CEPELINAI }).getByTestId('follow-badge')).toHaveCount(0);

  // The card's menu now offers the opposite, and the server kept it (a reload shows the badge again).
  await curry.getByRole('button', { name: `More for ${CURRY}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Unfollow Jonas Kazlauskas' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(cards.filter({ hasText: CURRY }).getByTestId('follow-badge')).toBeVisible();

  await page.goto('/profile');
  const followed = page.getByRole('region', { name: 'Cooks you follow' });
  await expect(followed.getByTestId('followed-cook')).toHaveCount(1);
  await expect(followed.getByTestId('followed-cook')).toContainText('Jonas Kazlauskas');
  await followed.getByRole('button', { name: 'Unfollow Jonas Kazlauskas' }).click();
  await expect(toast(page, 'You no longer follow Jonas Kazlauskas.')).toBeVisible();
  await expect(followed.getByText('You do not follow any cook yet.', { exact: false })).toBeVisible();
  expect(await callApi(page, 'follows.mine', undefined, 'query')).toEqual([]);

  await page.goto(WEEK);
  await expect(cards.filter({ hasText: CURRY })).toBeVisible();
  await expect(page.getByTestId('follow-badge')).toHaveCount(0);

  // A visitor's card menu has no follow item.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(WEEK);
  await visitor
    .getByTestId('meal-card')
    .filter({ hasText: CURRY })
    .getByRole('button', { name: `More for ${CURRY}` })
    .click();
  await expect(visitor.getByRole('menuitem', { name: 'Report a problem' })).toBeVisible();
  await expect(visitor.getByRole('menuitem', { name: /Follow/ })).toHaveCount(0);
  await visitorContext.close();
});
