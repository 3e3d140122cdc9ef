// Live menu changes. Writers NOTIFY on `menu_changes` inside their statement (delivered at commit); every server
// instance LISTENs once and fans each change out to its subscribers of that office and to its menu cache. So a
// reserve on one instance reaches menus open on any other.
import { EventEmitter, on } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { MENU_CHANNEL, type MenuChangeRow } from '../db/queries/preorders';

export type MenuChange = MenuChangeRow;

/** What an open menu hears: a meal's portions now, or "changes may have been missed: fetch the menu again". */
export type MenuEvent = ({ kind: 'portions' } & MenuChange) | { kind: 'resync' };

const isMenuChange = (value: unknown): value is MenuChange => {
  const v = value as Partial<MenuChange> | null;
  return !!v && typeof v.officeId === 'string' && typeof v.mealId === 'string' && typeof v.availablePortions === 'number';
};

export class RealtimeHub {
  private readonly emitter = new EventEmitter();
  private readonly closing = new AbortController();
  private unlisten: (() => Promise<void>) | undefined;
  private readonly changeListeners = new Set<(change: MenuChange) => void>();
  private readonly resyncListeners = new Set<() => void>();
  private readonly closers: (() => Promise<void>)[] = [];

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log?: FastifyBaseLogger,
  ) {
    // Every open menu is one listener; there is no leak to warn about.
    this.emitter.setMaxListeners(0);
  }

  async start() {
    this.unlisten = await this.database.listen(
      MENU_CHANNEL,
      (payload) => this.receive(payload),
      () => this.resync(),
    );
  }

  /**
   * The LISTEN connection is (again) ready: notifications sent while it was down are lost. Caches forget what they
   * derived from them, and every open menu is told to fetch itself again.
   */
  resync() {
    for (const listener of this.resyncListeners) listener();
    for (const name of this.emitter.eventNames()) {
      if (String(name).startsWith('office:')) this.emitter.emit(name, { kind: 'resync' } satisfies MenuEvent);
    }
  }

  private receive(payload: string) {
    let change: unknown;
    try {
      change = JSON.parse(payload);
    } catch {
      change = undefined;
    }
    if (!isMenuChange(change)) {
      this.log?.warn({ payload }, 'ignoring a malformed menu change');
      return;
    }
    for (const listener of this.changeListeners) listener(change);
    this.emitter.emit(`office:${change.officeId}`, { kind: 'portions', ...change } satisfies MenuEvent);
  }

  /** Called for every change (the menu cache). */
  onChange(listener: (change: MenuChange) => void) {
    this.changeListeners.add(listener);
  }

  /** Called when notifications may have been missed (a reconnect): drop whatever was derived from them. */
  onResync(listener: () => void) {
    this.resyncListeners.add(listener);
  }

  /** The events of one office's menu until `signal` aborts or the hub closes. */
  async *subscribe(officeId: string, signal?: AbortSignal): AsyncGenerator<MenuEvent> {
    const stop = signal ? AbortSignal.any([signal, this.closing.signal]) : this.closing.signal;
    try {
      for await (const [event] of on(this.emitter, `office:${officeId}`, { signal: stop })) yield event as MenuEvent;
    } catch (error) {
      if ((error as Error).name !== 'AbortError') throw error;
    }
  }

  subscriberCount(officeId: string) {
    return this.emitter.listenerCount(`office:${officeId}`);
  }

  /** Other listeners of this process to stop together with the hub. */
  onClose(close: () => Promise<void>) {
    this.closers.push(close);
  }

  /** Stops listening and ends every subscription (the process is shutting down). */
  async close() {
    this.closing.abort();
    await Promise.all([this.unlisten?.(), ...this.closers.map((close) => close())].map((p) => p?.catch(() => {})));
    this.unlisten = undefined;
    this.closers.length = 0;
  }
}
