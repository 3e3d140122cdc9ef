// PGlite runs inside one process and does not lock its data folder; two processes writing one folder corrupt it.
// This lock file beside the folder makes a second process refuse to start. A lock left by a dead process on this
// host is taken over; a lock from another host (a shared volume) is never broken automatically.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readOwner = (path: string): LockOwner | undefined => {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
};

/** Takes the lock for `dataDir`; returns the function that releases it. */
export function acquirePgliteLock(dataDir: string): () => void {
  const path = `${dataDir.replace(/\/+$/, '')}.lock`;
  mkdirSync(dirname(path), { recursive: true });
  const me: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (readOwner(path)?.pid === me.pid) rmSync(path, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      const stale = owner !== undefined && owner.host === me.host && owner.pid !== me.pid && !isAlive(owner.pid);
      if (attempt === 0 && (stale || owner === undefined)) {
        rmSync(path, { force: true });
        continue;
      }
      throw new DatabaseLockedError(
        `The embedded database in ${dataDir} is in use by another process` +
          (owner ? ` (pid ${owner.pid} on ${owner.host}, since ${owner.since})` : '') +
          `. Stop that process, or set PGLITE_DIR to another folder, or DATABASE_URL to use PostgreSQL.` +
          ` If no such process runs, delete ${path}.`,
      );
    }
  }
  throw new DatabaseLockedError(`Could not lock ${path}`);
}
