// Live bells. The notifications trigger (server/db/sql/notify_notification_changed.sql) NOTIFYs `notification_changes`
// with the owner's user id whenever one of their notifications is written, read or deleted; every instance LISTENs once
// and tells that person's open streams "changed", and they fetch their count again. Open streams take their place among
// the live streams of the menu hub (server/realtime/hub.ts), so the same per-address and total bounds hold for both.
import { DomainError } from '../../shared/errors';
import type { DatabaseHandle } from '../db/client';
import { serializedOnce } from '../services/plain-json';
import { LIVE_RETRY_AFTER_SECONDS, type RealtimeHub, type StreamSlot } from './hub';
import { subscriberStream, type Waiting } from './subscriber-stream';

export const NOTIFICATION_CHANNEL = 'notification_changes';

/**
 * What an open bell hears: its notifications changed, or changes may have been missed (fetch again either way), or
 * only that the stream is alive (the menus' shared heartbeat).
 */
export type NotificationEvent = { kind: 'changed' } | { kind: 'resync' } | { kind: 'heartbeat' };

const HEARTBEAT = serializedOnce<NotificationEvent>({ kind: 'heartbeat' });

interface Subscriber extends Waiting {
  pending: Readonly<NotificationEvent> | undefined;
}

export class NotificationHub {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private closed = false;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly places: RealtimeHub,
  ) {}

  async start() {
    let first = true;
    this.unlisten = await this.database.listen(
      NOTIFICATION_CHANNEL,
      (userId) => {
        for (const subscriber of this.subscribers.get(userId) ?? []) this.push(subscriber, { kind: 'changed' });
      },
      () => {
        if (first) first = false;
        else
          for (const set of this.subscribers.values())
            for (const subscriber of set) this.push(subscriber, { kind: 'resync' });
      },
    );
  }

  /** Events coalesce: a bell that has not read the last one yet needs only one more fetch. */
  private push(subscriber: Subscriber, event: Readonly<NotificationEvent>) {
    subscriber.pending = subscriber.pending?.kind === 'resync' ? subscriber.pending : event;
    subscriber.wake?.();
  }

  /** One person's stream, in a place taken from the live-stream bounds; it ends with `signals` or the hub. */
  subscribe(userId: string, address: string, signals: AbortSignal[] = []): AsyncGenerator<Readonly<NotificationEvent>> {
    const slot: StreamSlot | undefined = this.places.reserve(address);
    if (!slot) throw new DomainError('tooManyLiveStreams', { retryAfterSeconds: LIVE_RETRY_AFTER_SECONDS });
    const subscriber: Subscriber = { pending: undefined, wake: undefined, done: false };
    let set = this.subscribers.get(userId);
    if (!set) this.subscribers.set(userId, (set = new Set()));
    set.add(subscriber);
    const stopBeating = this.places.heartbeat.add(() => {
      if (!subscriber.pending) this.push(subscriber, HEARTBEAT);
    });
    return subscriberStream({
      subscriber,
      take: () => {
        const value = subscriber.pending;
        subscriber.pending = undefined;
        return value;
      },
      hubClosed: () => this.closed,
      release: () => {
        const own = this.subscribers.get(userId);
        if (own?.delete(subscriber) && own.size === 0) this.subscribers.delete(userId);
        stopBeating();
        slot.release();
      },
      signals,
    });
  }

  subscriberCount(userId: string) {
    return this.subscribers.get(userId)?.size ?? 0;
  }

  async close() {
    this.closed = true;
    for (const set of this.subscribers.values()) for (const subscriber of set) subscriber.wake?.();
    await this.unlisten?.().catch(() => {});
    this.unlisten = undefined;
  }
}
