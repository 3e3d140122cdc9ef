// Live menu changes. The database NOTIFYs `menu_changes` from triggers (server/db/sql/notify_*.sql) whenever
// something a menu shows changes; every server instance LISTENs once and hands each change to its caches at once,
// and to the open menus (server-sent event streams) of that office. So a change made through any instance, or by
// hand in SQL, reaches menus open on every instance.
//
// What a menu shows is sent per office, not per stream: an office's changes coalesce over a short window (the first
// after a quiet spell goes out at once, later ones at most every COALESCE_MS, ending on the latest portions), and
// each update is serialized once for all the office's streams (serializedOnce). Idle streams hear one shared
// heartbeat (server/realtime/heartbeat.ts) instead of a timer each. docs/decisions/059-live-menu-cost-per-phone.md.
//
// Open streams are bounded per client address and in total (an HTTP 429 beyond, before the stream opens: see
// server/http/live-stream-limit.ts), each keeps at most a short queue, and
// a reconnect of the LISTEN connection sends every stream exactly one resync, however often the driver reports it.
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../../shared/errors';
import type { DatabaseHandle } from '../db/client';
import { serializedOnce } from '../services/plain-json';
import { Heartbeat } from './heartbeat';
import { subscriberStream, type Waiting } from './subscriber-stream';

export const MENU_CHANNEL = 'menu_changes';

/** What the triggers send (server/db/sql/notify_menu_meals.sql, notify_meal_change.sql). */
export type MenuChange =
  | { kind: 'portions'; officeId: string; mealId: string; availablePortions: number }
  | { kind: 'meals'; officeId: string }
  | { kind: 'office'; officeId: string; slug: string };

// A type, not an interface, so that it counts as plain JSON (serializedOnce).
export type MealPortions = {
  mealId: string;
  availablePortions: number;
};

/**
 * What an open menu hears: some meals' portions now; "the meals changed: fetch them again"; "changes may have
 * been missed: fetch everything again"; or only that the stream is alive.
 */
export type MenuEvent =
  { kind: 'portions'; meals: MealPortions[] } | { kind: 'changed' } | { kind: 'resync' } | { kind: 'heartbeat' };

export interface StreamLimits {
  perAddress: number;
  total: number;
}

/** When a refused client may try again. */
export const LIVE_RETRY_AFTER_SECONDS = 30;

/** Reconnects reported within this quiet period make one resync. */
export const RESYNC_SETTLE_MS = 250;
/** A stream that falls this far behind gets one resync instead of the backlog. */
const MAX_QUEUE = 64;
/** An office's changes within this window reach its menus as one update (at most 250 ms: a rush still looks live). */
export const COALESCE_MS = 200;
/**
 * How often an idle stream hears a heartbeat: well under the client's reconnect-after-inactivity (server/trpc/init.ts)
 * and the proxies' idle timeouts (docs/operations.md). Each beat still costs tRPC's per-event stream path, so it is
 * as rare as those allow (docs/decisions/059-live-menu-cost-per-phone.md).
 */
export const HEARTBEAT_MS = 50_000;

// The same events for every stream, serialized once.
const RESYNC = serializedOnce<MenuEvent>({ kind: 'resync' });
const CHANGED = serializedOnce<MenuEvent>({ kind: 'changed' });
export const HEARTBEAT = serializedOnce<MenuEvent>({ kind: 'heartbeat' });

/** An office's changes not yet sent to its menus, while its window is open. */
interface OfficeBatch {
  portions: Map<string, number>;
  changed: boolean;
  timer: NodeJS.Timeout | NodeJS.Immediate;
}

const isString = (value: unknown): value is string => typeof value === 'string';

function parseChange(payload: string): MenuChange | undefined {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object' || !isString(value.officeId)) return undefined;
  switch (value.kind) {
    case 'portions':
      return isString(value.mealId) && typeof value.availablePortions === 'number'
        ? {
            kind: 'portions',
            officeId: value.officeId,
            mealId: value.mealId,
            availablePortions: value.availablePortions,
          }
        : undefined;
    case 'meals':
      return { kind: 'meals', officeId: value.officeId };
    case 'office':
      return isString(value.slug) ? { kind: 'office', officeId: value.officeId, slug: value.slug } : undefined;
    default:
      return undefined;
  }
}

/** A place among the open streams, held until released (idempotent). */
export interface StreamSlot {
  release(): void;
}

interface Subscriber extends Waiting {
  queue: Readonly<MenuEvent>[];
}

export interface HubOptions {
  coalesceMs?: number;
  heartbeat?: Heartbeat;
}

export class RealtimeHub {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly perAddress = new Map<string, number>();
  private open = 0;
  private closed = false;
  private unlisten: (() => Promise<void>) | undefined;
  private readonly changeListeners = new Set<(change: MenuChange) => void>();
  private readonly resyncListeners = new Set<() => void>();
  private readonly closers: (() => Promise<void>)[] = [];
  private resyncTimer: NodeJS.Timeout | undefined;
  private readonly batches = new Map<string, OfficeBatch>();
  private readonly coalesceMs: number;
  /** Beats for every live stream of this process, the bells' too (server/realtime/notification-hub.ts). */
  readonly heartbeat: Heartbeat;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log?: FastifyBaseLogger,
    private readonly limits: StreamLimits = { perAddress: 200, total: 5000 },
    options: HubOptions = {},
  ) {
    this.coalesceMs = options.coalesceMs ?? COALESCE_MS;
    this.heartbeat = options.heartbeat ?? new Heartbeat(HEARTBEAT_MS);
  }

  async start() {
    let first = true;
    this.unlisten = await this.database.listen(
      MENU_CHANNEL,
      (payload) => this.receive(payload),
      () => {
        // The first report is the start itself: nothing can have been missed yet, and a resync sent now would
        // reach the menus that open within the settle period.
        if (first) first = false;
        else this.resync();
      },
    );
  }

  /**
   * The LISTEN connection is (again) ready: notifications sent while it was down are lost. Caches forget what they
   * derived from them at once; open menus are told once, when the driver has stopped reporting reconnects.
   */
  resync() {
    for (const listener of this.resyncListeners) listener();
    clearTimeout(this.resyncTimer);
    this.resyncTimer = setTimeout(() => {
      this.resyncTimer = undefined;
      for (const subscribers of this.subscribers.values())
        for (const subscriber of subscribers) this.push(subscriber, RESYNC);
    }, RESYNC_SETTLE_MS);
    this.resyncTimer.unref();
  }

  private receive(payload: string) {
    const change = parseChange(payload);
    if (!change) {
      this.log?.warn({ payload }, 'ignoring a malformed menu change');
      return;
    }
    // The caches take every change at once: a reload never shows older data than the database has.
    for (const listener of this.changeListeners) listener(change);
    if (!this.subscribers.has(change.officeId)) return;
    let batch = this.batches.get(change.officeId);
    if (!batch) {
      // The first change after a quiet window goes out at once, with whatever arrived in the same read.
      const officeId = change.officeId;
      batch = { portions: new Map(), changed: false, timer: setImmediate(() => this.flush(officeId)) };
      this.batches.set(officeId, batch);
    }
    // Notifications arrive in commit order, so the last portions heard for a meal are its latest.
    if (change.kind === 'portions') batch.portions.set(change.mealId, change.availablePortions);
    else batch.changed = true;
  }

  /** Sends an office's batch to its menus and holds the window open; a window with nothing in it closes. */
  private flush(officeId: string) {
    const batch = this.batches.get(officeId);
    if (!batch) return;
    const subscribers = this.subscribers.get(officeId);
    if ((batch.portions.size === 0 && !batch.changed) || !subscribers) {
      this.batches.delete(officeId);
      return;
    }
    // "The meals changed" first: a menu that hears it fetches everything again anyway.
    const events: Readonly<MenuEvent>[] = batch.changed ? [CHANGED] : [];
    if (batch.portions.size > 0) {
      const meals = [...batch.portions].map(([mealId, availablePortions]) => ({ mealId, availablePortions }));
      events.push(serializedOnce<MenuEvent>({ kind: 'portions', meals }));
    }
    batch.portions = new Map();
    batch.changed = false;
    batch.timer = setTimeout(() => this.flush(officeId), this.coalesceMs);
    batch.timer.unref();
    for (const subscriber of subscribers) for (const event of events) this.push(subscriber, event);
  }

  private push(subscriber: Subscriber, event: Readonly<MenuEvent>) {
    if (subscriber.queue.length >= MAX_QUEUE) subscriber.queue = [RESYNC];
    else subscriber.queue.push(event);
    subscriber.wake?.();
  }

  /** Called for every change (the caches). */
  onChange(listener: (change: MenuChange) => void) {
    this.changeListeners.add(listener);
  }

  /** Called when notifications may have been missed (a reconnect): drop whatever was derived from them. */
  onResync(listener: () => void) {
    this.resyncListeners.add(listener);
  }

  /**
   * Takes a place for a stream from a client at `address`, or answers undefined when that address or the server
   * has as many open as allowed. The HTTP layer takes it before a request reaches tRPC, so a refusal is an HTTP
   * 429 rather than an error inside an opened stream (server/http/live-stream-limit.ts).
   */
  reserve(address: string): StreamSlot | undefined {
    const fromAddress = this.perAddress.get(address) ?? 0;
    if (fromAddress >= this.limits.perAddress || this.open >= this.limits.total) return undefined;
    this.perAddress.set(address, fromAddress + 1);
    this.open += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const left = (this.perAddress.get(address) ?? 1) - 1;
        if (left > 0) this.perAddress.set(address, left);
        else this.perAddress.delete(address);
        this.open -= 1;
      },
    };
  }

  /**
   * Opens a stream of one office's menu events in a place taken beforehand (reserve), or for a client at an
   * address (taking its place now, or refusing with tooManyLiveStreams). The stream ends when any of `signals`
   * aborts or the hub closes, and then gives its place back.
   */
  subscribe(
    officeId: string,
    place: StreamSlot | string,
    signals: AbortSignal[] = [],
  ): AsyncGenerator<Readonly<MenuEvent>> {
    const slot = typeof place === 'string' ? this.reserve(place) : place;
    if (!slot) throw new DomainError('tooManyLiveStreams', { retryAfterSeconds: LIVE_RETRY_AFTER_SECONDS });
    const subscriber: Subscriber = { queue: [], wake: undefined, done: false };
    let office = this.subscribers.get(officeId);
    if (!office) this.subscribers.set(officeId, (office = new Set()));
    office.add(subscriber);
    const stopBeating = this.heartbeat.add(() => {
      if (subscriber.queue.length === 0) this.push(subscriber, HEARTBEAT);
    });
    return subscriberStream({
      subscriber,
      take: () => subscriber.queue.shift(),
      hubClosed: () => this.closed,
      release: () => {
        const set = this.subscribers.get(officeId);
        if (set?.delete(subscriber) && set.size === 0) this.subscribers.delete(officeId);
        stopBeating();
        slot.release();
      },
      signals,
    });
  }

  subscriberCount(officeId: string) {
    return this.subscribers.get(officeId)?.size ?? 0;
  }

  /** Open streams in all, and from one address (tests and the benchmark read them). */
  openStreams(address?: string) {
    return address === undefined ? this.open : (this.perAddress.get(address) ?? 0);
  }

  /** Other listeners of this process to stop together with the hub. */
  onClose(close: () => Promise<void>) {
    this.closers.push(close);
  }

  /** Stops listening and ends every subscription (the process is shutting down). */
  async close() {
    this.closed = true;
    clearTimeout(this.resyncTimer);
    for (const batch of this.batches.values()) {
      clearTimeout(batch.timer as NodeJS.Timeout);
      clearImmediate(batch.timer as NodeJS.Immediate);
    }
    this.batches.clear();
    this.heartbeat.stop();
    for (const subscribers of this.subscribers.values()) for (const subscriber of subscribers) subscriber.wake?.();
    await Promise.all([this.unlisten?.(), ...this.closers.map((close) => close())].map((p) => p?.catch(() => {})));
    this.unlisten = undefined;
    this.closers.length = 0;
  }
}
