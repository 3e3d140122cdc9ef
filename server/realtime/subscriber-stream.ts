// One open stream of a hub (the menus' in server/realtime/hub.ts, the bells' in server/realtime/notification-hub.ts):
// an async generator over what the hub hands its subscriber. It ends when the client leaves (its signals), the hub
// closes or the reader stops, and then gives the subscriber's place back, once.

/** A hub's record of one open stream: woken when something arrives for it or it should end. */
export interface Waiting {
  wake: (() => void) | undefined;
  done: boolean;
}

export function subscriberStream<T>(stream: {
  subscriber: Waiting;
  /** Takes the next event off the subscriber's queue; undefined when there is none yet. */
  take: () => T | undefined;
  hubClosed: () => boolean;
  /** Forgets the subscriber and gives its place among the open streams back (called once). */
  release: () => void;
  signals: AbortSignal[];
}): AsyncGenerator<T> {
  const { subscriber, take, hubClosed, signals } = stream;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    subscriber.done = true;
    for (const signal of signals) signal.removeEventListener('abort', release);
    stream.release();
    subscriber.wake?.();
  };
  // The place is given back when the client leaves (its signal), whether or not the stream was ever read.
  for (const signal of signals) {
    if (signal.aborted) release();
    else signal.addEventListener('abort', release, { once: true });
  }
  const finished = { done: true as const, value: undefined };
  const iterator: AsyncGenerator<T> = {
    next: async () => {
      while (!subscriber.done && !hubClosed()) {
        const value = take();
        if (value !== undefined) return { done: false, value };
        await new Promise<void>((resolve) => (subscriber.wake = resolve));
        subscriber.wake = undefined;
      }
      release();
      return finished;
    },
    return: async () => {
      release();
      return finished;
    },
    throw: async (error: unknown) => {
      release();
      throw error;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
