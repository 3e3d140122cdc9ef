// What an open menu costs per change (server/realtime/hub.ts, docs/decisions/059-live-menu-cost-per-phone.md): the
// caches hear every change at once, while an office's streams get its changes coalesced (the first at once, then at
// most one update per window, ending on the latest portions), each update serialized once for all of them, and
// idle streams hear one shared heartbeat instead of tRPC's per-event ping race.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { Heartbeat } from '../../server/realtime/heartbeat';
import { RealtimeHub, type MenuChange, type MenuEvent } from '../../server/realtime/hub';
import { t } from '../../server/trpc/init';
import { transformer } from '../../server/trpc/transformer';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A hub over a database that only records its LISTEN callback, so a test sends the notifications itself. */
async function hubWith(options: { coalesceMs: number; heartbeat?: Heartbeat }) {
  let deliver: (payload: string) => void = () => {};
  const database = {
    listen: async (_channel: string, onMessage: (payload: string) => void) => {
      deliver = onMessage;
      return async () => {};
    },
  } as unknown as DatabaseHandle;
  // No heartbeat within a test unless it asks for one.
  const heartbeat = options.heartbeat ?? new Heartbeat(3_600_000);
  const hub = new RealtimeHub(database, undefined, { perAddress: 10_000, total: 10_000 }, { ...options, heartbeat });
  await hub.start();
  const notify = (change: MenuChange) => deliver(JSON.stringify(change));
  return { hub, notify };
}

const portions = (mealId: string, availablePortions: number): MenuChange => ({
  kind: 'portions',
  officeId: 'office-1',
  mealId,
  availablePortions,
});

/** Reads a stream, keeping a read that is still waiting, so that what it takes later is not lost. */
function reader(stream: AsyncGenerator<Readonly<MenuEvent>>) {
  let pending: Promise<IteratorResult<Readonly<MenuEvent>>> | undefined;
  const next = async () => {
    pending ??= stream.next();
    const result = await pending;
    pending = undefined;
    return result;
  };
  return {
    next,
    /** What the stream has been handed so far, without waiting for more. */
    async drain() {
      const seen: Readonly<MenuEvent>[] = [];
      for (;;) {
        pending ??= stream.next();
        const result = await Promise.race([pending, sleep(5).then(() => undefined)]);
        if (!result) return seen;
        pending = undefined;
        if (result.done) return seen;
        seen.push(result.value);
      }
    },
    end: () => stream.return(undefined),
  };
}

let hubs: RealtimeHub[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(hubs.map((hub) => hub.close()));
  hubs = [];
});

describe('live menu updates per office', () => {
  it('sends the first change at once, coalesces a rush into one update per window, and ends on the latest state', async () => {
    const { hub, notify } = await hubWith({ coalesceMs: 300 });
    hubs.push(hub);
    const cached: MenuChange[] = [];
    hub.onChange((change) => cached.push(change));
    const stream = reader(hub.subscribe('office-1', 'address'));

    const started = performance.now();
    notify(portions('meal-a', 9));
    // The caches hear every change at once, never a window later: a reload shows what the database has.
    expect(cached).toHaveLength(1);
    expect(await stream.next()).toEqual({
      done: false,
      value: { kind: 'portions', meals: [{ mealId: 'meal-a', availablePortions: 9 }] },
    });
    expect(performance.now() - started).toBeLessThan(150);

    // A rush within the window: 40 reservations on two meals.
    for (let left = 8; left >= 0; left--) {
      notify(portions('meal-a', left));
      notify(portions('meal-b', 20 + left));
    }
    for (let i = 0; i < 22; i++) notify(portions('meal-b', 30 - i));
    expect(cached).toHaveLength(1 + 18 + 22);
    expect(await stream.drain()).toEqual([]);
    // One update when the window closes, with each meal's latest portions.
    expect((await stream.next()).value).toEqual({
      kind: 'portions',
      meals: [
        { mealId: 'meal-a', availablePortions: 0 },
        { mealId: 'meal-b', availablePortions: 9 },
      ],
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    // A quiet window closes the office's batch: the next change goes out at once again.
    await sleep(700);
    const quiet = performance.now();
    notify({ kind: 'meals', officeId: 'office-1' });
    expect((await stream.next()).value).toEqual({ kind: 'changed' });
    expect(performance.now() - quiet).toBeLessThan(150);
    await stream.end();
  });

  it('serializes each update once for all the office streams; each stream sends that text as is', async () => {
    const { hub, notify } = await hubWith({ coalesceMs: 50 });
    hubs.push(hub);
    const streams = Array.from({ length: 50 }, (_, i) => reader(hub.subscribe('office-1', `address-${i}`)));
    const other = reader(hub.subscribe('office-2', 'elsewhere'));
    const stringify = vi.spyOn(JSON, 'stringify');
    notify(portions('meal-a', 3));
    stringify.mockClear();
    const received = await Promise.all(streams.map(async (stream) => (await stream.next()).value));
    const wire = received.map((event) => transformer.output.serialize(event));
    // One serialization for all 50 streams, and the transport sends its text (a string) rather than an envelope.
    expect(stringify).toHaveBeenCalledTimes(1);
    expect(new Set(received).size).toBe(1);
    expect(new Set(wire).size).toBe(1);
    expect(wire[0]).toBe(JSON.stringify({ json: received[0] }));
    // Another office's menu heard nothing.
    expect(await other.drain()).toEqual([]);
    for (const stream of [...streams, other]) await stream.end();
  });
});

describe('heartbeat', () => {
  it('beats each idle stream once per interval from one timer, and forgets streams that end', async () => {
    const heartbeat = new Heartbeat(200, 4);
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const { hub, notify } = await hubWith({ coalesceMs: 50, heartbeat });
    hubs.push(hub);
    const streams = Array.from({ length: 20 }, (_, i) => reader(hub.subscribe(`office-${i}`, `address-${i}`)));
    expect(setInterval).toHaveBeenCalledTimes(1);
    expect(heartbeat.size).toBe(20);
    // A stream with something to read is not beaten on top of it.
    notify({ kind: 'meals', officeId: 'office-0' });
    await sleep(230);
    // Every slice has beaten once; stopped here so that reading the streams takes no time from the next round.
    heartbeat.stop();
    expect(await streams[0]!.drain()).toEqual([{ kind: 'changed' }]);
    for (const stream of streams.slice(1)) expect(await stream.drain()).toEqual([{ kind: 'heartbeat' }]);
    for (const stream of streams) await stream.end();
    expect(heartbeat.size).toBe(0);
  });

  it("leaves tRPC's per-stream ping off (it races every event against a fresh timer)", () => {
    expect(t._config.sse?.ping?.enabled).toBe(false);
  });
});
