/**
 * A short-lived cache of list answers in this process. Lists are read far more often than products
 * change; a few seconds of staleness across processes is acceptable, and writes in this process
 * clear it at once.
 */
export class ListCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 1_000,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    // Concurrent callers share one load; a failed load is not kept.
    const value = load();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
