// Debian's pgbouncer and haproxy, started by tests and the cluster benchmark on free ports in a temporary folder.
// Neither runs as a service here: each run starts its own and stops it, so nothing is left behind.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './process';

const BINARIES = { pgbouncer: '/usr/sbin/pgbouncer', haproxy: '/usr/sbin/haproxy' } as const;

/** The path of the installed binary, or undefined (`apt-get install -y pgbouncer haproxy` installs both). */
export function binary(name: keyof typeof BINARIES): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${name} || test -x ${BINARIES[name]} && echo ${BINARIES[name]}`], {
    encoding: 'utf8',
    env: { ...process.env, PATH: `${process.env.PATH ?? ''}:/usr/sbin:/sbin` },
  });
  const path = found.stdout.trim().split('\n')[0];
  return path ? path : undefined;
}

// One free-port finder for every helper that starts a process (tests/helpers/process.ts).
export { freePort };

export async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface Started {
  port: number;
  process: ChildProcess;
  /** What the process wrote (its log), for a failure message. */
  output(): string;
  stop(): Promise<void>;
}

function startProcess(command: string, args: string[], dir: string, port: number): Promise<Started> {
  const child = spawn(command, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return waitForPort(port).then(
    () => ({ port, process: child, output: () => output, stop }),
    async (error: Error) => {
      await stop();
      throw new Error(`${command} did not start: ${error.message}\n${output}`);
    },
  );
}

/**
 * PgBouncer in transaction pooling mode in front of PostgreSQL at upstream (host:port, trust authentication as on
 * this machine). It refuses to run as root, so as root it is told to switch to the postgres user.
 */
export async function startPgBouncer(opts: {
  upstreamHost?: string;
  upstreamPort?: number;
  poolSize?: number;
  maxClients?: number;
}): Promise<Started> {
  const command = binary('pgbouncer');
  if (!command) throw new Error('pgbouncer is not installed: apt-get install -y pgbouncer');
  const dir = mkdtempSync(join(tmpdir(), 'lunchbox-pgbouncer-'));
  chmodSync(dir, 0o777);
  const port = await freePort();
  const runAsRoot = process.getuid?.() === 0;
  writeFileSync(join(dir, 'userlist.txt'), '"postgres" ""\n', { mode: 0o644 });
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${opts.upstreamHost ?? '127.0.0.1'} port=${opts.upstreamPort ?? 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      "unix_socket_dir = ''",
      'auth_type = trust',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      'admin_users = postgres',
      'pool_mode = transaction',
      `default_pool_size = ${opts.poolSize ?? 10}`,
      `max_client_conn = ${opts.maxClients ?? 500}`,
      'ignore_startup_parameters = extra_float_digits',
      ...(runAsRoot ? ['user = postgres'] : []),
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  return startProcess(command, [join(dir, 'pgbouncer.ini')], dir, port);
}

/** HAProxy balancing HTTP round robin over the backends, checking each with GET /healthz. */
export async function startHaproxy(opts: { backends: number[]; checkIntervalMs?: number }): Promise<Started> {
  const command = binary('haproxy');
  if (!command) throw new Error('haproxy is not installed: apt-get install -y haproxy');
  const dir = mkdtempSync(join(tmpdir(), 'lunchbox-haproxy-'));
  const port = await freePort();
  const inter = opts.checkIntervalMs ?? 1000;
  writeFileSync(
    join(dir, 'haproxy.cfg'),
    [
      'global',
      '  maxconn 9000',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      // /healthz allows the database a second; a busy machine must not take every instance out at once.
      '  timeout check 5s',
      '  timeout client 120s',
      '  timeout server 120s',
      // Live menus are server-sent event streams: long-lived responses the tunnel timeout keeps open.
      '  timeout tunnel 1h',
      '  option redispatch',
      '  retries 2',
      'frontend web',
      `  bind 127.0.0.1:${port}`,
      '  default_backend app',
      'backend app',
      '  balance roundrobin',
      '  option httpchk GET /healthz',
      '  http-check expect status 200',
      '  option forwardfor',
      ...opts.backends.map(
        (backend, i) => `  server app${i + 1} 127.0.0.1:${backend} check inter ${inter} fall 3 rise 2 maxconn 9000`,
      ),
      '',
    ].join('\n'),
  );
  return startProcess(command, ['-db', '-f', join(dir, 'haproxy.cfg')], dir, port);
}
