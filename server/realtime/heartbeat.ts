// Keeps idle live streams alive with one timer for all of them. tRPC's own SSE ping (server/trpc/init.ts) races
// every event of every stream against a fresh timer; it is off, and this beats instead: each open stream hears a
// heartbeat once per interval (the client reconnects after the inactivity that server/trpc/init.ts announces), the
// streams spread over the interval's slices so that 10,000 of them never beat in the same millisecond.

export class Heartbeat {
  private readonly slices: Set<() => void>[];
  private nextSlice = 0;
  private tick = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    readonly intervalMs: number,
    sliceCount = 25,
  ) {
    this.slices = Array.from({ length: sliceCount }, () => new Set());
  }

  /** Calls `beat` about once per interval until the returned function is called. */
  add(beat: () => void): () => void {
    const slice = this.slices[this.nextSlice]!;
    this.nextSlice = (this.nextSlice + 1) % this.slices.length;
    slice.add(beat);
    if (!this.timer) {
      this.timer = setInterval(() => this.beat(), this.intervalMs / this.slices.length);
      this.timer.unref();
    }
    return () => {
      slice.delete(beat);
    };
  }

  private beat() {
    const slice = this.slices[this.tick]!;
    this.tick = (this.tick + 1) % this.slices.length;
    for (const beat of slice) beat();
  }

  /** Streams registered now (tests read it). */
  get size() {
    return this.slices.reduce((sum, slice) => sum + slice.size, 0);
  }

  stop() {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
