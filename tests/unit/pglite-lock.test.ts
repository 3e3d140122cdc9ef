import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatabaseLockedError, acquirePgliteLock } from '../../server/db/pglite-lock';

const folder = () => join(mkdtempSync(join(tmpdir(), 'lock-')), 'data', 'pglite');

describe('embedded database lock', () => {
  it('refuses a second holder with a message naming the folder and the remedy', () => {
    const dir = folder();
    const release = acquirePgliteLock(dir);
    expect(() => acquirePgliteLock(dir)).toThrow(DatabaseLockedError);
    expect(() => acquirePgliteLock(dir)).toThrow(/in use by another process.*PGLITE_DIR/);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    acquirePgliteLock(dir)();
  });

  it('takes over a lock left by a process that no longer runs on this host', () => {
    const dir = folder();
    acquirePgliteLock(dir)();
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname(), since: 'earlier' }));
    const release = acquirePgliteLock(dir);
    release();
  });

  it('never breaks a lock held from another host', () => {
    const dir = folder();
    acquirePgliteLock(dir)();
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: 1, host: 'other-host', since: 'earlier' }));
    expect(() => acquirePgliteLock(dir)).toThrow(/other-host/);
  });
});
