// The Cooks Directory (/cooks) in a real browser: reached from the navigation (sidebar and the phone's drawer),
// it lists the office's cooks with their meals on the menu, and follow/unfollow there is what the menu and the
// profile see. A new colleague is used so no other journey's follows get in the way. At 360 px nothing is clipped.
// Becoming a regular, and the cook's preorders marking a regular's reservation.
import { expect, test, type Page } from './fixtures';
import { callApi, dateInVilnius, newColleague, newMealInput, signedIn, toast } from './helpers';

/** A demo cook of vilnius-hq with meals on the menu (server/services/demo-seed.ts). */
const JONAS = 'Jonas Kazlauskas';

test('the directory lists the office cooks with their meals; follow and unfollow from it', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page } = await newColleague(browser, 'vilnius-hq', 'Greta Directory', 'directory');
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Cooks' }).click();
  await expect(page).toHaveURL(/\/cooks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cooks' })).toBeVisible();

  const jonas = page.getByTestId('directory-cook').filter({ has: page.getByRole('heading', { name: JONAS }) });
  await expect(jonas).toBeVisible();
  await expect(jonas.getByTestId('directory-meal').first()).toBeVisible();
  // Prices are in euro, as the menu shows them.
  await expect(jonas.getByTestId('directory-meal').first()).toContainText('€');

  await jonas.getByRole('button', { name: `Follow ${JONAS}` }).click();
  await expect(toast(page, `You now follow ${JONAS}.`)).toBeVisible();
  await expect(jonas.getByRole('button', { name: `Unfollow ${JONAS}` })).toHaveAttribute('aria-pressed', 'true');
  const mine = await callApi<{ firstName: string; lastName: string }[]>(page, 'follows.mine', undefined, 'query');
  expect(mine.map((c) => `${c.firstName} ${c.lastName}`)).toEqual([JONAS]);

  // The server kept it: a reload shows Unfollow, and unfollowing there empties the list again.
  await page.reload();
  await jonas.getByRole('button', { name: `Unfollow ${JONAS}` }).click();
  await expect(toast(page, `You no longer follow ${JONAS}.`)).toBeVisible();
  await expect(jonas.getByRole('button', { name: `Follow ${JONAS}` })).toBeVisible();
  expect(await callApi(page, 'follows.mine', undefined, 'query')).toEqual([]);
  await page.context().close();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the drawer links to the directory and nothing on it is clipped', async ({ browser }) => {
    test.setTimeout(90_000);
    const { page } = await newColleague(browser, 'vilnius-hq', 'Ona Narrow', 'directory-phone');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Cooks' }).click();
    await expect(page.getByTestId('directory-cook').first()).toBeVisible();
    // No sideways scrolling, and every follow button is a full 44 px target inside the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const button of await page.getByTestId('directory-follow').all()) {
      const box = (await button.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    await page.context().close();
  });
});

test('become a regular of a cook (Tuesdays and Thursdays, one portion); the profile lists it and an absence', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page } = await newColleague(browser, 'vilnius-hq', 'Rūta Regular', 'regular');
  await page.goto('/cooks');
  const jonas = page.getByTestId('directory-cook').filter({ has: page.getByRole('heading', { name: JONAS }) });
  const open = jonas.getByRole('button', { name: `Become a regular of ${JONAS}` });
  await open.click();
  const dialog = page.getByRole('dialog', { name: `A regular of ${JONAS}` });
  const days = dialog.getByRole('group', { name: 'Days' });
  // Nothing ticked: the shared schema's message, nothing saved.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose at least one weekday.');
  await days.locator('label', { hasText: /^Tuesday$/ }).click();
  await days.locator('label', { hasText: /^Thursday$/ }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `You are a regular of ${JONAS}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(jonas.getByRole('button', { name: `Your regular order with ${JONAS}` })).toBeFocused();
  const mine = await callApi<{ weekdays: number[]; quantity: number }[]>(page, 'regulars.mine', undefined, 'query');
  expect(mine.map((r) => [r.weekdays, r.quantity])).toEqual([[[2, 4], 1]]);

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Regular orders' });
  await expect(section.getByTestId('regular')).toContainText(JONAS);
  await expect(section.getByTestId('regular')).toContainText('Tue, Thu · 1 portion');
  await section.getByLabel('First day').fill('2026-12-21');
  await section.getByLabel('Last day').fill('2026-12-31');
  await section.getByRole('button', { name: 'Add absence' }).click();
  await expect(toast(page, 'Absence added.')).toBeVisible();
  await expect(section.getByTestId('absence')).toHaveCount(1);
  await section.getByRole('button', { name: `Stop being a regular of ${JONAS}` }).click();
  await expect(section.getByText('You are not a regular of anyone yet.')).toBeVisible();
  await page.context().close();
});

test('a reservation made for a regular is marked "Regular" on the cook’s preorders', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page } = await newColleague(browser, 'vilnius-hq', 'Vaidas Nuolatinis', 'marker');
  // A weekday far ahead that no other journey's meals of Jonas fall on (they use the next days, 40, 45 and 70).
  const date = dateInVilnius(53);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
  await callApi(page, 'regulars.subscribe', { cookId: await jonasId(page), weekdays: [weekday], quantity: 1 });
  const cook = await signedIn(browser, 'cook2@example.com');
  const title = `Regulars' stew ${Date.now().toString(36)}`;
  const meal = await callApi<{ id: string }>(cook, 'meals.create', { ...newMealInput(title, 4), pickupDate: date });
  await callApi(page, 'regulars.unsubscribe', { cookId: await jonasId(page) });

  await cook.goto(`/cook/preorders?meal=${meal.id}`);
  const row = cook.getByTestId('preorder-row').filter({ hasText: 'Vaidas Nuolatinis' });
  await expect(row.getByTestId('via-regular')).toHaveText('Regular');
  await Promise.all([page.context().close(), cook.context().close()]);
});

/** Jonas's user id, as the Cooks directory gives it. */
async function jonasId(page: Page) {
  const { cooks } = await callApi<{ cooks: { id: string; firstName: string; lastName: string }[] }>(
    page,
    'follows.directory',
    undefined,
    'query',
  );
  return cooks.find((c) => `${c.firstName} ${c.lastName}` === JONAS)!.id;
}
