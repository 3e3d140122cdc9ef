// npm run bench:cluster [-- --quick]: the app past one machine, on this machine. PostgreSQL (BENCH_DATABASE_URL, else
// the local server) behind PgBouncer in transaction mode, three production instances (DATABASE_PREPARE=false,
// LISTEN on PostgreSQL itself through DATABASE_LISTEN_URL, an e-mail worker each, SMTP to a sink in this process)
// behind HAProxy (round robin, health checks on /healthz). A cutoff rush on 1,000 offices: live menus (event
// streams) on every office, eaters reserving, cancelling and joining waitlists at a rising rate with idempotency
// keys, cooks publishing meals. Midway one instance gets SIGKILL and is started again. Prints the figures and the
// checks; exits 1 when a check fails; the last line is one JSON object. docs/benchmarks.md has a full run's figures.
// --capacity (opt-in, not in CI's --quick) measures capacity instead of the rush: on the same world, a closed-loop load
// (tests/bench/live-cost-load.ts, its own process) reserves and cancels first on one instance directly, then on the
// three through HAProxy, with no kill and no live menus; the last line holds capacityRatio (cluster over one).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import postgres from 'postgres';
import { openDatabase } from '../../server/db/client';
import { binary, freePort, startHaproxy, startPgBouncer, waitForPort, type Started } from '../helpers/pgbouncer';
import { startFormation, type Formation } from '../helpers/auto-failover';
import { withDatabase } from '../helpers/template';
import { makeBenchOffice, vilniusDatePlus, type BenchOffice } from './bench-office';
import { startSmtpSink } from '../helpers/smtp-sink';
import { handOver, lines, node } from './children';
import { cpuTimeUs } from './load';

const QUICK = process.argv.includes('--quick');
/** The database as a primary and a synchronous standby under pg_auto_failover; the primary dies with the instance. */
const FAILOVER = process.argv.includes('--failover');
const CAPACITY = process.argv.includes('--capacity');
/** The capacity phase: seconds per measured load, and its fixed number of workers each waiting for its answer. */
const CAPACITY_SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CAPACITY_CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 30);
const CAPACITY_GOAL = 0.8;
const CONFIG = QUICK
  ? { offices: 1000, eatersPerOffice: 3, streams: 900, rushMs: 50_000, startRate: 20, endRate: 80, cooksPublish: 0.5 }
  : { offices: 1000, eatersPerOffice: 5, streams: 6000, rushMs: 150_000, startRate: 30, endRate: 250, cooksPublish: 2 };
const INSTANCES = 3;
const MEALS_PER_OFFICE = 2;
const PORTIONS = 6;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'lunchbox_cluster';
let DIRECT_URL = withDatabase(ADMIN_URL, DB_NAME);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(line);

for (const name of ['pgbouncer', 'haproxy'] as const) {
  if (!binary(name)) {
    console.error(`${name} is not installed. Install both from Debian first: apt-get install -y pgbouncer haproxy`);
    process.exit(2);
  }
}

// ---------------------------------------------------------------------------------------------- percentiles
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

// ---------------------------------------------------------------------------------------------- SMTP sink
const delivered = new Map<string, number>();
/** Counts each delivered message by its Message-ID: a count above one is a duplicate. */
const deliver = (message: string) => {
  const id = /^Message-ID:\s*(<[^>]+>)/im.exec(message)?.[1] ?? `none-${randomBytes(4).toString('hex')}`;
  delivered.set(id, (delivered.get(id) ?? 0) + 1);
};

// ---------------------------------------------------------------------------------------------- instances
interface Instance {
  port: number;
  child: ChildProcess;
  peakRssMb: number;
  output: string;
  /** Its error-level log lines (an unexpected error answered 500), kept whole whatever follows them. */
  errors: string[];
}

function spawnInstance(port: number, env: Record<string, string>): Instance {
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=32', '--import', 'tsx', 'server/cli/index.ts', 'start'],
    { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const instance: Instance = { port, child, peakRssMb: 0, output: '', errors: [] };
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    instance.output = (instance.output + text).slice(-4000);
    for (const line of text.split('\n'))
      if (line.includes('"level":50') && instance.errors.length < 5) instance.errors.push(line);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return instance;
}

const rssMb = (pid: number | undefined) => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
};

// ---------------------------------------------------------------------------------------------- data
type Office = BenchOffice;

async function seed(): Promise<{ offices: Office[]; probe: Office }> {
  const handle = await openDatabase({ kind: 'postgres', url: DIRECT_URL, poolMax: 16 });
  const db = handle.db;
  const makeOffice = (i: number, portions: number, eaters: number) =>
    makeBenchOffice(db, i, { portions, eaters, meals: MEALS_PER_OFFICE });
  const offices: Office[] = [];
  for (let start = 0; start < CONFIG.offices; start += 25) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, CONFIG.offices - start) }, (_, k) =>
        makeOffice(start + k, PORTIONS, CONFIG.eatersPerOffice),
      ),
    );
    offices.push(...batch);
  }
  // The probe office (one eater) for the fan-out figure.
  const probe = await makeOffice(CONFIG.offices, PORTIONS, 1);
  await handle.close();
  return { offices, probe };
}

// ---------------------------------------------------------------------------------------------- HTTP writes
interface Answer {
  ok: boolean;
  status: number;
  data?: unknown;
  appCode?: string;
}

async function call(base: string, path: string, input: unknown, cookie: string, key?: string): Promise<Answer> {
  const res = await fetch(`${base}/trpc/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: APP_ORIGIN,
      cookie,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify({ json: input }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let body: {
    result?: { data?: { json?: unknown } };
    error?: { json?: { data?: { appCode?: string } } };
  } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // HAProxy's own error page (502/503).
  }
  return res.ok
    ? { ok: true, status: res.status, data: body.result?.data?.json }
    : { ok: false, status: res.status, appCode: body.error?.json?.data?.appCode };
}

const latencies: number[] = [];
/** Failed attempts by HTTP status or error name. */
const failures = new Map<number | string, number>();
const stats = {
  attempts: 0,
  retried: 0,
  gaveUp: 0,
  /** Reservations and waitlist joins given up: each may have committed a row nobody was told about. */
  createsGivenUp: 0,
  refused: 0,
  reserves: 0,
  cancels: 0,
  joins: 0,
  published: 0,
};

/**
 * How long one action is retried with its key. The app's client tries a write 4 times (client/app/trpc.ts) and then
 * says it failed; the run retries longer, through the whole outage, because what it checks is that a write retried
 * with its key is answered once it can be and never doubled or lost. A failover keeps the database away for tens of
 * seconds, so its budget covers that.
 */
const ACTION_BUDGET_MS = FAILOVER ? 120_000 : 30_000;

/** One user action: retried with the same key while no answer comes or the answer is a 5xx. */
async function action(path: string, input: unknown, cookie: string): Promise<Answer | undefined> {
  const key = randomBytes(16).toString('hex');
  const started = performance.now();
  for (let attempt = 0; performance.now() - started < ACTION_BUDGET_MS; attempt++) {
    stats.attempts++;
    if (attempt > 0) stats.retried++;
    try {
      const answer = await call(LB, path, input, cookie, key);
      if (!answer.ok) failures.set(answer.status, (failures.get(answer.status) ?? 0) + 1);
      if (answer.ok || answer.status < 500) {
        latencies.push(performance.now() - started);
        return answer;
      }
    } catch (error) {
      // No answer: the connection dropped with the instance, or timed out.
      const name = (error as Error).name;
      failures.set(name, (failures.get(name) ?? 0) + 1);
    }
    await sleep(Math.min(200 * 2 ** attempt, 2000));
  }
  stats.gaveUp++;
  return undefined;
}

// ---------------------------------------------------------------------------------------------- streams
interface Stream {
  slug: string;
  req?: ClientRequest;
  open: boolean;
  drops: number;
  resumedAfterDrop: boolean;
  /** Where its latest request stands, for the report of a stream that did not come back. */
  phase?: string;
  onData?: (text: string) => void;
}

let closingStreams = false;

/**
 * A stream request with no event by then is abandoned and made again. The app's client does the same after its
 * inactivity timeout (`reconnectAfterInactivityMs`, server/trpc/init.ts: 120 s, beyond this run's wait); seen here:
 * after the kill, a reconnect once got neither an answer nor an error through HAProxy for over 30 s.
 */
const STREAM_ANSWER_MS = 10_000;
let streamsUnanswered = 0;

function openStream(base: string, stream: Stream) {
  const input = encodeURIComponent(JSON.stringify({ json: { slug: stream.slug } }));
  const req = request(`${base}/trpc/menu.live?input=${input}`, {
    headers: { accept: 'text/event-stream' },
    agent: false,
  });
  stream.req = req;
  stream.phase = 'connecting';
  let gone = false;
  const dropped = (why: unknown) => {
    // Once per request: a connection cut mid-answer reports more than one of 'error', 'end' and 'close'.
    if (gone || closingStreams || stream.req !== req) return;
    gone = true;
    if (stream.open) stream.drops++;
    stream.open = false;
    stream.phase = `dropped (${why instanceof Error ? why.message : 'ended'})`;
    setTimeout(() => !closingStreams && openStream(base, stream), 300 + Math.random() * 700);
  };
  const unanswered = setTimeout(() => {
    if (stream.open || stream.req !== req || closingStreams) return;
    streamsUnanswered++;
    req.destroy(new Error(`no event in ${STREAM_ANSWER_MS / 1000} s after: ${stream.phase}`));
  }, STREAM_ANSWER_MS);
  unanswered.unref();
  req.on('error', dropped);
  req.on('response', (res) => {
    stream.phase = `answered ${res.statusCode}, no data yet`;
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      if (chunk.includes('serialized-error')) {
        stream.phase = `refused: ${chunk.slice(0, 120)}`;
        return; // refused (429): counted as not held
      }
      if (!stream.open) {
        clearTimeout(unanswered);
        stream.open = true;
        stream.phase = 'open';
        if (stream.drops > 0) stream.resumedAfterDrop = true;
      }
      stream.onData?.(chunk);
    });
    res.on('end', dropped);
    res.on('error', dropped);
    res.on('close', dropped);
  });
  req.end();
}

// ---------------------------------------------------------------------------------------------- capacity
/** The machine's busy and total CPU time so far, in clock ticks, from /proc/stat. */
function machineTicks() {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .split(/\s+/)
    .slice(1)
    .map(Number) as number[];
  const busy = user! + nice! + system! + irq! + softirq! + steal!;
  return { busy, total: busy + idle! + iowait! };
}

interface Saturation {
  reservationsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
  /** Shares of the whole machine (all cores) over the load: the load generator's, the instances', and all busy. */
  loadShare: number;
  instancesShare: number;
  machineBusy: number;
  /** Each instance's CPU as a share of one core: one near 1 is bound by its single JavaScript thread. */
  instanceCores: number[];
}

/** A closed-loop load through `base` for `seconds`, by a load generator of its own process. */
async function saturate(base: string, workFile: string, instances: Instance[], seconds: number): Promise<Saturation> {
  const load = node('tests/bench/live-cost-load.ts', {
    BENCH_BASE: base,
    BENCH_ORIGIN: APP_ORIGIN,
    BENCH_WORK_FILE: workFile,
    BENCH_CONCURRENCY: String(CAPACITY_CONCURRENCY),
    BENCH_SECONDS: String(seconds),
  });
  const out = lines(load) as { reservations: number; failed: number; p50: number; p99: number; cpuUs: number }[];
  // The instances and the machine are read from when the load begins: the generator's start-up is not the load's.
  while (out.length === 0 && load.exitCode === null) await sleep(20);
  const instancesCpu = () => instances.map((i) => cpuTimeUs(i.child.pid) ?? 0);
  const [instancesFrom, machineFrom] = [instancesCpu(), machineTicks()];
  // Read over the load's own window: its last requests, answered or timed out, finish after it.
  await sleep(seconds * 1000);
  const [instancesTo, machine] = [instancesCpu(), machineTicks()];
  if (load.exitCode === null && load.signalCode === null) await once(load, 'exit');
  if (!('reservations' in (out.at(-1) ?? {}))) throw new Error(`the load generator through ${base} gave no figures`);
  const { reservations, failed, p50, p99, cpuUs } = out.at(-1)!;
  const instanceCores = instancesTo.map((us, k) => Math.round((us - instancesFrom[k]!) / (seconds * 10_000)) / 100);
  const cores = availableParallelism();
  return {
    reservationsPerSecond: reservations / seconds,
    p50Ms: p50,
    p99Ms: p99,
    failed,
    loadShare: cpuUs / (seconds * 1_000_000 * cores),
    instancesShare: instanceCores.reduce((sum, share) => sum + share, 0) / cores,
    machineBusy: (machine.busy - machineFrom.busy) / (machine.total - machineFrom.total),
    instanceCores,
  };
}

/** One instance directly (through PgBouncer, as all three), then the three through HAProxy; returns whether both ran. */
async function capacity(offices: Office[], ports: number[], instances: Instance[]) {
  const work = handOver(offices.flatMap((o) => o.eaters.map((e) => ({ cookie: e.cookie, meals: o.meals }))));
  const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
  const show = (name: string, r: Saturation) =>
    log(
      `  ${name}: ${r.reservationsPerSecond.toFixed(1)} reservations/s, p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms, ` +
        `failed ${r.failed}; of the machine: load generator ${percent(r.loadShare)}, instances ${percent(r.instancesShare)} ` +
        `(of a core each: ${r.instanceCores.join(', ')}), busy ${percent(r.machineBusy)}`,
    );
  log(
    `capacity: ${CAPACITY_CONCURRENCY} workers reserving and cancelling for ${CAPACITY_SECONDS} s each, on ${availableParallelism()} cores`,
  );
  // Warm-up through HAProxy, so that all three instances have compiled their hot paths before either measure.
  await saturate(LB, work, instances, 5);
  const one = await saturate(`http://127.0.0.1:${ports[0]}`, work, instances, CAPACITY_SECONDS);
  show('one instance', one);
  const cluster = await saturate(LB, work, instances, CAPACITY_SECONDS);
  show(`${INSTANCES} instances behind HAProxy`, cluster);
  const capacityRatio = cluster.reservationsPerSecond / one.reservationsPerSecond;
  const met = capacityRatio >= CAPACITY_GOAL;
  log(`  capacityRatio ${capacityRatio.toFixed(2)} (goal >= ${CAPACITY_GOAL}: ${met ? 'met' : 'not met'})`);
  log(
    JSON.stringify({
      capacityRatio: Math.round(capacityRatio * 100) / 100,
      capacityGoal: CAPACITY_GOAL,
      capacityGoalMet: met,
      concurrency: CAPACITY_CONCURRENCY,
      seconds: CAPACITY_SECONDS,
      cores: availableParallelism(),
      one,
      cluster,
    }),
  );
  return one.reservationsPerSecond > 0 && cluster.reservationsPerSecond > 0;
}

// ---------------------------------------------------------------------------------------------- the run
const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
const cleanups: (() => Promise<unknown> | unknown)[] = [];
let APP_ORIGIN = '';
let LB = '';

async function main() {
  if (!existsSync('dist/client/index.html')) {
    log('No client build in dist/: npm run build');
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  }
  let formation: Formation | undefined;
  if (FAILOVER) {
    // A monitor and two nodes on ports from BENCH_FAILOVER_PORT; the app reaches whichever node is primary through
    // one URL listing both (docs/decisions/060-database-failover.md). PgBouncer is left out: it points at one host.
    const started = performance.now();
    formation = await startFormation({ basePort: Number(process.env.BENCH_FAILOVER_PORT ?? 42100), dbName: DB_NAME });
    cleanups.push(() => formation!.stop());
    DIRECT_URL = formation.url;
    log(
      `pg_auto_failover: primary and synchronous standby up in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  } else {
    await admin.unsafe(`drop database if exists "${DB_NAME}" with (force)`);
    await admin.unsafe(`create database "${DB_NAME}"`);
    // BENCH_KEEP=1 keeps the database for a look afterwards.
    if (!process.env.BENCH_KEEP) cleanups.push(() => admin.unsafe(`drop database if exists "${DB_NAME}" with (force)`));
  }
  execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/index.ts', 'migrate'], {
    env: { ...process.env, DATABASE_URL: DIRECT_URL, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  let t = performance.now();
  const { offices, probe } = await seed();
  log(
    `seeded ${offices.length} offices, ${offices.length * MEALS_PER_OFFICE} meals in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  const { smtp, port: smtpPort } = await startSmtpSink(deliver);
  // The instance killed mid-rush drops its SMTP connections: a reset socket is the fault under test, not a crash of
  // the run (smtp-server emits it as an 'error' event, which Node throws when nobody listens).
  smtp.on('error', () => {});
  cleanups.push(() => new Promise((resolve) => smtp.close(() => resolve(undefined))));

  let pooled = DIRECT_URL;
  if (!FAILOVER) {
    const bouncer: Started = await startPgBouncer({ poolSize: 20, maxClients: 500 });
    cleanups.push(() => bouncer.stop());
    const url = new URL(DIRECT_URL);
    url.port = String(bouncer.port);
    pooled = url.toString();
  }
  const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
  // HAProxy first (its own port is the public origin); instances join as their health checks pass.
  const haproxy = await startHaproxy({ backends: ports });
  cleanups.push(() => haproxy.stop());
  LB = `http://127.0.0.1:${haproxy.port}`;
  APP_ORIGIN = LB;
  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: pooled,
    DATABASE_LISTEN_URL: DIRECT_URL,
    DATABASE_PREPARE: 'false',
    DATABASE_POOL_MAX: '10',
    APP_ORIGIN,
    TRUST_PROXY: 'loopback',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LIVE_STREAMS_PER_ADDRESS: '100000',
    LIVE_STREAMS_MAX: '20000',
    SERVER_RENDERING: 'off',
  };
  const instances = ports.map((port) => spawnInstance(port, env));
  cleanups.push(() => Promise.all(instances.map((i) => i.child.kill('SIGTERM'))));
  // Three instances starting at once on a busy 2-core machine can take over a minute.
  await Promise.all(ports.map((port) => waitForPort(port, 180_000))).catch((error: unknown) => {
    for (const [n, instance] of instances.entries()) log(`instance ${n + 1} said:\n${instance.output}`);
    throw error;
  });
  await sleep(1500); // two health checks
  const rssTimer = setInterval(() => {
    for (const instance of instances) instance.peakRssMb = Math.max(instance.peakRssMb, rssMb(instance.child.pid));
  }, 2000);
  cleanups.push(() => clearInterval(rssTimer));
  if (CAPACITY) return capacity(offices, ports, instances);

  // Live menus through HAProxy, spread over the offices.
  t = performance.now();
  const streams: Stream[] = Array.from({ length: CONFIG.streams }, (_, i) => ({
    slug: offices[i % offices.length]!.slug,
    open: false,
    drops: 0,
    resumedAfterDrop: false,
  }));
  for (let i = 0; i < streams.length; i++) {
    openStream(LB, streams[i]!);
    if (i % 100 === 99) await sleep(50);
  }
  // The rush starts once every menu is open (or after 30 s): 6,000 take longer than a fixed pause on 2 cores.
  for (const until = Date.now() + 30_000; Date.now() < until && streams.some((s) => !s.open);) await sleep(250);
  const held = streams.filter((s) => s.open).length;
  log(`streams: ${held} of ${streams.length} held through HAProxy (${((performance.now() - t) / 1000).toFixed(1)} s)`);

  // Fan-out probes, one after another: a reservation (then its cancellation) written on instance i, timed until the
  // portions it changed arrive on a stream held directly by instance i+1.
  const fanout: number[] = [];
  const probeStreams: Stream[] = ports.map(() => ({
    slug: probe.slug,
    open: false,
    drops: 0,
    resumedAfterDrop: false,
  }));
  let waiting: { listener: number; portions: number; sent: number; done: () => void } | undefined;
  probeStreams.forEach((stream, i) => {
    stream.onData = (chunk) => {
      // The update arrives as the text of its envelope (shared/serialized-envelope.ts): its quotes are escaped.
      for (const match of chunk.matchAll(/\\?"availablePortions\\?":(\d+)/g)) {
        if (waiting && waiting.listener === i && Number(match[1]) === waiting.portions) {
          fanout.push(performance.now() - waiting.sent);
          waiting.done();
        }
      }
    };
    openStream(`http://127.0.0.1:${ports[i]}`, stream);
  });
  let probing = true;
  const probeLoop = (async () => {
    let preorderId: string | undefined;
    for (let n = 0; probing; n++) {
      await sleep(250);
      const writer = n % INSTANCES;
      const listener = (writer + 1) % INSTANCES;
      const alive = (k: number) => instances[k]!.child.exitCode === null && instances[k]!.child.signalCode === null;
      if (!alive(writer) || !alive(listener) || !probeStreams[listener]!.open) continue;
      const heard = new Promise<void>((resolve) => {
        waiting = { listener, portions: preorderId ? PORTIONS : PORTIONS - 1, sent: performance.now(), done: resolve };
      });
      const base = `http://127.0.0.1:${ports[writer]}`;
      const answer = await (
        preorderId
          ? call(base, 'preorders.cancel', { preorderId }, probe.eaters[0]!.cookie)
          : call(base, 'preorders.reserve', { mealId: probe.meals[0], quantity: 1 }, probe.eaters[0]!.cookie)
      ).catch(() => undefined);
      if (!answer?.ok) {
        waiting = undefined;
        continue;
      }
      preorderId = preorderId ? undefined : (answer.data as { id: string }).id;
      await Promise.race([heard, sleep(5000)]);
      waiting = undefined;
    }
  })();

  // The rush.
  const answered = { reserved: new Map<string, number>(), cancelled: new Set<string>(), joined: new Set<string>() };
  const mine = new Map<string, string[]>(); // cookie -> reserved preorder ids
  const inFlight = new Set<Promise<unknown>>();
  const rushStart = performance.now();
  let killedAt = 0;
  let primaryKilledAt = 0;
  let primaryBack: Promise<number> | undefined;
  /** When a write through the app's URL next succeeds: the time without a primary ends. */
  const untilPrimaryAnswers = async () => {
    for (;;) {
      const probeDb = postgres(DIRECT_URL, { max: 1, connect_timeout: 2, onnotice: () => {} });
      try {
        await probeDb`select txid_current()`;
        return performance.now();
      } catch {
        await sleep(250);
      } finally {
        await probeDb.end({ timeout: 1 }).catch(() => {});
      }
    }
  };
  let restartedAt = 0;
  let victim: Instance | undefined;
  const pickupDate = vilniusDatePlus(2);
  const oneAction = async () => {
    const office = offices[Math.floor(Math.random() * offices.length)]!;
    const roll = Math.random();
    if (roll < CONFIG.cooksPublish / 100) {
      const answer = await action(
        'meals.create',
        {
          title: `Fresh pie ${randomBytes(3).toString('hex')}`,
          description: 'Published during the rush.',
          priceCents: 500,
          totalPortions: PORTIONS,
          pickupDate,
          pickupStart: '12:00',
          pickupEnd: '13:00',
          cutoffTime: '10:00',
          isActive: true,
          allergens: [],
          noAllergens: true,
          dietaryTags: [],
        },
        office.cook.cookie,
      );
      if (answer?.ok) {
        stats.published++;
        office.meals.push((answer.data as { id: string }).id);
      }
      return;
    }
    const eater = office.eaters[Math.floor(Math.random() * office.eaters.length)]!;
    const meal = office.meals[Math.floor(Math.random() * office.meals.length)]!;
    const own = mine.get(eater.cookie) ?? [];
    if (roll < 0.18 && own.length > 0) {
      const preorderId = own.pop()!;
      const answer = await action('preorders.cancel', { preorderId }, eater.cookie);
      if (answer?.ok) {
        stats.cancels++;
        answered.cancelled.add(preorderId);
      } else if (answer) stats.refused++;
      return;
    }
    const quantity = 1 + Math.floor(Math.random() * 2);
    const answer = await action('preorders.reserve', { mealId: meal, quantity }, eater.cookie);
    if (!answer) stats.createsGivenUp++;
    if (answer?.ok) {
      const id = (answer.data as { id: string }).id;
      stats.reserves++;
      answered.reserved.set(id, quantity);
      mine.set(eater.cookie, [...own, id]);
    } else if (answer?.appCode === 'capacityExceeded') {
      const joined = await action('waitlist.join', { mealId: meal, quantity: 1 }, eater.cookie);
      if (!joined) stats.createsGivenUp++;
      if (joined?.ok) {
        stats.joins++;
        answered.joined.add((joined.data as { id: string }).id);
      } else if (joined) stats.refused++;
    } else if (answer) stats.refused++;
  };
  let carry = 0;
  while (performance.now() - rushStart < CONFIG.rushMs) {
    const elapsed = performance.now() - rushStart;
    const rate = CONFIG.startRate + ((CONFIG.endRate - CONFIG.startRate) * elapsed) / CONFIG.rushMs;
    carry += rate / 10;
    for (; carry >= 1 && inFlight.size < 400; carry--) {
      const p = oneAction().finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    if (!victim && elapsed > CONFIG.rushMs * 0.4) {
      victim = instances[1]!;
      victim.child.kill('SIGKILL');
      killedAt = elapsed;
      log(
        `SIGKILL instance 2 (port ${victim.port}) at ${(elapsed / 1000).toFixed(1)} s, ${inFlight.size} actions in flight`,
      );
    }
    if (formation && !primaryKilledAt && elapsed > CONFIG.rushMs * 0.4) {
      const primary = formation.primary();
      if (primary) {
        formation.kill(primary);
        primaryKilledAt = performance.now();
        log(`SIGKILL the database primary ${primary.name} (port ${primary.port}) at ${(elapsed / 1000).toFixed(1)} s`);
        primaryBack = untilPrimaryAnswers().then((at) => {
          log(`a primary answers again ${((at - primaryKilledAt) / 1000).toFixed(1)} s after the kill`);
          return at;
        });
      }
    }
    if (victim && !restartedAt && elapsed > killedAt + 5000) {
      const restarted = spawnInstance(victim.port, env);
      restarted.peakRssMb = victim.peakRssMb;
      instances[1] = restarted;
      restartedAt = elapsed;
      log(`instance 2 restarted at ${(elapsed / 1000).toFixed(1)} s`);
    }
    await sleep(100);
  }
  await Promise.all(inFlight);
  const rushSeconds = (performance.now() - rushStart) / 1000;
  const secondsWithoutPrimary = primaryBack ? ((await primaryBack) - primaryKilledAt) / 1000 : 0;
  const duringFailover = FAILOVER ? { ...Object.fromEntries(failures), retried: stats.retried } : undefined;
  probing = false;
  await probeLoop;

  // Streams: every one dropped by the kill must be open again (each retries after up to a second; on a busy machine
  // a reconnect can take longer, so this waits up to 30 s for the last ones).
  const streamWait = Date.now() + 30_000;
  await sleep(4000);
  while (Date.now() < streamWait && streams.some((s) => s.drops > 0 && !(s.resumedAfterDrop && s.open)))
    await sleep(500);
  const dropped = streams.filter((s) => s.drops > 0);
  const openAtEnd = streams.filter((s) => s.open).length;
  const streamsResumed = dropped.every((s) => s.resumedAfterDrop && s.open);
  closingStreams = true;
  for (const s of [...streams, ...probeStreams]) s.req?.destroy();

  // E-mails: wait for the due ones to go out. A full rush leaves a backlog that the workers drain at their own pace:
  // waiting goes on while the backlog shrinks (up to 10 minutes in all); one that stops shrinking for 20 s counts
  // as lost. How long the drain took is reported.
  const db = postgres(DIRECT_URL, { max: 2, onnotice: () => {} });
  cleanups.unshift(() => db.end());
  const drainStart = Date.now();
  const deadline = drainStart + 600_000;
  let due = 0;
  let fewest = Number.POSITIVE_INFINITY;
  let progressAt = Date.now();
  for (;;) {
    const [row] = await db<{ n: string }[]>`
      select count(*) as n from email_events where status = 'pending' and next_attempt_at <= now()`;
    due = Number(row!.n);
    if (due < fewest) [fewest, progressAt] = [due, Date.now()];
    if (due === 0 || Date.now() > deadline || Date.now() - progressAt > 20_000) break;
    await sleep(1000);
  }
  const drainSeconds = (Date.now() - drainStart) / 1000;
  const sentRows = await db<{ id: string }[]>`select id from email_events where status = 'sent'`;
  const domain = /@([^>\s]+)>?$/.exec(process.env.MAIL_FROM ?? 'no-reply@lunchbox.localhost')?.[1] ?? '';
  const sentIds = new Set(sentRows.map((r) => `<${r.id}@${domain}>`));
  const missing = [...sentIds].filter((id) => !delivered.has(id)).length;
  const emailsLost = due + missing;
  const emailsDuplicated = [...delivered.values()].reduce((sum, n) => sum + n - 1, 0);

  // Reservations: none oversold, none lost, none doubled.
  const [{ oversold }] = (await db`
    select count(*)::int as oversold from meals m
     where m.available_portions < 0
        or m.total_portions < (select coalesce(sum(quantity), 0) from preorders p
                                where p.meal_id = m.id and p.status <> 'cancelled')`) as unknown as [
    { oversold: number },
  ];
  const rows = await db<{ id: string; status: string; quantity: number; from_waitlist: boolean }[]>`
    select p.id, p.status, p.quantity, p.from_waitlist from preorders p join meals m on m.id = p.meal_id
     where m.office_id <> (select id from offices where slug = ${probe.slug})`;
  const inDb = new Map(rows.map((r) => [r.id, r]));
  let lost = 0;
  const lostSamples: unknown[] = [];
  for (const [id, quantity] of answered.reserved) {
    const row = inDb.get(id);
    if (!row || row.quantity !== quantity) {
      lost++;
      if (lostSamples.length < 3) lostSamples.push({ id, quantity, row });
    }
  }
  if (lostSamples.length) log(`lost, for example: ${JSON.stringify(lostSamples)}`);
  for (const id of answered.cancelled) if (inDb.get(id)?.status !== 'cancelled') lost++;
  const entries = await db<{ id: string }[]>`select id from waitlist_entries`;
  const entryIds = new Set(entries.map((e) => e.id));
  for (const id of answered.joined) if (!entryIds.has(id)) lost++;
  // Rows no answer named: an action given up may have committed one (its answer never came), so only rows beyond
  // those are doubles.
  const unnamed =
    rows.filter((r) => !r.from_waitlist && !answered.reserved.has(r.id)).length +
    entries.filter((e) => !answered.joined.has(e.id)).length;
  const doubled = Math.max(0, unnamed - stats.createsGivenUp);

  // LISTEN resumed on the new primary: a menu changed now (by hand in SQL, so only the trigger's NOTIFY tells the
  // instances) reaches every instance's cache, well before the cache's own TTL (60 s) would.
  let cachesHeard = true;
  if (FAILOVER) {
    const title = `After the failover ${randomBytes(3).toString('hex')}`;
    await db`update meals set title = ${title} where id = ${probe.meals[1]!}`;
    const input = encodeURIComponent(JSON.stringify({ json: { slug: probe.slug, day: 'week' } }));
    const shows = async (port: number) => {
      const res = await fetch(`http://127.0.0.1:${port}/trpc/menu.meals?input=${input}`).catch(() => undefined);
      const body = res?.ok ? ((await res.json()) as { result: { data: { json: { title: string }[] } } }) : undefined;
      return body?.result.data.json.some((meal) => meal.title === title) ?? false;
    };
    // Each instance's time to show it, watched up to the cache's TTL so that a late one is told from a deaf one.
    const changedAt = Date.now();
    const heardAfter = new Map<number, number>();
    while (heardAfter.size < ports.length && Date.now() < changedAt + 60_000) {
      await Promise.all(
        ports.map(async (port) => {
          if (!heardAfter.has(port) && (await shows(port))) heardAfter.set(port, (Date.now() - changedAt) / 1000);
        }),
      );
      if (heardAfter.size < ports.length) await sleep(250);
    }
    cachesHeard = ports.every((port) => (heardAfter.get(port) ?? Infinity) <= 15);
    log(
      `menu changed by hand after the failover, shown by ${ports
        .map((port, i) => `instance ${i + 1} after ${heardAfter.get(port)?.toFixed(1) ?? 'more than 60'} s`)
        .join(', ')}`,
    );
    if (heardAfter.size < ports.length) {
      const listening = await db`
        select pid, client_port, backend_start, state, left(query, 60) as query
        from pg_stat_activity where application_name = 'lunchbox-listen'`;
      log(`listening connections on the new primary: ${JSON.stringify(listening)}`);
      for (const [i, port] of ports.entries())
        if (!heardAfter.has(port))
          log(
            `instance ${i + 1} (exit ${instances[i]!.child.exitCode ?? 'none yet'}) said:\n${instances[i]!.output.split('\n').slice(-30).join('\n')}`,
          );
    }
  }

  const reservationsPerSecond = stats.reserves / rushSeconds;
  const figures = {
    oversold,
    lost,
    doubled,
    emailsLost,
    emailsDuplicated,
    emailDrainSeconds: Math.round(drainSeconds),
    streamsResumed,
    reservationsPerSecond: Math.round(reservationsPerSecond * 10) / 10,
    streamsHeld: held,
    fanoutP50Ms: Math.round(percentile(fanout, 50)),
    fanoutP99Ms: Math.round(percentile(fanout, 99)),
    latencyP50Ms: Math.round(percentile(latencies, 50)),
    latencyP99Ms: Math.round(percentile(latencies, 99)),
    actions: latencies.length,
    retried: stats.retried,
    gaveUp: stats.gaveUp,
    committedUnanswered: unnamed - doubled,
    memoryPeakMb: instances.map((i) => Math.round(i.peakRssMb)),
    primaryKilled: primaryKilledAt > 0,
    ...(FAILOVER ? { secondsWithoutPrimary: Math.round(secondsWithoutPrimary * 10) / 10, cachesHeard } : {}),
  };
  log('');
  log(
    `rush: ${rushSeconds.toFixed(0)} s, ${CONFIG.startRate} -> ${CONFIG.endRate} actions/s, 1 of ${INSTANCES} instances SIGKILLed at ${(killedAt / 1000).toFixed(0)} s and restarted at ${(restartedAt / 1000).toFixed(0)} s`,
  );
  log(
    `  reservations ${stats.reserves} (${reservationsPerSecond.toFixed(1)}/s), cancels ${stats.cancels}, waitlist joins ${stats.joins}, meals published ${stats.published}, refusals ${stats.refused}`,
  );
  log(
    `  action latency (with retries) p50 ${figures.latencyP50Ms} ms, p99 ${figures.latencyP99Ms} ms; ${stats.attempts} requests, ${stats.retried} retries, ${stats.gaveUp} given up`,
  );
  log(
    `  fan-out, write on one instance to event on another: p50 ${figures.fanoutP50Ms} ms, p99 ${figures.fanoutP99Ms} ms (${fanout.length} probes)`,
  );
  log(
    `  streams held ${held}; dropped by the kill ${dropped.length}, open at the end ${openAtEnd} of ${streams.length}; requests made again for want of an answer: ${streamsUnanswered}`,
  );
  for (const s of dropped.filter((d) => !(d.resumedAfterDrop && d.open)).slice(0, 5))
    log(`    not back: ${s.phase} (resumed once: ${s.resumedAfterDrop})`);
  log(`  memory per instance (peak RSS): ${figures.memoryPeakMb.map((mb) => `${mb} MB`).join(', ')}`);
  log(
    `  e-mails: ${sentIds.size} sent, ${delivered.size} distinct delivered, ${due} still due; the queue drained ${drainSeconds.toFixed(0)} s after the rush`,
  );
  const checks: [string, boolean][] = [
    ['no meal oversold', oversold === 0],
    ['no reservation, cancel or waitlist place lost', lost === 0],
    ['nothing doubled', doubled === 0],
    ['every due e-mail delivered', emailsLost === 0],
    ['e-mail duplicates at most what the killed worker had in hand (<= 10)', emailsDuplicated <= 10],
    ['every stream resumed after the kill', streamsResumed],
    ['every action answered', stats.gaveUp === 0],
    ...(FAILOVER
      ? ([
          ['the database primary was killed', primaryKilledAt > 0],
          ["a menu changed after the failover reached every instance's cache", cachesHeard],
        ] as [string, boolean][])
      : []),
  ];
  if (duringFailover)
    log(
      `  without a primary for ${secondsWithoutPrimary.toFixed(1)} s; failed attempts and retries over the run: ${JSON.stringify(duringFailover)}`,
    );
  log(`  failed attempts: ${JSON.stringify(Object.fromEntries(failures))}`);
  if (failures.has(500))
    for (const [n, instance] of instances.entries())
      log(`instance ${n + 1} logged as errors:\n${instance.errors.join('\n')}`);
  log('checks:');
  for (const [name, ok] of checks) log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}`);
  log(JSON.stringify(figures));
  return checks.every(([, ok]) => ok);
}

let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error(error);
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  await admin.end().catch(() => {});
}
process.exit(passed ? 0 : 1);
