// Applies the remembered colour scheme before the first paint (no flash of the wrong theme). The server puts it
// inline into the page, allowed by its hash in the Content-Security-Policy, which forbids every other inline
// script (server/http/static-client.ts); the development server serves it as this file.
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
})();
