// Playwright's test, with every page waiting after goto/reload until the app has taken the page over. The landing
// page and the office menus arrive server-rendered: their buttons are visible before the app's code runs, and a
// click or a selection made in that moment does nothing (docs/decisions/020-server-rendered-public-pages.md). The
// app marks the document once its first render is committed (html[data-app-ready]), but React hydrates the parts
// inside Suspense boundaries after that, so the wait also lasts until no element the server rendered is left
// without React's props. Pages without the app (server pages such as /dev/mail) have no #root.
//
// Every context also runs on the clock the server under test runs on (playwright.config.ts): the menu's today and
// tomorrow, the date pickers, cutoffs and countdowns, and the greeting read the same time in the page as on the
// server, whatever the real time of day.
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { untilAppReady } from '../helpers/app-ready';

export * from '@playwright/test';

const patched = new WeakSet<object>();

/**
 * The time now on the clock of the server under test and of every page (playwright.config.ts). The pages' clocks
 * run ahead of the server's by its start-up time (the runner sets the start before it spawns the server): seconds.
 */
export function testNow(): Date {
  const start = Date.parse(process.env.TEST_CLOCK_START!);
  return new Date(start + (Date.now() - Number(process.env.E2E_CLOCK_SET_AT)));
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

/**
 * The contexts a test opened on the worker's browser. Playwright closes only its own `context` fixture after a test;
 * one a journey opens itself (a cook and an eater side by side) would stay open for the rest of the worker's run, its
 * pages still rendering, counting down and holding live menus on the server, taking CPU from every later test.
 */
const openedByTest = new Set<BrowserContext>();

function patchBrowser(browser: Browser) {
  if (patched.has(browser)) return;
  patched.add(browser);
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    openedByTest.add(context);
    await patchContext(context);
    return context;
  };
  browser.newPage = async (options) => {
    const page = await newPage(options);
    openedByTest.add(page.context());
    patchPage(page);
    await patchContext(page.context());
    return page;
  };
}

export const test = base.extend<{ closeOpenedContexts: void }, object>({
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
  closeOpenedContexts: [
    async ({ browser }, use) => {
      openedByTest.clear();
      await use();
      // A failed test's screenshots and trace are still taken: Playwright records them as each context closes.
      await Promise.all([...openedByTest].filter((c) => browser.contexts().includes(c)).map((c) => c.close()));
      openedByTest.clear();
    },
    { auto: true },
  ],
});
