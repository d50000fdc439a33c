import type { Redis } from "ioredis";

/**
 * The addresses (networks, as the throttle counts them) each account has signed in from with the
 * right password, for `KNOWN_FOR_MS` after the last time. A sign-in from one of them is the owner's
 * far more often than not: it skips the account-wide slow-down and is checked ahead of strangers
 * (decision 0036), so a flood from other addresses cannot keep her out.
 */
export interface KnownAddresses {
  isKnown(account: string, address: string, now: number): Promise<boolean>;
  remember(account: string, address: string, now: number): Promise<void>;
}

export const KNOWN_FOR_MS = 30 * 24 * 60 * 60 * 1000;
/** The most recent addresses kept per account: a phone, a laptop, home, work and some travel. */
export const KNOWN_PER_ACCOUNT = 10;

/** One process only; bounded like the attempt counters, least recently used accounts first. */
export class MemoryKnownAddresses implements KnownAddresses {
  private readonly accounts = new Map<string, Map<string, number>>();

  constructor(private readonly maxAccounts = 100_000) {}

  async isKnown(account: string, address: string, now: number): Promise<boolean> {
    const last = this.accounts.get(account)?.get(address);
    return last !== undefined && last + KNOWN_FOR_MS > now;
  }

  async remember(account: string, address: string, now: number): Promise<void> {
    const addresses = this.accounts.get(account) ?? new Map<string, number>();
    this.accounts.delete(account); // re-inserted last, so the map stays in order of last use
    this.accounts.set(account, addresses);
    addresses.delete(address);
    addresses.set(address, now);
    for (const oldest of addresses.keys()) {
      if (addresses.size <= KNOWN_PER_ACCOUNT) break;
      addresses.delete(oldest);
    }
    for (const leastUsed of this.accounts.keys()) {
      if (this.accounts.size <= this.maxAccounts) break;
      this.accounts.delete(leastUsed);
    }
  }
}

/** A sorted set per account (address → last sign-in), trimmed to the newest and expiring unused. */
export class RedisKnownAddresses implements KnownAddresses {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async isKnown(account: string, address: string, now: number): Promise<boolean> {
    const last = await this.redis.zscore(this.prefix + account, address);
    return last !== null && Number(last) + KNOWN_FOR_MS > now;
  }

  async remember(account: string, address: string, now: number): Promise<void> {
    const key = this.prefix + account;
    await this.redis
      .multi()
      .zadd(key, now, address)
      .zremrangebyrank(key, 0, -(KNOWN_PER_ACCOUNT + 1))
      .pexpire(key, KNOWN_FOR_MS)
      .exec();
  }
}
