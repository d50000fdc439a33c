import { randomBytes } from "node:crypto";
import net from "node:net";
import path from "node:path";
import { createDb } from "../src/db/create-db.ts";
import type { Scenario } from "./bench-options.ts";
import { bellWatcher, type EventsTold, measureEventsTold, sellerEmailsOf } from "./events-told.ts";
import type { BenchTarget } from "./fill-database.ts";
import { type BenchRequest, type LoadResult, runLoad } from "./load.ts";
import { prepareSelling, type SellingResult, type SellingStock, startSelling } from "./selling.ts";
import { startServerUnderTest } from "./server-under-test.ts";
import { buildUrlSets, READ_SCENARIOS, type ReadScenario, type UrlSets } from "./url-sets.ts";
import {
  type CheckoutCheck,
  type CheckoutStock,
  checkCheckout,
  checkoutRequests,
  dashboardRequests,
  findSellerStore,
  prepareCheckout,
} from "./writes.ts";

export interface Figure extends LoadResult {
  scenario: string;
  connections: number;
  /** The share of its requests the server answered from memory (read from its metrics, when on). */
  fromMemory?: number;
}

/** The server's count of public reads answered from memory (plugins/public-answer-cache.ts). */
async function answeredFromMemory(base: string, token: string): Promise<number> {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  const line = text
    .split("\n")
    .find((l) => l.startsWith("hunarmand_public_answers_served_from_memory_total "));
  return Number(line?.split(" ")[1] ?? Number.NaN);
}

export interface TargetResult {
  figures: Figure[];
  checkout?: CheckoutCheck;
  /** The writes beside the "mixed while selling" readers. */
  selling?: SellingResult;
  /** How fast the checkout's orders reached their sellers' bells. */
  eventsTold?: EventsTold;
  rssMb: number;
  serverProcesses: number;
}

/** Extra read scenarios the growth run uses. */
export type ReadName = ReadScenario | "deepList";

const openTarget = (target: BenchTarget) =>
  createDb(
    "databaseUrl" in target
      ? { databaseUrl: target.databaseUrl, dataDir: "", poolSize: 1 }
      : { dataDir: target.dataDir },
  );

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/**
 * The load generator stops with requests still in flight, and the server works them off after its
 * clients have gone: the next scenario starts once a health check answers quickly again, so that it
 * does not pay for the last one's backlog.
 */
async function untilIdle(base: string, timeoutMs = 120_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const started = performance.now();
    try {
      const response = await fetch(`${base}/api/health`);
      await response.arrayBuffer();
      if (response.ok && performance.now() - started < 50) return true;
    } catch {
      // Refused while overloaded: try again.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/**
 * One database under load: URL sets and write fixtures read first (the PGlite folder is the
 * server's alone once it runs), then the server in its own process, each scenario in turn, the
 * server's memory, and after it stopped, the checkout's books.
 */
export async function runTarget(
  target: BenchTarget,
  settings: {
    scenarios: Array<Scenario | "deepList">;
    connections: number;
    duration: number;
    workDir: string;
  },
  log: (line: string) => void,
): Promise<TargetResult> {
  const wants = (s: Scenario | "deepList") => settings.scenarios.includes(s);
  let urls: UrlSets;
  let stock: CheckoutStock | undefined;
  let sellerStore: string | undefined;
  let checkoutSellers: string[] = [];
  let sellingStock: SellingStock | undefined;
  const handle = await openTarget(target);
  try {
    urls = await buildUrlSets(handle.db);
    if (wants("checkout")) {
      stock = await prepareCheckout(handle.db);
      checkoutSellers = await sellerEmailsOf(
        handle.db,
        stock.products.map((p) => p.id),
      );
    }
    if (wants("dashboard")) sellerStore = await findSellerStore(handle.db);
    // Other products than the checkout's, whose books it checks afterwards.
    if (wants("selling"))
      sellingStock = await prepareSelling(handle.db, stock?.products.map((p) => p.id) ?? []);
  } finally {
    await handle.close();
  }

  const port = await freePort();
  // "mixed while selling" reports how many reads memory answered, from the server's metrics.
  const metricsToken = sellingStock ? randomBytes(16).toString("hex") : undefined;
  const server = await startServerUnderTest(
    target,
    port,
    path.join(settings.workDir, `server-${port}.log`),
    metricsToken ? { METRICS_TOKEN: metricsToken } : {},
  );
  const figures: Figure[] = [];
  const measure = async (
    scenario: string,
    requests: BenchRequest[],
    connections = settings.connections,
    fresh = false,
  ) => {
    log(`  ${scenario} (${connections} connection${connections === 1 ? "" : "s"}, ${settings.duration} s)…`);
    const memoryBefore = metricsToken ? await answeredFromMemory(server.base, metricsToken) : 0;
    const result = await runLoad({
      base: server.base,
      connections,
      duration: settings.duration,
      requests,
      fresh,
    });
    const fromMemory = metricsToken
      ? ((await answeredFromMemory(server.base, metricsToken)) - memoryBefore) /
        Math.max(1, result.ok + result.non2xx)
      : undefined;
    figures.push({ scenario, connections, ...result, fromMemory });
    const settling = Date.now();
    const idle = await untilIdle(server.base);
    const waited = (Date.now() - settling) / 1000;
    if (waited > 2 || !idle)
      log(
        `    the server took ${waited.toFixed(0)} s to work off that backlog${idle ? "" : " and was still busy"}`,
      );
  };
  let rss = { total: 0, processes: 0 };
  let checkoutStarted: Date | undefined;
  let selling: SellingResult | undefined;
  try {
    const reads: ReadName[] = [...READ_SCENARIOS, "deepList"];
    for (const name of reads) {
      if (wants(name)) await measure(name, urls[name]);
      // Right after the mixed profile alone: the same readers while the shop sells.
      if (name === "mixed" && sellingStock) {
        const shop = await startSelling(server.base, sellingStock);
        try {
          await measure("mixed while selling", urls.mixed);
        } finally {
          selling = await shop.stop();
        }
      }
    }
    // One search as a visitor's first: never answered from memory.
    if (wants("search")) await measure("search", urls.search, 1, true);
    if (sellerStore) await measure("dashboard", await dashboardRequests(server.base, sellerStore));
    if (stock) {
      const requests = await checkoutRequests(server.base, stock, Math.min(settings.connections, 20));
      const bells = await bellWatcher(server.base, checkoutSellers);
      checkoutStarted = new Date();
      await measure("checkout", requests);
      // The server stops once its queue has told the sellers of the orders (or stopped getting on).
      const started = Date.now();
      await bells.untilTold(figures.at(-1)?.ok ?? 0);
      log(
        `    the orders' notifications settled ${((Date.now() - started) / 1000).toFixed(0)} s after the load`,
      );
    }
    rss = server.residentMb();
  } finally {
    await server.stop();
  }

  let checkout: CheckoutCheck | undefined;
  let eventsTold: EventsTold | undefined;
  if (stock) {
    const after = await openTarget(target);
    try {
      checkout = await checkCheckout(after.db, stock);
      if (checkoutStarted)
        eventsTold = await measureEventsTold(
          after.db,
          stock.products.map((p) => p.id),
          checkoutStarted,
        );
    } finally {
      await after.close();
    }
  }
  return { figures, checkout, selling, eventsTold, rssMb: rss.total, serverProcesses: rss.processes };
}
