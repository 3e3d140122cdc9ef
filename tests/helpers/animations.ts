import type { Page } from '@playwright/test';

/** Waits for every finite CSS transition or animation on the page (a dialog fading in, a sheet sliding in). */
export async function finishAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
