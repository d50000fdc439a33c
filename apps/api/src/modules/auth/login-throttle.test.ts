import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { type KnownAddresses, MemoryKnownAddresses, RedisKnownAddresses } from "./known-addresses.ts";
import {
  type AttemptCounters,
  MemoryAttemptCounters,
  RedisAttemptCounters,
} from "./login-attempt-counters.ts";
import { LOGIN_LIMITS, LoginThrottle } from "./login-throttle.ts";

// The production limits, on both kinds of counters; the password check (tested through the API in
// auth.api.test.ts) is left out so that hundreds of attempts take milliseconds.
const redis = new Redis("redis://127.0.0.1:6379", { maxRetriesPerRequest: 2 });
afterAll(() => redis.quit());

interface Stores {
  counters: AttemptCounters;
  known: KnownAddresses;
}

const stores: [string, () => Stores][] = [
  ["in memory", () => ({ counters: new MemoryAttemptCounters(), known: new MemoryKnownAddresses() })],
  [
    "in Redis",
    () => {
      const prefix = `test-${randomUUID()}:login:`;
      return {
        counters: new RedisAttemptCounters(redis, prefix),
        known: new RedisKnownAddresses(redis, `${prefix}known-sign-in:`),
      };
    },
  ],
];

describe.each(stores)("the login throttle %s", (_name, makeStores) => {
  const throttleAt = (now: () => number) => {
    const { counters, known } = makeStores();
    return new LoginThrottle(counters, known, LOGIN_LIMITS, now);
  };

  it("refuses an address after 100 failures in 15 minutes, whatever the accounts", async () => {
    let clock = 1_000_000;
    const throttle = throttleAt(() => clock);
    for (let i = 0; i < 100; i++) {
      expect((await throttle.attempt("customer", `spray${i}@example.pk`, "10.1.2.3")).refused).toBe(false);
    }
    clock += 60_000;
    expect(await throttle.attempt("seller", "next@example.pk", "10.1.2.3")).toEqual({
      refused: true,
      reason: "address",
      retryAfterSeconds: 14 * 60,
    });
    expect((await throttle.attempt("seller", "next@example.pk", "10.1.2.4")).refused).toBe(false);
    clock += 14 * 60_000;
    expect((await throttle.attempt("seller", "next@example.pk", "10.1.2.3")).refused).toBe(false);
  });

  it("allows no more than 100 failures an hour on one account, however fast and from however many addresses", async () => {
    let clock = 5_000_000;
    const throttle = throttleAt(() => clock);
    const failures: number[] = [];
    let n = 0;
    // An attacker with endless addresses, trying again the moment she is told she may.
    while (clock < 5_000_000 + 3 * 60 * 60_000) {
      const attempt = await throttle.attempt("seller", "Target@Example.pk", `10.9.${n >> 8}.${n++ & 255}`);
      if (attempt.refused) clock += attempt.retryAfterSeconds * 1000;
      else failures.push(clock);
    }
    const mostInAnHour = Math.max(
      ...failures.map((t) => failures.filter((u) => u >= t && u < t + 3_600_000).length),
    );
    expect(mostInAnHour).toBeLessThanOrEqual(100);
    expect(mostInAnHour).toBe(20 + 6 + 58); // as decision 0010 works it out
    // Slowed, not locked: she keeps getting a try every minute.
    expect(failures.filter((t) => t >= 5_000_000 + 2 * 3_600_000).length).toBe(60);
  });

  it("counts an attempt before its password is checked, so a parallel burst cannot slip through", async () => {
    const throttle = throttleAt(() => 9_000_000);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => throttle.attempt("customer", "burst@example.pk", "10.3.3.3")),
    );
    expect(answers.filter((a) => !a.refused)).toHaveLength(10);
  });

  it("counts nothing for an attempt whose password was never checked", async () => {
    let clock = 2_000_000;
    const throttle = throttleAt(() => clock);
    // Thirty attempts from one address that the server was too busy to check: no pair lock, no
    // account slow-down, and the right password goes through at once.
    for (let i = 0; i < 30; i++) {
      const attempt = await throttle.attempt("customer", "busy@example.pk", "10.5.5.5");
      if (attempt.refused) throw new Error(`refused at ${i}`);
      await attempt.notChecked();
      clock += 10;
    }
    const attempt = await throttle.attempt("customer", "busy@example.pk", "10.5.5.5");
    expect(attempt.refused).toBe(false);
  });

  it("lets the owner in from an address she signed in from, however slowed her account is", async () => {
    let clock = 3_000_000;
    const throttle = throttleAt(() => clock);
    const home = "10.6.6.6";
    const signedIn = await throttle.attempt("seller", "owner@example.pk", home);
    if (signedIn.refused) throw new Error("refused");
    await signedIn.succeeded();
    for (let n = 0; n < 40; n++) await throttle.attempt("seller", "owner@example.pk", `10.7.0.${n}`);
    expect(await throttle.attempt("seller", "owner@example.pk", "10.8.0.1")).toMatchObject({
      refused: true,
      reason: "account",
    });
    clock += 1000;
    expect(await throttle.attempt("seller", "Owner@Example.pk", home)).toMatchObject({
      refused: false,
      knownAddress: true,
    });
    // Known to this account only: the same address is a stranger to another.
    expect(await throttle.attempt("seller", "other@example.pk", home)).toMatchObject({ knownAddress: false });
    // Still one pair: ten failures from home lock home out, as before.
    for (let n = 0; n < 9; n++) await throttle.attempt("seller", "owner@example.pk", home);
    expect(await throttle.attempt("seller", "owner@example.pk", home)).toMatchObject({
      refused: true,
      reason: "pair",
    });
  });

  it("does not count a correct password against the address", async () => {
    const throttle = throttleAt(() => 7_000_000);
    for (let i = 0; i < 150; i++) {
      const attempt = await throttle.attempt("customer", `user${i}@example.pk`, "10.4.4.4");
      if (attempt.refused) throw new Error(`refused at ${i}`);
      await attempt.succeeded();
    }
  });
});

describe("the in-memory counters", () => {
  it("stay bounded under a spray of made-up accounts", async () => {
    const counters = new MemoryAttemptCounters(1000);
    const throttle = new LoginThrottle(counters, new MemoryKnownAddresses(), LOGIN_LIMITS, () => 1);
    for (let i = 0; i < 5000; i++)
      await throttle.attempt("customer", `ghost${i}@example.pk`, `10.0.${i >> 8}.${i & 255}`);
    expect(counters.size).toBeLessThanOrEqual(1000);
  });
});
