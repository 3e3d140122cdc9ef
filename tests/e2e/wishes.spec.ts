// The wish board in a real browser (docs/features.md "Wish board"): a colleague posts a wish from the dialog, another
// backs it with two portions ("Me too"), the board counts both, and the author withdraws it after a confirmation,
// after which it is gone from the other colleague's board too. Two new colleagues: the demo accounts' board is the
// accessibility pass's.
import { expect, test } from './fixtures';
import { newColleague, toast } from './helpers';

test('post a wish, a colleague backs it, the author withdraws it', async ({ browser }) => {
  test.setTimeout(240_000);
  const dish = `Pumpkin soup ${Date.now().toString(36)}`;
  const author = await newColleague(browser, 'vilnius-hq', 'Wish Author', 'wisher');
  const backer = await newColleague(browser, 'vilnius-hq', 'Wish Backer', 'backer');

  await author.page.goto('/wishes');
  await author.page.getByRole('button', { name: 'Post a wish' }).click();
  const form = author.page.getByRole('dialog');
  // Too short a title is said on its field, and nothing is posted.
  await form.getByLabel('Dish').fill('Pie');
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form.getByText('Title must be 5 to 80 characters')).toBeVisible();
  await form.getByLabel('Dish').fill(dish);
  await form.getByLabel('I would pay up to (€ per portion)').fill('6.5');
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toast(author.page, 'Your wish is on the board.')).toBeVisible();
  const mine = author.page.getByTestId('wish-card').filter({ hasText: dish });
  await expect(mine.getByTestId('wish-backing')).toHaveText('1 colleague wants 1 portion in all');
  await expect(mine).toContainText('Up to €6.50 a portion');

  await backer.page.goto('/wishes?sort=newest');
  const theirs = backer.page.getByTestId('wish-card').filter({ hasText: dish });
  await theirs.getByText('2', { exact: true }).click();
  await theirs.getByRole('button', { name: 'Me too' }).click();
  await expect(theirs.getByTestId('wish-mine')).toHaveText('You want 2 portions');
  await expect(theirs.getByTestId('wish-backing')).toHaveText('2 colleagues want 3 portions in all');

  // The author's board counts the backing after a reload; withdrawing asks first.
  await author.page.reload();
  await expect(mine.getByTestId('wish-backing')).toHaveText('2 colleagues want 3 portions in all');
  await mine.getByRole('button', { name: 'Withdraw' }).click();
  await author.page.getByRole('dialog').getByRole('button', { name: 'Withdraw wish' }).click();
  await expect(toast(author.page, 'Your wish is withdrawn.')).toBeVisible();
  await expect(mine).toHaveCount(0);
  await backer.page.reload();
  await expect(backer.page.getByTestId('wish-card').first()).toBeVisible();
  await expect(theirs).toHaveCount(0);
});
