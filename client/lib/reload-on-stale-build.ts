// A page from an earlier build (a tab left open across a deploy, or a copy the service worker kept) may ask for a
// lazily loaded file that the server no longer has. Vite reports a failed lazy load as `vite:preloadError`; when the
// server answers 404 for that file, the page reloads once to get the current build (the service worker has
// refreshed its copy behind the last visit). A failure of the network (offline, weak Wi-Fi) is not a new build and
// changes nothing. A second reload within a minute is not made, so a broken deploy cannot loop.
const KEY = 'lunchbox:reloaded-for-build';
const QUIET_MS = 60_000;

/** The file's address, as Chromium and Firefox name it in the error (Safari does not: nothing is done there). */
const fileOf = (error: unknown) =>
  /https?:\/\/[^\s'"]+\.js/.exec(error instanceof Error ? error.message : String(error))?.[0];

function reloadOnce() {
  try {
    if (Date.now() - Number(sessionStorage.getItem(KEY) ?? 0) < QUIET_MS) return;
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    return; // Without storage a reload could not tell it was tried already.
  }
  window.location.reload();
}

export function reloadOnStaleBuild() {
  window.addEventListener('vite:preloadError', (event) => {
    const file = fileOf((event as Event & { payload?: unknown }).payload);
    if (!file || !navigator.onLine) return;
    fetch(file, { method: 'HEAD', cache: 'no-store' })
      .then((answer) => answer.status === 404 && reloadOnce())
      .catch(() => {});
  });
}
