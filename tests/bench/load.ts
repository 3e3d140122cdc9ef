// The benchmark's load machinery: the server processes it starts, and autocannon runs that report req/s,
// latency and the server process's CPU time per answered request.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const WARMUP_SECONDS = 5;

// ---------------------------------------------------------------------------------------------------------------
// Processes

export function start(script: string, env: Record<string, string>): ChildProcess {
  // The same Node flags as `npm start` (package.json), so the benchmark measures what runs in production.
  const flags = (process.env.BENCH_NODE_FLAGS ?? '--max-semi-space-size=32').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

// ---------------------------------------------------------------------------------------------------------------
// Load

export interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
  /** CPU time (user + system) the server process spent per answered request, or null where /proc is missing. */
  cpuUs: number | null;
}

/** A process's CPU time so far in microseconds, from /proc (Linux); null elsewhere. */
export function cpuTimeUs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = 100;

export const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

export async function load(
  name: string,
  server: ChildProcess,
  opts: {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    path: () => string;
    body?: () => string;
    connections?: number;
  },
): Promise<Figures> {
  const run = (duration: number) =>
    autocannon({
      url: opts.url,
      connections: opts.connections ?? CONNECTIONS,
      duration,
      requests: [
        {
          method: opts.method ?? 'GET',
          headers: opts.headers,
          setupRequest: (request) => ({ ...request, path: opts.path(), ...(opts.body ? { body: opts.body() } : {}) }),
        },
      ],
    });
  await run(WARMUP_SECONDS); // warm-up: JIT, connection pools, caches
  const cpuBefore = cpuTimeUs(server.pid);
  const result = await run(SECONDS);
  const cpuAfter = cpuTimeUs(server.pid);
  const ok = result['2xx'];
  const answered = ok + result.non2xx;
  const cpuUs = cpuBefore === null || cpuAfter === null || answered === 0 ? null : (cpuAfter - cpuBefore) / answered;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok,
    other: result.non2xx + result.errors + result.timeouts,
    cpuUs,
  };
}
