// Whether a page's app has taken the server-rendered page over: until then its buttons are visible but a click does
// nothing (docs/decisions/020-server-rendered-public-pages.md). The browser tests (tests/e2e/fixtures.ts) and the
// README pictures (tests/screenshots/take.ts) both wait for it.
import type { Page } from '@playwright/test';

const READY_TIMEOUT_MS = 30_000;

/** Resolves once the page's app is interactive (or at once for a page without the app). */
export async function untilAppReady(page: Page) {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      if (!root) return true;
      if (document.documentElement.dataset.appReady !== 'true') return false;
      // An element React has not hydrated yet, under a parent it has (markup set as inner HTML is not React's, nor
      // the preload hints React adds for a high-priority image). No named function in here: the screenshot script
      // runs under tsx, whose names helper (`__name`) does not exist in the page.
      return ![...root.querySelectorAll(':not(link)')].some((element) => {
        const [parentProps, ownProps] = [element.parentElement!, element].map((node) =>
          node === root
            ? {}
            : (Object.entries(node).find(([name]) => name.startsWith('__reactProps$'))?.[1] as
                Record<string, unknown> | undefined),
        );
        return parentProps !== undefined && !parentProps.dangerouslySetInnerHTML && ownProps === undefined;
      });
    },
    undefined,
    { timeout: READY_TIMEOUT_MS, polling: 100 },
  );
}
