// Browser tests: Debian's Chromium (never a downloaded browser) against the real server started on a free port
// with a fresh embedded database in a temporary folder. The port and folder are chosen once in the runner and
// inherited by the workers through the environment.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

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
 * The demo data is laid out from the office's today (Europe/Vilnius): its meals for "tomorrow". A run that crossed
 * the office's midnight would find them under "today" and fail wherever a test asks for tomorrow (seen in CI at
 * 00:04 Vilnius time). A run that starts in the day's last 25 minutes (a whole run takes about 10) waits until the
 * new day has begun. Only the runner waits: the workers inherit E2E_PORT.
 */
async function notAcrossOfficeMidnight(marginMs = 25 * 60_000) {
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Vilnius',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const [hours, minutes, seconds] = clock.format(new Date()).split(':').map(Number) as [number, number, number];
  const left = ((24 - hours) * 3600 - minutes * 60 - seconds) * 1000;
  if (left > marginMs) return;
  console.log(
    `Waiting ${Math.ceil(left / 1000)} s for midnight in Vilnius: the demo data is laid out from the office's day.`,
  );
  await new Promise((resolve) => setTimeout(resolve, left + 5_000));
}

if (!process.env.E2E_PORT) await notAcrossOfficeMidnight();
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
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DATABASE_URL: '',
    },
  },
});
