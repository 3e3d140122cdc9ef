// Answers read far more often than they change (an office's menu, an office by slug) kept in memory per group
// (an office) and key (the dates). Changes arrive through NOTIFY from any instance: a group is patched in place
// or dropped; a reconnect drops everything; a short TTL is the safety net. A generation per group (and an epoch
// for everything) stops a read that started before a change from storing its stale answer, and concurrent misses
// for one key share a single database read.

interface Entry<T> {
  value: T;
  storedAt: number;
}

export class ReadCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inflight = new Map<string, Promise<T>>();
  private readonly generations = new Map<string, number>();
  private epoch = 0;

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 1000,
    private readonly clock: () => number = Date.now,
  ) {}

  private stamp(group: string) {
    return `${this.epoch}:${this.generations.get(group) ?? 0}`;
  }

  private bump(group: string) {
    this.generations.set(group, (this.generations.get(group) ?? 0) + 1);
  }

  async get(group: string, key: string, load: () => Promise<T>): Promise<T> {
    const id = `${group}|${key}`;
    const entry = this.entries.get(id);
    if (entry && this.clock() - entry.storedAt < this.ttlMs) return entry.value;
    const pending = this.inflight.get(id);
    if (pending) return pending;

    const stamp = this.stamp(group);
    const promise = load().finally(() => {
      if (this.inflight.get(id) === promise) this.inflight.delete(id);
    });
    this.inflight.set(id, promise);
    const value = await promise;
    if (this.stamp(group) === stamp) this.store(id, value);
    return value;
  }

  private store(id: string, value: T) {
    if (!this.entries.has(id) && this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, { value, storedAt: this.clock() });
  }

  private forEachOfGroup(group: string, visit: (id: string) => void) {
    const prefix = `${group}|`;
    for (const id of [...this.entries.keys()]) if (id.startsWith(prefix)) visit(id);
    for (const id of [...this.inflight.keys()]) if (id.startsWith(prefix)) this.inflight.delete(id);
  }

  /** The group changed in a way the cache cannot patch: forget it. */
  invalidate(group: string) {
    this.bump(group);
    this.forEachOfGroup(group, (id) => this.entries.delete(id));
  }

  /** The group changed in a known way: patch what is cached, keeping it warm. Reads under way store nothing. */
  update(group: string, patch: (value: T) => T) {
    this.bump(group);
    this.forEachOfGroup(group, (id) => {
      const entry = this.entries.get(id)!;
      this.entries.set(id, { value: patch(entry.value), storedAt: entry.storedAt });
    });
  }

  /** Changes may have been missed (the LISTEN connection came back): forget everything. */
  clear() {
    this.epoch += 1;
    this.entries.clear();
    this.inflight.clear();
  }

  get size() {
    return this.entries.size;
  }
}
