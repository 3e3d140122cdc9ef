// The server as a process on the embedded database: first start seeds the demo, a second process on the same
// folder refuses with a clear message, SIGTERM shuts down cleanly, and a restart finds the data intact. Under test
// it can run on a clock set by TEST_CLOCK_START (what the browser tests do), and nowhere else.
// Only in the embedded database's run: these processes never read TEST_DATABASE_URL, so the PostgreSQL run would
// repeat the same minute of work (CI's browser tests start the same server on Node 22).
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { onPostgres } from '../helpers/db';
import { freePort, spawnServer, waitForHealthy } from '../helpers/process';

describe.skipIf(onPostgres())('server process on PGlite', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'lunchbox-proc-')), 'nested', 'pglite');

  it('starts (on the clock TEST_CLOCK_START sets), refuses a second process on the same folder, stops on SIGTERM and restarts with its data', async () => {
    const port = await freePort();
    // Under test the clock may be set, as the browser tests do: the demo and the menus are laid out from it.
    const first = spawnServer({ PGLITE_DIR: dataDir, PORT: String(port), TEST_CLOCK_START: '2030-01-15T08:00:00Z' });
    const health = (await (await waitForHealthy(port, 110_000)).json()) as { time: string };
    expect(health).toMatchObject({ ok: true, version: '1.0.0', database: { status: 'ok', driver: 'pglite' } });
    expect(first.output()).toContain('Demo world built');
    // Started at 08:00 and running on since (the start-up took seconds, not hours).
    const elapsed = Date.parse(health.time) - Date.parse('2030-01-15T08:00:00Z');
    expect(elapsed).toBeGreaterThanOrEqual(0);
    expect(elapsed).toBeLessThan(10 * 60_000);
    const input = encodeURIComponent(JSON.stringify({ json: { slug: 'vilnius-hq', day: 'tomorrow' } }));
    const menu = (await (await fetch(`http://127.0.0.1:${port}/trpc/menu.meals?input=${input}`)).json()) as {
      result: { data: { json: { pickupDate: string }[] } };
    };
    expect(new Set(menu.result.data.json.map((meal) => meal.pickupDate))).toEqual(new Set(['2030-01-16']));

    const second = spawnServer({ PGLITE_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another process');
    expect(second.output()).not.toMatch(/\n\s+at /); // a message, not a stack trace

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    const restarted = spawnServer({ PGLITE_DIR: dataDir, PORT: String(port) });
    const later = (await (await waitForHealthy(port, 110_000)).json()) as { time: string };
    expect(restarted.output()).not.toContain('Demo world built');
    // Without the variable, the real clock.
    expect(Math.abs(Date.parse(later.time) - Date.now())).toBeLessThan(60_000);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 240_000);

  it('refuses TEST_CLOCK_START outside NODE_ENV=test, saying so', async () => {
    const refused = spawnServer({ NODE_ENV: 'production', TEST_CLOCK_START: '2030-01-15T08:00:00Z' });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(/Invalid configuration:\s+TEST_CLOCK_START: only honoured with NODE_ENV=test/);
  }, 30_000);

  it('exits with a message naming a bad variable', async () => {
    const bad = spawnServer({ PORT: 'not-a-port' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/Invalid configuration:\s+PORT/);
  }, 30_000);
});
