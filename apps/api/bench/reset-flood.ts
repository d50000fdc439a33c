import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { killHard, startServerProcess } from "../test/server-process.ts";

/**
 * `npx tsx bench/reset-flood.ts`: the product list's latency on the real server (its own process,
 * PGlite with the demo data), alone and while reset-password calls with made-up tokens arrive as
 * fast as 16 connections can send them. Before issue 11 each such call hashed a password first, and
 * scrypt's turn on libuv's small thread pool pushed the list's p50 from 6 ms to about 7 s.
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

async function listLatency(baseUrl: string) {
  const pages = Array.from({ length: 5 }, (_, i) => `/api/products?page=${i + 1}&limit=12`);
  const result = await autocannon({
    url: baseUrl,
    connections: 10,
    duration: DURATION,
    requests: pages.map((p) => ({ method: "GET", path: p })),
  });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "mp-reset-flood-"));
const server = await startServerProcess({
  DATA_DIR: dataDir,
  SEED_DEMO_DATA: "true",
  NODE_ENV: "production",
  PUBLIC_URL: "http://127.0.0.1",
});
try {
  await server.printed("Hunarmand marketplace is running", 180_000);
  const alone = await listLatency(server.baseUrl);
  const flood = autocannon({
    url: `${server.baseUrl}/api/auth/reset-password`,
    connections: 16,
    duration: DURATION + 2,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token: "made-up-token-made-up-token-made-up", password: "new-secret-123" }),
  });
  const flooded = await listLatency(server.baseUrl);
  const floodResult = await flood;
  console.table([
    { scenario: "product list alone", ...alone },
    { scenario: "product list during a reset-password flood", ...flooded },
  ]);
  console.log(
    `reset-password flood: ${Math.round(floodResult.requests.average)} req/s, answers ${JSON.stringify(
      Object.fromEntries(
        Object.entries(floodResult.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
      ),
    )}`,
  );
} finally {
  await killHard(server);
  await fs.rm(dataDir, { recursive: true, force: true });
}
