// The worker inside a server instance for one table of the delivery queue (server/outbound/dispatch.ts): woken by
// the table's NOTIFY, and every POLL_MS anyway for retries and messages that come due. One pass at a time per
// instance; a wake during a pass runs one more after it.
export type Listen = (channel: string, onMessage: () => void) => Promise<() => Promise<void>>;

export class QueueWorker {
  static readonly POLL_MS = 30_000;
  private running: Promise<unknown> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly queue: { channel: string; listen: Listen; pass: () => Promise<unknown> },
    private readonly onError: (error: unknown) => void,
  ) {}

  async start() {
    this.stopListening = await this.queue.listen(this.queue.channel, () => this.wake());
    this.timer = setInterval(() => this.wake(), QueueWorker.POLL_MS);
    this.timer.unref();
    this.wake();
  }

  wake() {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.queue
      .pass()
      .catch(this.onError)
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  async stop() {
    clearInterval(this.timer);
    await this.stopListening?.().catch(() => {});
    await this.running;
  }
}
