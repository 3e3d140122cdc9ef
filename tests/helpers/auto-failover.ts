// A PostgreSQL primary and a synchronous standby under pg_auto_failover on this machine (Debian's
// postgresql-15-auto-failover and pg-auto-failover-cli), for `npm run bench:cluster -- --failover`: a monitor and two
// nodes in a temporary folder on ports from `basePort`, each `pg_autoctl ... --run` in a process group of its own so
// that a node can be killed whole (its keeper, its postmaster and backends) as a dead machine would be. pg_autoctl
// runs as the `postgres` user when this process is root (PostgreSQL refuses root). docs/operations.md.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { waitForPort } from './pgbouncer';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface FormationNode {
  name: string;
  port: number;
  pgdata: string;
  child: ChildProcess;
}

export interface Formation {
  /** Both nodes, the primary wanted: whichever is primary answers. */
  url: string;
  nodes: FormationNode[];
  /** The node the monitor has as primary now, if any. */
  primary(): FormationNode | undefined;
  /** SIGKILL to the node's keeper, postmaster and backends: the machine died. */
  kill(node: FormationNode): void;
  /** pg_autoctl's own report (`show events`), for a failover that did not happen. */
  events(): string;
  stop(): Promise<void>;
}

export const autoFailoverInstalled = () => existsSync('/usr/bin/pg_autoctl') && existsSync(join(PG_BIN, 'postgres'));

/**
 * A postmaster killed with SIGKILL leaves its socket's lock file behind (`.s.PGSQL.<port>.lock`, holding its PID).
 * PostgreSQL removes a stale one itself, unless that PID now belongs to another process: then it refuses to start,
 * and pg_autoctl keeps trying for ever. Seen in CI, whose test runs between two formations spawn thousands of
 * processes: the monitor never listened. The formation's ports are free of it before a start and after a stop.
 */
function removeSocketLocks(ports: number[]) {
  for (const folder of ['/var/run/postgresql', tmpdir()])
    for (const port of ports)
      for (const file of [`.s.PGSQL.${port}.lock`, `.s.PGSQL.${port}`]) rmSync(join(folder, file), { force: true });
}

export async function startFormation(opts: { basePort: number; dbName: string }): Promise<Formation> {
  const ports = [opts.basePort, opts.basePort + 1, opts.basePort + 2];
  removeSocketLocks(ports);
  const dir = mkdtempSync(join(tmpdir(), 'lunchbox-failover-'));
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? Number(execFileSync('id', ['-u', 'postgres']).toString()) : undefined;
  for (const sub of ['config', 'data', 'run']) mkdirSync(join(dir, sub));
  if (owner !== undefined)
    for (const path of [dir, ...['config', 'data', 'run'].map((s) => join(dir, s))]) chownSync(path, owner, owner);
  const env = {
    PATH: `${PG_BIN}:${process.env.PATH}`,
    XDG_CONFIG_HOME: join(dir, 'config'),
    XDG_DATA_HOME: join(dir, 'data'),
    XDG_RUNTIME_DIR: join(dir, 'run'),
  };
  /** pg_autoctl with `args`, as postgres when root. */
  const command = (args: string[]): [string, string[]] =>
    asRoot
      ? [
          'runuser',
          ['-u', 'postgres', '--', 'env', ...Object.entries(env).map(([k, v]) => `${k}=${v}`), 'pg_autoctl', ...args],
        ]
      : ['pg_autoctl', args];
  /** What each pg_autoctl said last, for a formation that did not start. */
  const outputs: Record<string, string> = {};
  const run = (name: string, args: string[]) => {
    const [file, argv] = command(args);
    const child = spawn(file, argv, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const keep = (chunk: Buffer) => (output = outputs[name] = (output + chunk.toString()).slice(-4000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.on('exit', (code, signal) => {
      if (!stopping && !killed.has(name)) console.error(`pg_autoctl ${name} exited (${code ?? signal}):\n${output}`);
    });
    return child;
  };
  const show = (args: string[]) => {
    const [file, argv] = command(args);
    return execFileSync(file, argv, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'ignore'],
    }).toString();
  };
  let stopping = false;
  const killed = new Set<string>();
  const monitorData = join(dir, 'monitor');
  const monitorPort = opts.basePort;
  const common = ['--hostname', '127.0.0.1', '--auth', 'trust', '--no-ssl', '--run'];
  const monitor = run('monitor', [
    'create',
    'monitor',
    '--pgdata',
    monitorData,
    '--pgport',
    String(monitorPort),
    ...common,
  ]);
  const monitorUrl = `postgres://autoctl_node@127.0.0.1:${monitorPort}/pg_auto_failover?sslmode=disable`;
  const nodes: FormationNode[] = [];
  const state = () =>
    JSON.parse(show(['show', 'state', '--pgdata', monitorData, '--json'])) as {
      nodename: string;
      current_group_state: string;
      assigned_group_state: string;
    }[];
  let current: ReturnType<typeof state> = [];
  const waitFor = async (what: string, done: () => boolean, timeoutMs: number) => {
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(500)) {
      try {
        current = state();
        if (done()) return;
      } catch {
        // The monitor is not up yet.
      }
    }
    throw new Error(`pg_auto_failover: no ${what} after ${timeoutMs / 1000} s: ${JSON.stringify(current)}`);
  };
  const stop = async () => {
    stopping = true;
    for (const child of [...nodes.map((n) => n.child), monitor]) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    await sleep(500);
    rmSync(dir, { recursive: true, force: true });
    removeSocketLocks(ports);
  };
  try {
    // Not asked before its server listens: `show state` writes the same configuration folders the monitor is
    // creating, and the two at once failed the monitor ("Failed to create state directory ...: File exists").
    await waitForPort(monitorPort, 60_000);
    await waitFor('monitor', () => true, 60_000);
    // Quick detection (defaults take about 20 s to call a node unhealthy): the benchmark times the failover.
    const monitorDb = postgres(`postgres://postgres@127.0.0.1:${monitorPort}/pg_auto_failover`, {
      max: 1,
      onnotice: () => {},
    });
    await monitorDb.unsafe(`alter system set pgautofailover.health_check_period = 1000`);
    await monitorDb.unsafe(`alter system set pgautofailover.health_check_timeout = 1000`);
    await monitorDb.unsafe(`alter system set pgautofailover.health_check_max_retries = 1`);
    await monitorDb.unsafe(`alter system set pgautofailover.health_check_retry_delay = 500`);
    await monitorDb.unsafe(`alter system set pgautofailover.node_considered_unhealthy_timeout = 3000`);
    // How long a primary that does not answer is given to demote itself before its standby is promoted (30 s by
    // default, docs/operations.md): the benchmark's rush is shorter than a production setting needs to be.
    await monitorDb.unsafe(`alter system set pgautofailover.primary_demote_timeout = 5000`);
    await monitorDb.unsafe(`select pg_reload_conf()`);
    await monitorDb.end();
    for (const [i, name] of ['node1', 'node2'].entries()) {
      const port = opts.basePort + 1 + i;
      const pgdata = join(dir, name);
      const args = ['create', 'postgres', '--pgdata', pgdata, '--pgport', String(port), '--name', name];
      const child = run(name, [...args, '--monitor', monitorUrl, '--dbname', opts.dbName, ...common]);
      nodes.push({ name, port, pgdata, child });
      if (i === 0)
        await waitFor(
          'first node',
          () => current.some((n) => ['single', 'wait_primary', 'primary'].includes(n.current_group_state)),
          120_000,
        );
    }
    // The standby's base backup waits for a checkpoint: one now instead of the next timed one.
    const primary = postgres(`postgres://postgres@127.0.0.1:${opts.basePort + 1}/${opts.dbName}`, {
      max: 1,
      onnotice: () => {},
    });
    for (let i = 0; i < 10 && !current.some((n) => n.current_group_state === 'secondary'); i++) {
      await primary.unsafe('checkpoint').catch(() => {});
      await sleep(3000);
      current = state();
    }
    await primary.end();
    await waitFor(
      'primary with a secondary',
      () =>
        current.some((n) => n.current_group_state === 'primary') &&
        current.some((n) => n.current_group_state === 'secondary'),
      180_000,
    );
  } catch (error) {
    await stop();
    const said = Object.entries(outputs).map(([name, output]) => `pg_autoctl ${name} said:\n${output}`);
    throw new Error([(error as Error).message, ...said].join('\n'), { cause: error });
  }
  const hosts = nodes.map((n) => `127.0.0.1:${n.port}`).join(',');
  return {
    url: `postgres://postgres@${hosts}/${opts.dbName}?target_session_attrs=primary`,
    nodes,
    primary() {
      try {
        current = state();
      } catch {
        return undefined;
      }
      // A dead primary still reports `primary` as its last state; the monitor's goal for it says otherwise.
      const serving = ['single', 'wait_primary', 'primary'];
      const name = current.find(
        (n) => serving.includes(n.current_group_state) && serving.includes(n.assigned_group_state),
      )?.nodename;
      return nodes.find((n) => n.name === name);
    },
    kill(node) {
      killed.add(node.name);
      const postmaster = Number(readFileSync(join(node.pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(-node.child.pid!, 'SIGKILL');
      try {
        process.kill(postmaster, 'SIGKILL');
      } catch {
        // It was in the group.
      }
    },
    events: () => show(['show', 'events', '--pgdata', monitorData, '--count', '20']),
    stop,
  };
}
