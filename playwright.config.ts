// Browser tests: Debian's Chromium (never a downloaded browser) against the real server started on a free port
// with a fresh embedded database in a temporary folder. The port and folder are chosen once in the runner and
// inherited by the workers through the environment.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { addDays, localDate, zonedInstant } from './shared/office-time';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('Chromium is not installed: apt-get install -y chromium (never `npx playwright install`).');
  }
}

/**
 * The clock the server under test and every page run on (tests/e2e/fixtures.ts): it starts at the next 10:00 in
 * Vilnius, the demo offices' zone, and runs on. So "today", "tomorrow" and every cutoff are the same in every run,
 * whatever the hour it starts at, and no run crosses the offices' midnight. The next 10:00 rather than a fixed date:
 * the browser keeps cookies, and the database stamps rows, by the real time, so the server's clock must never be
 * behind it (an e-mail the database queued "now" must be due by the server's clock; a session cookie must not have
 * expired by the browser's). Set once in the runner: the workers inherit both variables.
 */
function nextMidMorningInVilnius(now: Date): Date {
  const today = localDate(now, 'Europe/Vilnius');
  const start = zonedInstant(today, '10:00', 'Europe/Vilnius');
  return start >= now ? start : zonedInstant(addDays(today, 1), '10:00', 'Europe/Vilnius');
}
process.env.E2E_CLOCK_SET_AT ??= String(Date.now());
process.env.TEST_CLOCK_START ??= nextMidMorningInVilnius(new Date(Number(process.env.E2E_CLOCK_SET_AT))).toISOString();
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= join(mkdtempSync(join(tmpdir(), 'lunchbox-e2e-')), 'pglite');
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  // Generous: a first page load in a new context can take several seconds while the other worker runs axe on
  // both cores (seen in CI: a visitor's menu took over 10 s to show its first card, its scripts and data waiting for CPU).
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL,
    // The service worker is tested on its own (pwa.spec.ts); elsewhere it would only add caches between a test
    // and the server.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node --import tsx server/cli/index.ts start',
    url: `${baseURL}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PGLITE_DIR: process.env.E2E_DATA_DIR,
      // Production-like but for the clock above and the outbox page /dev/mail (server/http/dev-mail.ts).
      NODE_ENV: 'test',
      TEST_CLOCK_START: process.env.TEST_CLOCK_START,
      // The instant the pages' clocks read TEST_CLOCK_START too (tests/e2e/fixtures.ts): the server, started seconds
      // later, would otherwise run behind them and every answer it rendered would look seconds old to a page.
      TEST_CLOCK_SET_AT: process.env.E2E_CLOCK_SET_AT,
      LOG_LEVEL: 'warn',
      // Specs sign colleagues up from addresses of their own (tests/e2e/helpers.ts newColleague): the per-address
      // sign-up limit holds for each, as behind a real proxy, instead of all sharing 127.0.0.1's.
      TRUST_PROXY: 'loopback',
      SEED_DEMO: 'true',
      // Draws and conditional meals settle within seconds of their cutoff, not at the next whole minute
      // (server/services/waitlist-and-offers-tick.ts): the journeys that wait for them wait for the cutoff only.
      TICK_SECONDS: '5',
      DATABASE_URL: '',
    },
  },
});
