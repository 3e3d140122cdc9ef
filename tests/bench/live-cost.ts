// npm run bench:live [-- --quick]: what open live menus cost per reservation, on one production instance over
// PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server; the database `lunchbox_live` is
// created and dropped). For each case a stream holder (tests/bench/live-cost-streams.ts) opens the menus, then a load
// generator (tests/bench/live-cost-load.ts) reserves and cancels at a fixed concurrency; both are processes of their
// own, their CPU reported apart, so the server's CPU (from /proc) and the database's (its backends' CPU, from /proc)
// are the figures per reservation. A probe in this process times the fan-out: a reservation on a meal of the office
// until its portions arrive on a menu of that office. Cases: 0, 1,000, 5,000, 6,000 and 10,000 menus spread over
// 1,000 offices (reservations on random offices), and the dense case, one office with 1,000 menus (reservations in
// it). --quick: 0 menus, then 1,000 in the meal's office, short runs. The last line is one JSON object with cpuRatio
// (server CPU per reservation with the office's 1,000 menus over that with none) and fanoutP99Ms.
// docs/benchmarks.md has the figures.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import postgres from 'postgres';
import { openDatabase } from '../../server/db/client';
import { COALESCE_MS } from '../../server/realtime/hub';
import { freePort, waitForPort } from '../helpers/pgbouncer';
import { withDatabase } from '../helpers/template';
import { makeBenchOffice, postAs as call, type BenchOffice } from './bench-office';
import { handOver, lines, node } from './children';
import { cpuTimeUs } from './load';

const QUICK = process.argv.includes('--quick');
const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 8 : 20));
const IDLE_SECONDS = QUICK ? 5 : 10;
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SPREAD_OFFICES = QUICK ? 0 : 1000;
const PORTIONS = 50;
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'lunchbox_live';
const DATABASE_URL = withDatabase(ADMIN_URL, DB_NAME);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(line);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
};

interface Case {
  name: string;
  /** One slug per open menu. */
  menus: string[];
  /** Where the load reserves: an eater and meals of that eater's office (probe meals left out). */
  work: { cookie: string; meals: string[] }[];
  /** The office whose menu the probe watches, its probe meal and eater. */
  probe: { slug: string; meal: string; cookie: string };
}

// ---------------------------------------------------------------------------------------------- processes
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

// ---------------------------------------------------------------------------------------------- database CPU
const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });

/** CPU time of the database's backends serving this benchmark's database, per backend pid. */
async function backendCpu(): Promise<Map<number, number>> {
  const rows = await admin<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${DB_NAME}`;
  return new Map(rows.map(({ pid }) => [pid, cpuTimeUs(pid) ?? 0]));
}

/** Backend CPU spent since `before` (a backend that started meanwhile counts whole). */
const backendCpuSince = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, us]) => sum + us - (before.get(pid) ?? 0), 0);

// ---------------------------------------------------------------------------------------------- fan-out probe
function probeStream(base: string, slug: string, onData: (text: string) => void) {
  const input = encodeURIComponent(JSON.stringify({ json: { slug } }));
  const req = request(`${base}/trpc/menu.live?input=${input}`, {
    headers: { accept: 'text/event-stream' },
    agent: false,
  });
  req.on('error', () => {});
  req.on('response', (res) => res.setEncoding('utf8').on('data', onData));
  req.end();
  return req;
}

/** Reserves and cancels the probe meal in turn until stopped, timing each until its portions reach the menu. */
function probe(base: string, target: Case['probe']) {
  const delays: number[] = [];
  let waiting: { portions: number; sent: number; done: () => void } | undefined;
  // The update arrives as the text of its envelope (shared/serialized-envelope.ts): its quotes are escaped.
  const pattern = new RegExp(`${target.meal}\\\\?",\\\\?"availablePortions\\\\?":(\\d+)`, 'g');
  const stream = probeStream(base, target.slug, (text) => {
    for (const match of text.matchAll(pattern))
      if (waiting && Number(match[1]) === waiting.portions) {
        delays.push(performance.now() - waiting.sent);
        waiting.done();
      }
  });
  let running = true;
  let preorderId: string | undefined;
  const loop = (async () => {
    await sleep(500);
    while (running) {
      const heard = new Promise<void>((resolve) => {
        waiting = { portions: preorderId ? PORTIONS : PORTIONS - 1, sent: performance.now(), done: resolve };
      });
      const answer = preorderId
        ? await call(base, 'preorders.cancel', { preorderId }, target.cookie).catch(() => undefined)
        : await call(base, 'preorders.reserve', { mealId: target.meal, quantity: 1 }, target.cookie).catch(
            () => undefined,
          );
      if (!answer) {
        waiting = undefined;
        await sleep(200);
        continue;
      }
      preorderId = preorderId ? undefined : answer.id;
      await Promise.race([heard, sleep(5000)]);
      waiting = undefined;
      // A pause of random length: a fixed one, as long as the office's coalescing window, sent each probe just after
      // a window's update had gone out, so every probe waited a whole window (server/realtime/hub.ts COALESCE_MS).
      await sleep(200 + Math.random() * COALESCE_MS);
    }
  })();
  return {
    delays,
    async stop() {
      running = false;
      await loop;
      // The next case's probe starts from all portions free.
      if (preorderId) await call(base, 'preorders.cancel', { preorderId }, target.cookie);
      stream.destroy();
    },
  };
}

// ---------------------------------------------------------------------------------------------- one case
interface Result {
  name: string;
  menus: number;
  open: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  serverCpuUsPerReservation: number;
  dbCpuUsPerReservation: number;
  updatesPerReservation: number;
  fanoutP50Ms: number;
  fanoutP99Ms: number;
  idleServerCpuMsPerSecond: number;
  loadCpuShare: number;
  holderCpuShare: number;
  failed: number;
}

async function runCase(base: string, server: ChildProcess, item: Case): Promise<Result> {
  const holder = node(
    'tests/bench/live-cost-streams.ts',
    { BENCH_BASE: base, BENCH_SLUGS_FILE: handOver(item.menus) },
    'pipe',
  );
  const reports = lines(holder) as { open: number; updates: number; heartbeats: number }[];
  const report = async () => {
    const count = reports.length;
    holder.stdin!.write('\n');
    while (reports.length === count) await sleep(20);
    return reports.at(-1)!;
  };
  try {
    // All menus open (or as many as will), then the idle cost of holding them.
    for (let waited = 0; waited < 60_000 && (await report()).open < item.menus.length; waited += 500) await sleep(500);
    // The server is done opening them when a second passes nearly idle (at most 20 s).
    for (let waited = 0, last = cpuTimeUs(server.pid)!; waited < 20; waited++) {
      await sleep(1000);
      const now = cpuTimeUs(server.pid)!;
      if (now - last < 30_000) break;
      last = now;
    }
    const idleFrom = cpuTimeUs(server.pid)!;
    await sleep(IDLE_SECONDS * 1000);
    const idleServerCpuMsPerSecond = (cpuTimeUs(server.pid)! - idleFrom) / 1000 / IDLE_SECONDS;

    const opened = await report();
    const fanout = probe(base, item.probe);
    const serverFrom = cpuTimeUs(server.pid)!;
    const holderFrom = cpuTimeUs(holder.pid)!;
    const dbFrom = await backendCpu();
    const started = performance.now();
    const load = node('tests/bench/live-cost-load.ts', {
      BENCH_BASE: base,
      BENCH_WORK_FILE: handOver(item.work),
      BENCH_CONCURRENCY: String(CONCURRENCY),
      BENCH_SECONDS: String(SECONDS),
    });
    const loaded = lines(load) as { reservations: number; cancels: number; failed: number; p50: number; p99: number }[];
    let loadCpu = 0;
    const loadTimer = setInterval(() => (loadCpu = cpuTimeUs(load.pid) ?? loadCpu), 200);
    await new Promise((resolve) => load.once('exit', resolve));
    clearInterval(loadTimer);
    const wall = (performance.now() - started) * 1000;
    const serverCpu = cpuTimeUs(server.pid)! - serverFrom;
    const holderCpu = cpuTimeUs(holder.pid)! - holderFrom;
    const dbCpu = backendCpuSince(dbFrom, await backendCpu());
    await fanout.stop();
    const heard = (await report()).updates - opened.updates;
    const { reservations, failed, p50, p99 } = loaded.at(-1)!;
    return {
      name: item.name,
      menus: item.menus.length,
      open: opened.open,
      rps: reservations / SECONDS,
      p50Ms: p50,
      p99Ms: p99,
      serverCpuUsPerReservation: serverCpu / reservations,
      dbCpuUsPerReservation: dbCpu / reservations,
      updatesPerReservation: heard / reservations,
      fanoutP50Ms: percentile(fanout.delays, 0.5),
      fanoutP99Ms: percentile(fanout.delays, 0.99),
      idleServerCpuMsPerSecond,
      loadCpuShare: loadCpu / wall,
      holderCpuShare: holderCpu / wall,
      failed,
    };
  } finally {
    await stop(holder);
    // The server notices the closed sockets and lets the streams go before the next case.
    await sleep(2000);
  }
}

// ---------------------------------------------------------------------------------------------- seed and run
async function seed() {
  const handle = await openDatabase({ kind: 'postgres', url: DATABASE_URL, poolMax: 16 });
  // The dense office: eaters for every load worker, two meals for the load and one for the probe.
  const dense = await makeBenchOffice(handle.db, 0, { portions: PORTIONS, eaters: CONCURRENCY + 1, meals: 3 });
  const spread: BenchOffice[] = [];
  for (let start = 1; start <= SPREAD_OFFICES; start += 25)
    spread.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(25, SPREAD_OFFICES + 1 - start) }, (_, k) =>
          // The first also holds the probe's meal and eater.
          makeBenchOffice(handle.db, start + k, { portions: PORTIONS, eaters: k + start === 1 ? 2 : 1, meals: 3 }),
        ),
      )),
    );
  await handle.close();
  return { dense, spread };
}

const probeOf = (office: BenchOffice): Case['probe'] => ({
  slug: office.slug,
  meal: office.meals[2]!,
  cookie: office.eaters.at(-1)!.cookie,
});

function cases(dense: BenchOffice, spread: BenchOffice[]): Case[] {
  const denseCase = (menus: number, name: string): Case => ({
    name,
    menus: Array.from({ length: menus }, () => dense.slug),
    work: dense.eaters.slice(0, -1).map((eater) => ({ cookie: eater.cookie, meals: dense.meals.slice(0, 2) })),
    probe: probeOf(dense),
  });
  const spreadCase = (menus: number): Case => ({
    name: `${menus} menus over ${spread.length} offices`,
    menus: Array.from({ length: menus }, (_, i) => spread[i % spread.length]!.slug),
    work: spread.map((office) => ({ cookie: office.eaters[0]!.cookie, meals: office.meals.slice(0, 2) })),
    probe: probeOf(spread[0]!),
  });
  const denseCases = [denseCase(0, 'no menus, one office'), denseCase(1000, "1000 menus in the meal's office")];
  return QUICK ? denseCases : [...[0, 1000, 5000, 6000, 10_000].map(spreadCase), ...denseCases];
}

async function main() {
  await admin.unsafe(`drop database if exists "${DB_NAME}" with (force)`);
  await admin.unsafe(`create database "${DB_NAME}"`);
  let server: ChildProcess | undefined;
  try {
    execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/index.ts', 'migrate'], {
      env: { ...process.env, DATABASE_URL, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    const t = performance.now();
    const { dense, spread } = await seed();
    log(`seeded ${1 + spread.length} offices in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', 'server/cli/index.ts', 'start'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        DATABASE_URL,
        APP_ORIGIN: base,
        SERVER_RENDERING: 'off',
        LIVE_STREAMS_PER_ADDRESS: '20000',
        LIVE_STREAMS_MAX: '20000',
        // The reservations' e-mails are left queued, as for instances whose e-mails a dispatcher elsewhere sends
        // (docs/operations.md): sent here, each case's would be sent during the next ones, and their CPU counted as
        // theirs (about 0.6 s a second of "idle" CPU, with no menu open, in the first full run).
        EMAIL_WORKER: 'false',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForPort(port, 60_000);
    const results: Result[] = [];
    log(`${SECONDS} s per case at ${CONCURRENCY} concurrent writers; CPU per reservation includes its cancellation`);
    for (const item of cases(dense, spread)) {
      const result = await runCase(base, server, item);
      results.push(result);
      log(
        `${result.name.padEnd(34)} open ${String(result.open).padStart(5)}  ${result.rps.toFixed(0).padStart(4)} res/s  ` +
          `p50 ${result.p50Ms.toFixed(1)} p99 ${result.p99Ms.toFixed(1)} ms  server ${(result.serverCpuUsPerReservation / 1000).toFixed(2)} ms/res  ` +
          `db ${(result.dbCpuUsPerReservation / 1000).toFixed(2)} ms/res  updates ${result.updatesPerReservation.toFixed(1)}/res  ` +
          `fan-out p50 ${result.fanoutP50Ms.toFixed(0)} p99 ${result.fanoutP99Ms.toFixed(0)} ms  idle ${result.idleServerCpuMsPerSecond.toFixed(1)} ms/s  ` +
          `load ${(result.loadCpuShare * 100).toFixed(0)}% holder ${(result.holderCpuShare * 100).toFixed(0)}% of a core  failed ${result.failed}`,
      );
    }
    const none = results.find((r) => r.name === 'no menus, one office')!;
    const crowded = results.find((r) => r.menus === 1000 && r.name.includes("meal's office"))!;
    const spreadNone = results.find((r) => r.menus === 0 && r.name.includes('over'));
    const spread6000 = results.find((r) => r.menus === 6000);
    const summary = {
      cpuRatio: crowded.serverCpuUsPerReservation / none.serverCpuUsPerReservation,
      fanoutP99Ms: Math.max(...results.filter((r) => r.menus > 0).map((r) => r.fanoutP99Ms)),
      ...(spreadNone && spread6000
        ? { spreadCpuRatio6000: spread6000.serverCpuUsPerReservation / spreadNone.serverCpuUsPerReservation }
        : {}),
      idleCpuMsPerSecondMax: Math.max(...results.map((r) => r.idleServerCpuMsPerSecond)),
      cases: results,
    };
    console.log(JSON.stringify(summary));
  } finally {
    if (server) await stop(server);
    await admin.unsafe(`drop database if exists "${DB_NAME}" with (force)`);
    await admin.end();
  }
}

await main();
