import { describe, expect, it, vi } from "vitest";
import { HttpError } from "../../lib/http-error.ts";
import { hashParams, hashPassword, ScryptQueue, scryptQueue, verifyPassword } from "./password-hashing.ts";

describe("scrypt work is bounded", () => {
  it("runs at most two of 16 concurrent hashes at once, and finishes them all", {
    timeout: 60_000,
  }, async () => {
    scryptQueue.peak = 0;
    const startedBefore = scryptQueue.started;
    const passwords = Array.from({ length: 16 }, (_, i) => `password-${i}`);
    const pending = passwords.map((p) => hashPassword(p));
    expect(scryptQueue.running).toBe(scryptQueue.concurrent);
    expect(scryptQueue.queued).toBe(14);
    const hashes = await Promise.all(pending);
    expect(scryptQueue.peak).toBe(2);
    expect(scryptQueue.started - startedBefore).toBe(16);
    expect(scryptQueue.running).toBe(0);
    expect(new Set(hashes).size).toBe(16);
    expect(await verifyPassword("password-3", hashes[3] ?? "")).toBe(true);
    expect(await verifyPassword("password-4", hashes[3] ?? "")).toBe(false);
  });

  it("serves waiting work first come, first served, and answers 503 with Retry-After past its bound", async () => {
    const queue = new ScryptQueue(1, 2);
    const order: number[] = [];
    const releases: Array<() => void> = [];
    const job = (n: number) =>
      queue.run(
        () =>
          new Promise<number>((resolve) => {
            order.push(n);
            releases.push(() => resolve(n));
          }),
      );
    const running = [job(1), job(2), job(3)];
    const refused = await job(4).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      statusCode: 503,
      message: "The server is busy checking other passwords. Please try again in 5 seconds.",
      more: { headers: { "retry-after": "5" } },
    });
    while (releases.length > 0 || order.length < 3) {
      await new Promise((r) => setImmediate(r));
      expect(queue.running).toBe(1);
      releases.shift()?.();
    }
    expect(await Promise.all(running)).toEqual([1, 2, 3]);
    expect(order).toEqual([1, 2, 3]);
    expect(queue.running).toBe(0);
    expect(queue.peak).toBe(1);
  });

  it("serves the priority lane first, with room of its own when strangers fill theirs", async () => {
    const queue = new ScryptQueue(1, 2);
    const order: string[] = [];
    const releases: Array<() => void> = [];
    const job = (name: string, lane: "priority" | "normal") =>
      queue.run(
        () =>
          new Promise<string>((resolve) => {
            order.push(name);
            releases.push(() => resolve(name));
          }),
        lane,
      );
    const running = [job("first", "normal"), job("stranger 1", "normal"), job("stranger 2", "normal")];
    await expect(job("stranger 3", "normal")).rejects.toMatchObject({ statusCode: 503 });
    running.push(job("owner", "priority"));
    while (releases.length > 0 || order.length < 4) {
      await new Promise((r) => setImmediate(r));
      releases.shift()?.();
    }
    await Promise.all(running);
    expect(order).toEqual(["first", "owner", "stranger 1", "stranger 2"]);
  });
});

describe("the cost of new hashes", () => {
  it("is OWASP's N=2^17 unless PASSWORD_HASH_COST says otherwise, and refuses a cost out of 14 to 20", () => {
    expect(hashParams({})).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(hashParams({ PASSWORD_HASH_COST: "14" })).toEqual({ N: 2 ** 14, r: 8, p: 1 });
    for (const wrong of ["13", "21", "16.5", "seventeen"]) {
      expect(() => hashParams({ PASSWORD_HASH_COST: wrong })).toThrow(/from 14 to 20/);
    }
  });

  it("keeps the cost in the hash, so a password hashed at one cost is checked at another", async () => {
    // The lowest allowed cost: three full-cost hashes took over 5 s on a busy 2-core CI machine.
    vi.stubEnv("PASSWORD_HASH_COST", "14");
    const cheap = await hashPassword("zari-work");
    vi.unstubAllEnvs();
    expect(cheap.split("$")[1]).toBe(String(2 ** 14));
    const stored = ["scrypt", 2 ** 15, ...cheap.split("$").slice(2)].join("$");
    // The same salt at another N derives another key: the stored N is the one used.
    expect(await verifyPassword("zari-work", stored)).toBe(false);
    expect(await verifyPassword("zari-work", cheap)).toBe(true);
  });
});
