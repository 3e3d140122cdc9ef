// Applies the remembered colour scheme and language before the first paint (no flash of the wrong theme), and starts
// the Intl warm-up worker. The server puts it inline into the page, allowed by its hash in the
// Content-Security-Policy, which forbids every other inline script (server/http/static-client.ts); the development
// server serves it as this file.
/* global Worker */
(function () {
  try {
    var stored = window.localStorage.getItem('mantine-color-scheme-value');
    var scheme = stored === 'light' || stored === 'dark' ? stored : 'auto';
    if (scheme === 'auto') scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
    var lang = window.localStorage.getItem('lang');
    if (lang === 'en' || lang === 'lt') document.documentElement.setAttribute('lang', lang);
  } catch {
    // Storage can be blocked; the stylesheet's default applies.
  }
  try {
    // ICU's locale data, loaded off the main thread while the scripts download (client/public/intl-warmup.js).
    if (window.Worker) new Worker('/intl-warmup.js', { name: document.documentElement.getAttribute('lang') || 'en' });
  } catch {
    // No worker: the first formatter loads the data on the main thread, as before.
  }
})();
