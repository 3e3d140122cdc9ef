// A page whose data fails to load says so and offers to try again (client/components/kit/load-error.tsx), on every
// kind of page: never an empty state that claims there is nothing, never a placeholder left forever. The failure is
// the network's (the request aborted, after the app's own retries); once the network is back, "Try again" loads it.
import { expect, test, type Page } from './fixtures';
import { signedIn, toast } from './helpers';

/** Makes every tRPC request naming `procedure` fail (batched requests with it too); answers the undo. */
async function failing(page: Page, procedure: string) {
  const pattern = new RegExp(`/trpc/[^?]*${procedure.replace('.', '\\.')}`);
  await page.route(pattern, (route) => route.abort('failed'));
  return () => page.unroute(pattern);
}

const PAGES: { who: string; path: string; procedure: string; loaded: (page: Page) => Promise<void> }[] = [
  {
    who: 'eater@example.com',
    path: '/dashboard',
    procedure: 'preorders.upcoming',
    loaded: async (page) => {
      await expect(page.getByRole('heading', { name: /Upcoming orders|Nothing planned yet/ }).first()).toBeVisible();
    },
  },
  {
    who: 'eater@example.com',
    path: '/activity/ledger',
    procedure: 'ledger.eater',
    loaded: async (page) => expect(page.getByTestId('load-error')).toHaveCount(0),
  },
  {
    who: 'eater@example.com',
    path: '/profile',
    procedure: 'email.myPreferences',
    loaded: async (page) => expect(page.getByRole('switch').first()).toBeVisible(),
  },
  {
    who: 'cook@example.com',
    path: '/cook/my-meals',
    procedure: 'meals.mine',
    loaded: async (page) => expect(page.getByTestId('load-error')).toHaveCount(0),
  },
  {
    who: 'admin@example.com',
    path: '/admin/users',
    procedure: 'admin.users',
    loaded: async (page) => expect(page.getByText('eater@example.com').first()).toBeVisible(),
  },
  {
    who: 'admin@example.com',
    path: '/admin/organizations',
    procedure: 'admin.organizations',
    loaded: async (page) => expect(page.getByRole('article').first()).toBeVisible(),
  },
];

test('a failed load says so with a Try again button, on the dashboard, activity, profile, cook and admin pages', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const pages = new Map<string, Page>();
  for (const { who, path, procedure, loaded } of PAGES) {
    if (!pages.has(who)) pages.set(who, await signedIn(browser, who));
    const page = pages.get(who)!;
    const restore = await failing(page, procedure);
    await page.goto(path);
    // Requests are batched: what shares the failing request fails with it, and says so too.
    const errors = page.getByTestId('load-error');
    // The app retries a failed read three times over about 7 s (client/app/trpc.ts): the page's clock skips those
    // waits, which on a loaded machine outlasted an expectation's time.
    await expect(async () => {
      await page.clock.fastForward(4000);
      await expect(errors.first(), path).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 60_000 });
    await expect(errors.first()).toContainText('Check your connection and try again.');
    if (path === '/dashboard') await expect(page.getByText('Nothing planned yet')).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    await restore();
    for (let left = await errors.count(); left > 0; left = await errors.count()) {
      await errors.first().getByRole('button', { name: 'Try again' }).click();
      await expect(errors, path).toHaveCount(left - 1);
    }
    await loaded(page);
  }
  for (const page of pages.values()) await page.context().close();
});

test('a dialog whose code cannot be fetched says so and closes; once the network is back it opens', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'eater@example.com');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const reportCode = /\/assets\/report-dialog-[^/]*\.js$/;
  await page.route(reportCode, (route) => route.abort('failed'));
  await page.goto('/vilnius-hq/menu?day=tomorrow');
  const card = page.getByTestId('meal-card').first();
  const more = card.getByRole('button', { name: /^More for / });
  // Pointing at "⋯" starts loading the report dialog's code, which fails: nothing is thrown.
  await more.hover();
  await more.click();
  await page.getByRole('menuitem', { name: 'Report a problem' }).click();
  await expect(toast(page, 'Check your connection and try again.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('meal-card').first()).toBeVisible();

  await page.unroute(reportCode);
  await more.click();
  await page.getByRole('menuitem', { name: 'Report a problem' }).click();
  await expect(page.getByRole('dialog', { name: /^Report / })).toBeVisible();
  expect(errors).toEqual([]);
  await page.context().close();
});
