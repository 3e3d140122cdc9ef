// `npm run screenshots [-- --out <dir>]`: starts the app on a fresh demo world (an embedded database in a temporary
// folder, server/demo/world.ts) and takes the pictures the README and docs/ show, with Playwright and the system's
// Chromium (never a downloaded browser), into docs/images/ or <dir>. CI runs it into a temporary folder: it checks
// that the script runs, not what the pixels are.
//
// The server and the pages run on one clock set to the next 11:15 in Vilnius (as the browser tests do,
// playwright.config.ts): the pictures show the same moment of a lunch day whenever they are taken.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { finishAnimations } from '../helpers/animations';
import { untilAppReady } from '../helpers/app-ready';
import { addDays, localDate, zonedInstant } from '../../shared/office-time';

const args = process.argv.slice(2);
const outDir = resolve(args.includes('--out') ? args[args.indexOf('--out') + 1]! : 'docs/images');
const PASSWORD = 'lunchbox-demo';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function freePort(): Promise<number> {
  if (process.env.SCREENSHOTS_PORT) return Number(process.env.SCREENSHOTS_PORT);
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function lunchMoment(now: Date): Date {
  const today = localDate(now, 'Europe/Vilnius');
  const at = zonedInstant(today, '11:15', 'Europe/Vilnius');
  return at >= now ? at : zonedInstant(addDays(today, 1), '11:15', 'Europe/Vilnius');
}

async function waitUntilUp(url: string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the server did not answer ${url} in time`);
}

async function main() {
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'lunchbox-screenshots-'));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const setAt = Date.now();
  const clockStart = lunchMoment(new Date(setAt));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/cli/index.ts', 'start'], {
    env: {
      ...process.env,
      PORT: String(port),
      PGLITE_DIR: join(work, 'pglite'),
      STORAGE_DIR: join(work, 'uploads'),
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      NODE_ENV: 'test',
      TEST_CLOCK_START: clockStart.toISOString(),
      TEST_CLOCK_SET_AT: String(setAt),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let browser: Browser | undefined;
  try {
    await waitUntilUp(`${origin}/healthz`, Date.now() + 180_000);
    mkdirSync(outDir, { recursive: true });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const shots = new Shots(browser, origin, new Date(clockStart.getTime() + (Date.now() - setAt)));
    for (const scheme of ['light', 'dark'] as const) {
      await shots.take('eater@example.com', scheme, PHONE, `menu-phone-${scheme}`, async (page) => {
        await page.goto('/vilnius-hq/menu?day=tomorrow');
        await page.getByTestId('meal-card').first().waitFor();
      });
      await shots.take('admin@example.com', scheme, DESKTOP, `admin-dashboard-${scheme}`, async (page) => {
        await page.goto('/admin');
        await page.getByText('eater@example.com').first().or(page.getByRole('table').first()).waitFor();
      });
    }
    await shots.take('eater@example.com', 'light', PHONE, 'reserve-dialog', async (page) => {
      await page.goto('/vilnius-hq/menu?day=tomorrow');
      await page.getByTestId('meal-card').getByRole('button', { name: 'Reserve' }).first().click();
      await page.getByRole('dialog').waitFor();
    });
    await shots.take('cook@example.com', 'light', DESKTOP, 'cook-day', async (page) => {
      await page.goto('/dashboard');
      await page.getByTestId('today-meal').first().waitFor();
    });
    await shots.take('eater@example.com', 'light', PHONE, 'pay-up-qr', async (page) => {
      await page.goto('/activity');
      await page.getByRole('button', { name: /^Pay / }).first().click();
      await page.getByTestId('pay-qr').locator('svg').first().waitFor();
    });
    console.log(`screenshots: ${shots.count} pictures in ${outDir} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    rmSync(work, { recursive: true, force: true });
  }
}

class Shots {
  count = 0;
  constructor(
    private browser: Browser,
    private origin: string,
    private now: Date,
  ) {}

  async take(
    email: string,
    scheme: 'light' | 'dark',
    viewport: { width: number; height: number },
    name: string,
    show: (page: Page) => Promise<void>,
  ) {
    const context = await this.browser.newContext({ baseURL: this.origin, viewport, colorScheme: scheme });
    try {
      await this.prepare(context, scheme);
      const page = await context.newPage();
      // A click on a server-rendered button before the app has taken the page over does nothing (as in the browser
      // tests, tests/e2e/fixtures.ts): every page is waited for after it opens.
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await untilAppReady(page);
        return response;
      };
      await page.goto('/auth');
      await this.signIn(page, email);
      await show(page);
      await settle(page);
      await page.screenshot({ path: join(outDir, `${name}.png`) });
      this.count++;
    } finally {
      await context.close();
    }
  }

  private async prepare(context: BrowserContext, scheme: 'light' | 'dark') {
    await context.clock.install({ time: this.now });
    await context.addInitScript((value) => {
      localStorage.setItem('mantine-color-scheme-value', value);
      localStorage.setItem('lang', 'en');
    }, scheme);
  }

  private async signIn(page: Page, email: string) {
    const response = await page.request.post('/trpc/auth.signIn', {
      headers: { origin: this.origin, 'content-type': 'application/json' },
      data: { json: { email, password: PASSWORD } },
    });
    if (!response.ok()) throw new Error(`signing in as ${email}: ${response.status()} ${await response.text()}`);
  }
}

/** No loader left, and every finite animation (a sheet sliding in) finished. */
async function settle(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root[data-visible]'),
  );
  await finishAnimations(page);
  await page.evaluate(() => document.fonts.ready);
  // Photos load lazily: wait for those on screen.
  await page.waitForFunction(() => [...document.images].every((image) => image.loading === 'lazy' || image.complete));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
