import { describe, expect, it } from "vitest";
import { HttpError } from "../../lib/http-error.ts";
import { hashPassword, ScryptQueue, scryptQueue, verifyPassword } from "./password-hashing.ts";

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
});
