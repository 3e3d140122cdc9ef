// LISTEN on PostgreSQL that cannot go deaf. postgres.js re-issues LISTEN after its listening connection closes, but
// when that re-LISTEN fails (during a failover every host is down or read-only for a while) it drops the error and
// the channel stays silent for good (node_modules/postgres/src/index.js, `listen`'s onclose). Seen in the failover
// run: one instance's caches stopped hearing changes on the new primary (docs/decisions/060-database-failover.md).
// So a watch checks that the listening connection still hears: every `watchMs` it sends a notification of its own
// through the pool, and when two in a row go unheard although the pool sent them, it replaces the listening
// connection and listens to every channel again; each `onReady` runs, as after any reconnect, so callers drop what
// they cached meanwhile.
import { randomBytes } from 'node:crypto';
import type postgres from 'postgres';

interface Subscription {
  channel: string;
  onMessage: (payload: string) => void;
  onReady?: () => void;
  /** Unlistens on the connection it was made on; undefined while (re)listening. */
  unlisten?: () => Promise<void>;
}

export interface ListenerOptions {
  /** Opens a new listening connection (one per generation; the replaced one is ended). */
  connect: () => postgres.Sql;
  /** Sends a notification through the pool, not the listening connection. */
  notify: (channel: string, payload: string) => Promise<unknown>;
  watchMs?: number;
}

export interface Listener {
  listen(channel: string, onMessage: (payload: string) => void, onReady?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** How many times the listening connection was replaced (tests and the failover run read it). */
  readonly replaced: number;
}

const WATCH_MS = 5000;
const MISSES_BEFORE_REPLACING = 2;

export function supervisedListener({ connect, notify, watchMs = WATCH_MS }: ListenerOptions): Listener {
  let sql = connect();
  let replaced = 0;
  let closed = false;
  const subscriptions = new Set<Subscription>();

  async function subscribe(subscription: Subscription, on: postgres.Sql) {
    const { unlisten } = await on.listen(subscription.channel, subscription.onMessage, subscription.onReady);
    if (on === sql && subscriptions.has(subscription)) subscription.unlisten = unlisten;
  }

  function replace() {
    const old = sql;
    sql = connect();
    replaced++;
    void old.end({ timeout: 0 }).catch(() => {});
    for (const subscription of subscriptions) {
      subscription.unlisten = undefined;
      // A failure here leaves the probe unheard too, so the next watches replace the connection again.
      subscribe(subscription, sql).catch(() => {});
    }
  }

  // The watch: a probe channel of this process's own, heard through the same connection as every other channel.
  const probe = `lunchbox_listen_probe_${randomBytes(6).toString('hex')}`;
  /** The latest probe: a miss counts only once the pool has sent it (a pool that cannot reach the database says nothing about this connection). */
  let latest: { token: string; sent: boolean; heard: boolean } | undefined;
  let misses = 0;
  const probeSubscription: Subscription = {
    channel: probe,
    onMessage: (payload) => {
      if (latest?.token === payload) latest.heard = true;
    },
  };
  const tick = () => {
    if (latest?.heard) misses = 0;
    else if (latest?.sent && ++misses >= MISSES_BEFORE_REPLACING) {
      misses = 0;
      replace();
    }
    const current = { token: randomBytes(6).toString('hex'), sent: false, heard: false };
    latest = current;
    notify(probe, current.token).then(
      () => (current.sent = true),
      () => {},
    );
  };
  /** The watch starts with the first channel: a handle that never listens opens no listening connection. */
  let watching: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const watch = () =>
    (watching ??= (async () => {
      subscriptions.add(probeSubscription);
      await subscribe(probeSubscription, sql).catch(() => {});
      timer = setInterval(tick, watchMs);
      timer.unref();
    })());

  return {
    async listen(channel, onMessage, onReady) {
      await watch();
      const subscription: Subscription = { channel, onMessage, ...(onReady ? { onReady } : {}) };
      subscriptions.add(subscription);
      await subscribe(subscription, sql);
      return async () => {
        subscriptions.delete(subscription);
        await subscription.unlisten?.();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await sql.end({ timeout: 5 });
    },
    get replaced() {
      return replaced;
    },
  };
}
