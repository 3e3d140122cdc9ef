import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatabaseLockedError, acquirePgliteLock } from '../../server/db/pglite-lock';

const folder = () => join(mkdtempSync(join(tmpdir(), 'lock-')), 'data', 'pglite');
const owner = (dir: string) => {
  try {
    return JSON.parse(readFileSync(`${dir}.lock`, 'utf8')) as { pid: number; host: string; since: string };
  } catch {
    return undefined;
  }
};

describe('embedded database lock', () => {
  it('refuses a second holder with a message naming the folder and the remedy', () => {
    const dir = folder();
    const release = acquirePgliteLock(dir);
    expect(owner(dir)).toMatchObject({ pid: process.pid, host: hostname() });
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
    expect(owner(dir)).toMatchObject({ pid: process.pid, host: hostname() });
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('replaces an unreadable lock file (a crash while writing it)', () => {
    const dir = folder();
    acquirePgliteLock(dir)();
    writeFileSync(`${dir}.lock`, '{"pid": 12');
    const release = acquirePgliteLock(dir);
    expect(owner(dir)?.pid).toBe(process.pid);
    release();
  });

  it('never breaks a lock held from another host, and never removes a lock it does not own', () => {
    const dir = folder();
    const release = acquirePgliteLock(dir);
    const foreign = { pid: 1, host: 'other-host', since: 'earlier' };
    writeFileSync(`${dir}.lock`, JSON.stringify(foreign));
    expect(() => acquirePgliteLock(dir)).toThrow(/other-host/);
    expect(owner(dir)).toEqual(foreign);
    // Our release finds someone else's lock in place and leaves it.
    release();
    expect(owner(dir)).toEqual(foreign);
  });

  it('refuses a lock held by a live process of this host', () => {
    const dir = folder();
    acquirePgliteLock(dir)();
    // pid 1 always runs; it is not us.
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: 1, host: hostname(), since: 'earlier' }));
    expect(() => acquirePgliteLock(dir)).toThrow(DatabaseLockedError);
    expect(owner(dir)?.pid).toBe(1);
  });
});
