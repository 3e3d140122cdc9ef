// Playwright's test, with every page waiting after goto/reload until the app has taken the page over. The landing
// page and the office menus arrive server-rendered: their buttons are visible before the app's code runs, and a
// click or a selection made in that moment does nothing (docs/decisions/020-server-rendered-public-pages.md). The
// app marks the document once its first render is committed (html[data-app-ready]); the built app's Preact
// hydrates the whole page in that render (decision 022). Pages without the app (server pages such as /dev/mail)
// have no #root.
//
// Every context also runs on the clock the server under test runs on (playwright.config.ts): the menu's today and
// tomorrow, the date pickers, cutoffs and countdowns, and the greeting read the same time in the page as on the
// server, whatever the real time of day.
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

const READY_TIMEOUT_MS = 30_000;
const patched = new WeakSet<object>();

/**
 * The time now on the clock of the server under test and of every page (playwright.config.ts). The pages' clocks
 * run ahead of the server's by its start-up time (the runner sets the start before it spawns the server): seconds.
 */
export function testNow(): Date {
  const start = Date.parse(process.env.TEST_CLOCK_START!);
  return new Date(start + (Date.now() - Number(process.env.E2E_CLOCK_SET_AT)));
}

/** Resolves once the page's app is interactive (or at once for a page without the app). */
export async function untilAppReady(page: Page) {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return !root || document.documentElement.dataset.appReady === 'true';
    },
    undefined,
    { timeout: READY_TIMEOUT_MS, polling: 100 },
  );
}

function patchPage(page: Page) {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilAppReady(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilAppReady(page);
    return response;
  };
}

async function patchContext(context: BrowserContext) {
  if (patched.has(context)) return;
  patched.add(context);
  context.pages().forEach(patchPage);
  context.on('page', patchPage);
  await context.clock.install({ time: testNow() });
}

function patchBrowser(browser: Browser) {
  if (patched.has(browser)) return;
  patched.add(browser);
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await patchContext(context);
    return context;
  };
  browser.newPage = async (options) => {
    const page = await newPage(options);
    patchPage(page);
    await patchContext(page.context());
    return page;
  };
}

export const test = base.extend<object, object>({
  browser: [
    async ({ browser }, use) => {
      patchBrowser(browser);
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    await patchContext(context);
    await use(context);
  },
});
