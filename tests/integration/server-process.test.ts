// The server as a process on the embedded database: first start seeds the demo, a second process on the same
// folder refuses with a clear message, SIGTERM shuts down cleanly, and a restart finds the data intact.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, spawnServer, waitForHealthy } from '../helpers/process';

describe('server process on PGlite', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'lunchbox-proc-')), 'nested', 'pglite');

  it('starts, refuses a second process on the same folder, stops on SIGTERM and restarts with its data', async () => {
    const port = await freePort();
    const first = spawnServer({ PGLITE_DIR: dataDir, PORT: String(port) });
    const health = await (await waitForHealthy(port)).json();
    expect(health).toMatchObject({ ok: true, version: '1.0.0', database: { status: 'ok', driver: 'pglite' } });
    expect(first.output()).toContain('Seeded the demo data');

    const second = spawnServer({ PGLITE_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another process');
    expect(second.output()).not.toMatch(/\n\s+at /); // a message, not a stack trace

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    const restarted = spawnServer({ PGLITE_DIR: dataDir, PORT: String(port) });
    await waitForHealthy(port);
    expect(restarted.output()).not.toContain('Seeded the demo data');
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 120_000);

  it('exits with a message naming a bad variable', async () => {
    const bad = spawnServer({ PORT: 'not-a-port' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/Invalid configuration:\s+PORT/);
  }, 30_000);
});
