// Server rendering: the office menu's meals are in the HTML (readable with JavaScript off, photos with
// their variants in a srcset), the browser takes the page over without a hydration error and without asking for
// the menu again, in both languages and themes; an unknown office is answered 404 with its page.
import { test as withoutScripts } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { localeText, presetPreferences, type ColorScheme, type Language } from './helpers';

const MENU = '/vilnius-hq/menu?day=tomorrow';
const MEAL = 'Šaltibarščiai cold beet soup';

// Playwright's own test: the fixtures' wait for the app would wait for ever without JavaScript.
withoutScripts.describe('with JavaScript disabled', () => {
  withoutScripts.use({ javaScriptEnabled: false });

  withoutScripts('the menu shows its meals with titles and prices', async ({ page }) => {
    const response = await page.goto(MENU);
    expect(response?.status()).toBe(200);
    const card = page.getByTestId('meal-card').filter({ hasText: MEAL });
    await expect(card).toBeVisible();
    await expect(card).toContainText('€4.00');
    await expect(page.getByTestId('meal-card')).not.toHaveCount(0);
    // Its photo offers the variants the demo's 960 px photo has (card and medium); the browser picks by width.
    const srcset = await card.getByRole('img').getAttribute('srcset');
    expect(srcset).toMatch(
      /^\/uploads\/meals\/[0-9a-f]{32}-card\.webp 640w, \/uploads\/meals\/[0-9a-f]{32}-medium\.webp 960w$/,
    );
    for (const candidate of srcset!.split(', '))
      expect((await page.request.get(candidate.split(' ')[0]!)).status()).toBe(200);
  });

  withoutScripts('an unknown office is a 404 with the Office Not Found page', async ({ page }) => {
    const response = await page.goto('/no-such-office/menu');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Office Not Found' })).toBeVisible();
  });
});

/** Console errors and menu requests of a page from its first request on. */
function watch(page: Page) {
  const seen = { errors: [] as string[], menuRequests: [] as string[], liveStarted: false, workers: [] as string[] };
  page.on('worker', (worker) => seen.workers.push(new URL(worker.url()).pathname));
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/trpc/') && /menu\.(meals|office)/.test(url)) seen.menuRequests.push(url);
    if (url.includes('/trpc/menu.live')) seen.liveStarted = true;
  });
  return seen;
}

for (const [scheme, language] of [
  ['light', 'en'],
  ['dark', 'lt'],
] as [ColorScheme, Language][]) {
  test(`hydration takes the rendered menu over with no error and no second menu request (${language}, ${scheme})`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await presetPreferences(context, scheme, language);
    const page = await context.newPage();
    const seen = watch(page);
    const response = await page.goto(MENU);
    // The ids Mantine's components got on the server (the filters' inputs, the cards' menus) are the ones they keep:
    // the build gives Mantine React's stable id instead of a random one after mounting (vite.config.ts).
    const renderedIds = [...(await response!.text()).matchAll(/ id="(mantine-[^"]+)"/g)].map((match) => match[1]!);
    expect(renderedIds.length).toBeGreaterThan(0);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Vilnius HQ');
    // The live subscription opens from an effect, so once it is asked for the page is hydrated and running.
    await expect.poll(() => seen.liveStarted, { timeout: 30_000 }).toBe(true);
    const idsNow = await page.evaluate(() =>
      [...document.querySelectorAll('[id^="mantine-"]')].map((element) => element.id),
    );
    expect(idsNow).toEqual(expect.arrayContaining(renderedIds));
    // Interactive: the day switch is handled by the app (no page load) and asks for the new day's meals.
    await page.getByText(localeText(language, 'menu', 'days.today'), { exact: true }).click();
    await expect(page).toHaveURL(/day=today/);
    expect(seen.errors).toEqual([]);
    // The head script started the Intl warm-up worker (client/public/intl-warmup.js), allowed by the page's CSP.
    expect(seen.workers).toContain('/intl-warmup.js');
    expect(seen.menuRequests.filter((url) => !url.includes('today'))).toEqual([]);
    await context.close();
  });
}

test("the menu's own chunks start with the first load on the menu and are not loaded by the landing page", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { menu: routeChunks } = (await (await page.request.get('/server-rendered-chunks.json')).json()) as {
    menu: string[];
  };
  expect(routeChunks.length).toBeGreaterThan(0);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => routeChunks.includes(path))).toEqual([]);
  // On the menu the starter preloads them beside the entry script: no round trip after it.
  await page.goto(MENU);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map(
      (link) => new URL((link as HTMLLinkElement).href).pathname,
    ),
  );
  expect(preloaded).toEqual(expect.arrayContaining(routeChunks));
  await context.close();
});
