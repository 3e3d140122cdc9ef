// npm run bench:streams: what open menus (menu.live server-sent event streams) cost the server, and whether it gives
// the memory back. Starts the real server (production mode, on PostgreSQL with the demo data: the embedded
// database's own memory would drown the figures), opens STREAMS streams from this process (one client address),
// closes them, and prints the server's resident memory (VmRSS from /proc) before, while open and after. Runs twice:
// with the default per-address cap (most streams are refused with 429) and with the cap raised so every stream
// is accepted. BENCH_DATABASE_URL (else TEST_DATABASE_URL, else the local server) names where the database
// `lunchbox_streams` is created and dropped.
import { execFileSync, spawn } from 'node:child_process';
import { request, type ClientRequest } from 'node:http';
import postgres from 'postgres';
import { freePort, waitForHealthy } from '../helpers/process';
import { lines } from './children';
import { withDatabase } from '../helpers/template';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'lunchbox_streams';
const DATABASE_URL = withDatabase(ADMIN_URL, DB_NAME);

const STREAMS = Number(process.env.STREAMS ?? 2000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Memory {
  heapUsedMb: number;
  rssMb: number;
}

async function run(label: string, env: Record<string, string>) {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    ['--max-semi-space-size=32', '--expose-gc', '--import', 'tsx', 'tests/bench/stream-server.ts'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATABASE_URL,
        APP_ORIGIN: `http://127.0.0.1:${port}`,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const printed = lines(server) as object[];
  const reports = () => printed.filter((line): line is Memory => 'heapUsedMb' in line);
  /** Collects garbage in the server and reads its heap and RSS. */
  const memory = async () => {
    const count = reports().length;
    server.kill('SIGUSR2');
    while (reports().length === count) await sleep(50);
    const { heapUsedMb, rssMb } = reports().at(-1)!;
    return `heap ${heapUsedMb.toFixed(0)} MB, RSS ${rssMb.toFixed(0)} MB`;
  };
  try {
    await waitForHealthy(port);
    await sleep(2000);
    const before = await memory();
    const input = encodeURIComponent(JSON.stringify({ json: { slug: 'vilnius-hq' } }));
    const requests: ClientRequest[] = [];
    const texts: string[] = [];
    await Promise.all(
      Array.from(
        { length: STREAMS },
        (_, i) =>
          new Promise<void>((resolve) => {
            setTimeout(
              () => {
                const req = request(`http://127.0.0.1:${port}/trpc/menu.live?input=${input}`, {
                  headers: { accept: 'text/event-stream' },
                  agent: false,
                });
                requests.push(req);
                req.on('error', () => resolve());
                req.on('response', (res) => {
                  res.setEncoding('utf8');
                  const index = texts.push('') - 1;
                  res.on('data', (chunk: string) => {
                    texts[index] += chunk;
                    resolve();
                  });
                  res.on('error', () => {});
                });
                req.end();
              },
              Math.floor(i / 50) * 20,
            );
          }),
      ),
    );
    // A refused stream starts like an accepted one (`connected`), then carries its 429 as an error event.
    await sleep(3000);
    const refused = texts.filter((text) => text.includes('serialized-error')).length;
    const accepted = texts.length - refused;
    const open = await memory();
    for (const req of requests) req.destroy();
    // Give the server time to notice the closed sockets.
    await sleep(10_000);
    const after = await memory();
    console.log(
      `${label.padEnd(44)} accepted ${String(accepted).padStart(5)}  refused ${String(refused).padStart(5)}  ` +
        `\n    before: ${before}\n    ${accepted} streams open: ${open}\n    10 s after closing them: ${after}`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists "${DB_NAME}" with (force)`);
await admin.unsafe(`create database "${DB_NAME}"`);
try {
  execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/index.ts', 'seed'], {
    env: { ...process.env, DATABASE_URL },
    stdio: 'ignore',
  });
  console.log(`${STREAMS} menu.live streams from one client address:`);
  await run('default caps (200 per address, 5000 in all)', {});
  await run('per-address cap raised to 5000', { LIVE_STREAMS_PER_ADDRESS: '5000' });
} finally {
  await admin.unsafe(`drop database if exists "${DB_NAME}" with (force)`);
  await admin.end();
}
