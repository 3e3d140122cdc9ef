// The load generator of npm run bench:live (tests/bench/live-cost.ts) and of bench:cluster's capacity phase
// (tests/bench/cluster.ts), a process of its own so that its CPU is not the server's: BENCH_CONCURRENCY workers, each
// reserving one portion of a random meal of BENCH_WORK_FILE (a file of a JSON list of an eater's session cookie and
// meals of that eater's office) and cancelling it again, for BENCH_SECONDS, against BENCH_BASE (with BENCH_ORIGIN as
// the Origin, when set). Prints {"started":true} as the load begins, then one JSON line: reservations answered, cancellations, failures, the reservations'
// latency p50/p99 in ms, and this process's CPU time over the load in microseconds (its start-up left out).
import { readFileSync } from 'node:fs';
import { postAs } from './bench-office';

const base = process.env.BENCH_BASE!;
const work = JSON.parse(readFileSync(process.env.BENCH_WORK_FILE!, 'utf8')) as { cookie: string; meals: string[] }[];
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const origin = process.env.BENCH_ORIGIN ?? base;

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

const call = (path: string, input: unknown, cookie: string) => postAs(base, path, input, cookie, origin);

const latencies: number[] = [];
let cancels = 0;
let failed = 0;
process.stdout.write(`${JSON.stringify({ started: true })}\n`);
const cpuFrom = process.cpuUsage();
const until = performance.now() + seconds * 1000;

async function worker() {
  while (performance.now() < until) {
    const { cookie, meals } = pick(work);
    const started = performance.now();
    const preorder = await call('preorders.reserve', { mealId: pick(meals), quantity: 1 }, cookie).catch(
      () => undefined,
    );
    if (!preorder?.id) {
      failed++;
      continue;
    }
    latencies.push(performance.now() - started);
    if (await call('preorders.cancel', { preorderId: preorder.id }, cookie).catch(() => undefined)) cancels++;
    else failed++;
  }
}

await Promise.all(Array.from({ length: concurrency }, () => worker()));
const cpu = process.cpuUsage(cpuFrom);
latencies.sort((a, b) => a - b);
const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
process.stdout.write(
  `${JSON.stringify({ reservations: latencies.length, cancels, failed, p50: at(0.5), p99: at(0.99), cpuUs: cpu.user + cpu.system })}\n`,
);
