/* global self */
// A dedicated worker, started by theme-init.js as the page begins, that builds a number and a date formatter in the
// page's language and ends. A page's first Intl formatter loads ICU's locale data: 150-600 ms of a 4x slowed main
// thread, in one task, before or inside hydration. That data is shared by the whole renderer process, so loading it
// here, on another thread while the scripts download, leaves the page's own formatters (shared/format.ts) nearly
// free (1-56 ms measured; docs/decisions/053-intl-data-warmed-in-a-worker.md). The locale follows intlLocale in
// shared/format.ts.
(function (locale) {
  try {
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1);
    new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(new Date());
  } catch {
    // Nothing to warm: the page builds its formatters as it always could.
  }
  self.close();
})(self.name === 'lt' ? 'lt-LT' : 'en-US');
