// npm run bench:web: the phone front door as Lighthouse sees it. Builds the client, starts the real
// server in production mode on a temporary embedded database with the demo data (photos included), and runs
// Lighthouse (mobile preset: simulated slow 4G and 4x CPU slowdown) in Debian's Chromium, WEB_RUNS times (default
// 3) on each page: the landing page, the office menu for a visitor and for a signed-in eater. Prints the medians,
// the JavaScript each page loaded (bytes transferred, brotli as the server sends it, and files) and the
// accessibility audits that failed. Then a later visit to the menu, with the service worker the first visit
// installed, through a slow link (slow-link.ts: Lighthouse's real slow 4G, which also slows the service worker's
// own fetches) at 4x CPU slowdown, online and offline: its first contentful paint and largest paint (the first meal
// card is in the page). Figures, not pass/fail.
//
// WEB_RUNS=n, WEB_SKIP_BUILD=1 (use dist/ as it is), CHROMIUM_PATH (default: `which chromium`), WEB_REPORTS=<folder>
// (keeps each run's Lighthouse report as JSON there).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import { freePort, spawnServer, waitForHealthy } from '../helpers/process';
import { SLOW_4G, slowLink } from './slow-link';

const RUNS = Number(process.env.WEB_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface Page {
  name: string;
  path: string;
  signedIn: boolean;
}
const PAGES: Page[] = [
  { name: '/', path: '/', signedIn: false },
  { name: 'menu, visitor', path: '/vilnius-hq/menu?day=tomorrow', signedIn: false },
  { name: 'menu, signed in', path: '/vilnius-hq/menu?day=tomorrow', signedIn: true },
];

interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKiB: number;
  /** The same scripts gzipped (budgets are in gzip; the server sends brotli where the browser takes it). */
  jsGzipKiB: number;
  jsFiles: number;
  failedA11y: string[];
}

type Audit = {
  numericValue?: number;
  score: number | null;
  details?: { items?: { resourceType?: string; transferSize?: number; url?: string }[] };
};

const CLIENT_DIST = fileURLToPath(new URL('../../dist/client', import.meta.url));
/** A built script's size gzipped at level 9, as the build writes beside it (0 for a script not in dist/client). */
function gzipBytes(url: string | undefined) {
  const path = url ? join(CLIENT_DIST, new URL(url).pathname) : '';
  if (!path || !existsSync(path)) return 0;
  return existsSync(`${path}.gz`)
    ? readFileSync(`${path}.gz`).length
    : gzipSync(readFileSync(path), { level: 9 }).length;
}

function figuresOf(lhr: {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
}): Figures {
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  const a11yFailed = Object.entries(lhr.audits)
    .filter(([, audit]) => audit.score === 0)
    .map(([id]) => id)
    .filter((id) => A11Y_AUDITS.has(id));
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsKiB: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    jsGzipKiB: scripts.reduce((sum, item) => sum + gzipBytes(item.url), 0) / 1024,
    jsFiles: scripts.length,
    failedA11y: a11yFailed,
  };
}
/** Filled from the first report: the audits of the accessibility category (axe rules). */
const A11Y_AUDITS = new Set<string>();

/** The median of the runs that measured it (a run whose trace lacked a metric gives NaN, left out). */
const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)]!;
};

async function signInCookie(origin: string) {
  const response = await fetch(`${origin}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ json: { email: 'eater@example.com', password: 'lunchbox-demo' } }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

interface Paints {
  fcp: number;
  lcp: number;
}

const MENU_PATH = '/vilnius-hq/menu?day=tomorrow';

/** One load of `url` in a new tab of `context`, at 4x CPU slowdown: its first contentful and largest paints. */
async function paintsOf(context: BrowserContext, url: string): Promise<Paints> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.getByTestId('meal-card').first().waitFor({ timeout: 30_000 });
  const paints = await page.evaluate(
    () =>
      new Promise<Paints>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        new PerformanceObserver((list) =>
          resolve({ fcp, lcp: list.getEntries().at(-1)?.startTime ?? Number.NaN }),
        ).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => resolve({ fcp, lcp: Number.NaN }), 5_000);
      }),
  );
  await page.close();
  return paints;
}

/** A later visit to the menu through the slow link: the first visit installs the service worker, then online and offline. */
async function laterVisits(serverPort: number) {
  const link = await slowLink(serverPort, SLOW_4G);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  const online: Paints[] = [];
  const offline: Paints[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'allow',
      });
      const url = `http://127.0.0.1:${link.port}${MENU_PATH}`;
      const first = await context.newPage();
      await first.goto(url, { waitUntil: 'load', timeout: 120_000 });
      await first.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 120_000 });
      // Under the service worker's control the page, its scripts and photos are kept as they load.
      await first.reload({ waitUntil: 'load', timeout: 120_000 });
      await first.close();
      online.push(await paintsOf(context, url));
      await context.setOffline(true);
      offline.push(await paintsOf(context, url));
      await context.close();
      process.stdout.write('.');
    }
  } finally {
    await browser.close();
    await link.close();
  }
  process.stdout.write('\n');
  const seconds = (values: number[]) => `${(median(values) / 1000).toFixed(2)} s`;
  console.log(
    `A later visit to ${MENU_PATH} (service worker installed; ${SLOW_4G.rttMs} ms round trip, ${SLOW_4G.downKbps} kbit/s down; 4x CPU slowdown), medians of ${RUNS}:`,
  );
  console.log('| Network | First contentful paint (first meal card) | Largest contentful paint |');
  console.log('|---|---|---|');
  console.log(`| online | ${seconds(online.map((p) => p.fcp))} | ${seconds(online.map((p) => p.lcp))} |`);
  console.log(`| offline | ${seconds(offline.map((p) => p.fcp))} | ${seconds(offline.map((p) => p.lcp))} |`);
}

/**
 * One Lighthouse run; a run whose trace failed (Lighthouse's runtimeError, such as NO_NAVSTART on a cold browser's
 * first run) is said and made again, up to twice, instead of entering the medians as a score of 0.
 */
async function lighthouseRun(url: string, port: number, extraHeaders: Record<string, string> | undefined) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders,
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const error = (result.lhr as { runtimeError?: { code: string } }).runtimeError;
    if (!error) return result;
    if (attempt === 3) throw new Error(`Lighthouse failed three times on ${url}: ${error.code}`);
    process.stdout.write(`(${error.code}, again)`);
  }
}

async function main() {
  if (!process.env.WEB_SKIP_BUILD) execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'lunchbox-web-'));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = spawnServer({
    NODE_ENV: 'production',
    PORT: String(port),
    APP_ORIGIN: origin,
    PGLITE_DIR: join(dir, 'pglite'),
    STORAGE_DIR: join(dir, 'uploads'),
    SEED_DEMO: 'true',
    EMAIL_WORKER: 'false',
    LOG_LEVEL: 'warn',
  });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    await waitForHealthy(port, 120_000);
    const cookie = await signInCookie(origin);
    const results = new Map<string, Figures[]>();
    if (process.env.WEB_REPORTS) mkdirSync(process.env.WEB_REPORTS, { recursive: true });
    for (let run = 0; run < RUNS; run++) {
      for (const page of PAGES) {
        const result = await lighthouseRun(
          `${origin}${page.path}`,
          chrome.port,
          page.signedIn ? { Cookie: cookie } : undefined,
        );
        const lhr = result.lhr as unknown as Parameters<typeof figuresOf>[0] & {
          categories: Record<string, { auditRefs?: { id: string }[] }>;
        };
        for (const ref of lhr.categories.accessibility?.auditRefs ?? []) A11Y_AUDITS.add(ref.id);
        results.set(page.name, [...(results.get(page.name) ?? []), figuresOf(lhr)]);
        if (process.env.WEB_REPORTS)
          writeFileSync(
            join(
              process.env.WEB_REPORTS,
              `${page.name.replace(/\W+/g, '-').replace(/^-+|-+$/g, '') || 'landing'}-${run}.json`,
            ),
            JSON.stringify(result.lhr),
          );
        process.stdout.write('.');
      }
    }
    process.stdout.write('\n');
    console.log(
      `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${chromeVersion()}, medians of ${RUNS} runs`,
    );
    console.log(
      '| Page | Performance | FCP | LCP | TBT | CLS | Accessibility | JS loaded (transferred; gzip; files) | Failed accessibility audits |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const page of PAGES) {
      const runs = results.get(page.name)!;
      const m = (pick: (f: Figures) => number) => median(runs.map(pick));
      const failed = [...new Set(runs.flatMap((f) => f.failedA11y))];
      console.log(
        `| ${page.name} | ${m((f) => f.performance)} | ${(m((f) => f.fcp) / 1000).toFixed(1)} s | ${(m((f) => f.lcp) / 1000).toFixed(1)} s | ` +
          `${Math.round(m((f) => f.tbt))} ms | ${m((f) => f.cls).toFixed(3)} | ${m((f) => f.accessibility)} | ` +
          `${Math.round(m((f) => f.jsKiB))} KiB; ${Math.round(m((f) => f.jsGzipKiB))} KiB; ${m((f) => f.jsFiles)} | ${failed.join(', ') || 'none'} |`,
      );
    }
    await laterVisits(port);
  } finally {
    await chrome.kill();
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

function chromeVersion() {
  return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();
}

await main();
