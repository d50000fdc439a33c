import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, TEST_DRIVER, type TestApp } from "../../../test/build-test-app.ts";
import { freePort } from "../../../test/server-process.ts";

/** A Redis server of the test's own on `port`, started for real (the machine's redis-server). */
async function startRedis(port: number): Promise<ChildProcess> {
  const server = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Ready to accept connections")) resolve();
    });
  });
  return server;
}

async function healthUntil(t: TestApp, status: number, withinMs: number) {
  const started = Date.now();
  for (;;) {
    const res = await t.app.inject({ url: "/api/health" });
    if (res.statusCode === status || Date.now() - started > withinMs) return res;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("readiness for a load balancer (/api/health)", () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("answers 503 naming Redis while Redis does not answer, and 200 once it does", async () => {
    const port = await freePort();
    const t = await buildTestApp({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_KEY_PREFIX: `readiness-${port}:`,
    });
    cleanups.push(() => t.close());

    const down = await t.app.inject({ url: "/api/health" });
    expect(down.statusCode).toBe(503);
    expect(down.headers["retry-after"]).toBe("5");
    // Redis is named; on a machine loaded past the 2 s limit the database may be named beside it.
    expect(down.json()).toMatchObject({
      success: false,
      status: "unavailable",
      database: TEST_DRIVER,
      failing: expect.arrayContaining(["redis"]),
      message: expect.stringMatching(/^Not ready: (the database and )?Redis did not answer within 2 s\.$/),
    });

    const redis = await startRedis(port);
    cleanups.push(() => void redis.kill());
    const up = await healthUntil(t, 200, 15_000);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ success: true, status: "ok", database: TEST_DRIVER });
  });

  it("answers 503 naming the database once the database is gone", async () => {
    const t = await buildTestApp();
    // The test closes the database itself; the rest of the app is closed after it.
    cleanups.push(async () => {
      await t.app.close();
      await fs.rm(t.config.dataDir, { recursive: true, force: true });
    });
    expect((await t.app.inject({ url: "/api/health" })).statusCode).toBe(200);

    await t.database.close();
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "unavailable", failing: ["database"] });
  });
});
