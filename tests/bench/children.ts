// The benchmarks' helper processes (tests/bench/live-cost.ts, tests/bench/cluster.ts, tests/bench/live-streams.ts):
// a TypeScript script run as a child with the production Node flags, lists handed over in files, and the JSON lines
// a child prints. A load generator in a process of its own keeps its CPU apart from the server's.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function node(script: string, env: Record<string, string>, stdin: 'pipe' | 'ignore' = 'ignore'): ChildProcess {
  return spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: [stdin, 'pipe', 'inherit'],
  });
}

/**
 * A list handed to a child process, in a file: one environment variable holds at most 128 KiB on Linux, less than
 * 10,000 slugs or 1,000 offices' cookies and meals.
 */
export const handOver = (() => {
  let folder: string | undefined;
  let count = 0;
  return (value: unknown) => {
    folder ??= mkdtempSync(join(tmpdir(), 'lunchbox-bench-'));
    const file = join(folder, `${count++}.json`);
    writeFileSync(file, JSON.stringify(value));
    return file;
  };
})();

/** The JSON lines a child prints, in order. */
export function lines(child: ChildProcess) {
  const seen: unknown[] = [];
  let pending = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    for (let end; (end = pending.indexOf('\n')) !== -1; pending = pending.slice(end + 1)) {
      const line = pending.slice(0, end);
      if (line.startsWith('{')) seen.push(JSON.parse(line));
    }
  });
  return seen;
}
