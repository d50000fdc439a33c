import type { Redis } from "ioredis";

/** Failed sign-ins allowed per account and per address within the window. */
export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;

/** Counts failed sign-ins; shared through Redis so that several server processes count together. */
export interface LoginThrottle {
  /** Failures counted for this key within the window. */
  failures(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export class MemoryLoginThrottle implements LoginThrottle {
  private readonly counts = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly windowMs = FAILED_LOGIN_WINDOW_SECONDS * 1000) {}

  private live(key: string) {
    const entry = this.counts.get(key);
    if (entry && entry.resetAt <= Date.now()) {
      this.counts.delete(key);
      return undefined;
    }
    return entry;
  }

  async failures(key: string) {
    return this.live(key)?.count ?? 0;
  }

  async recordFailure(key: string) {
    const entry = this.live(key);
    if (entry) entry.count++;
    else this.counts.set(key, { count: 1, resetAt: Date.now() + this.windowMs });
    // Keep memory bounded under a spray of distinct keys.
    if (this.counts.size > 50_000) {
      for (const [k, v] of this.counts) if (v.resetAt <= Date.now()) this.counts.delete(k);
    }
  }

  async clear(key: string) {
    this.counts.delete(key);
  }
}

export class RedisLoginThrottle implements LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "hunarmand:failed-login:",
    private readonly windowSeconds = FAILED_LOGIN_WINDOW_SECONDS,
  ) {}

  async failures(key: string) {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async recordFailure(key: string) {
    const redisKey = this.prefix + key;
    // The window starts at the first failure: EXPIRE NX keeps it from sliding.
    await this.redis.multi().incr(redisKey).expire(redisKey, this.windowSeconds, "NX").exec();
  }

  async clear(key: string) {
    await this.redis.del(this.prefix + key);
  }
}
