import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { SHIPPING_ADDRESS } from "../test/fixtures.ts";
import {
  answerProblem,
  describeRequest,
  type FuzzTargets,
  type HostileRequest,
  hostileRequestFor,
  type OpenApiDocument,
  PNG,
  ROUTE_STRATEGIES,
  routesOf,
} from "../test/hostile-requests.ts";
import { startServerProcess } from "../test/server-process.ts";

/**
 * `npx tsx bench/hostile-run.ts`: the real server (src/server.ts on PGlite, with the demo data)
 * answers hostile requests from the fuzz test's generators over HTTP on loopback, HOSTILE_REQUESTS
 * (20,000) of them, HOSTILE_CONCURRENCY (20) at a time, spread over every route. Prints the answers
 * by status, the answers that break the contract, and the server's memory (VmRSS) as the run goes;
 * exits 1 on any 5xx. Not part of `npm test`: it takes minutes.
 */
const TOTAL = Number(process.env.HOSTILE_REQUESTS ?? 20_000);
const CONCURRENCY = Number(process.env.HOSTILE_CONCURRENCY ?? 20);
const READY = "Hunarmand marketplace is running";

interface Answer {
  status: number;
  contentType?: string;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function send(port: number, request: HostileRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = request.payload === undefined ? undefined : Buffer.from(request.payload);
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: request.method,
        path: request.url,
        agent,
        timeout: 60_000,
        headers: {
          ...request.headers,
          // The server trusts this header in this run only, so that per-address limits see many clients.
          "x-forwarded-for": request.remoteAddress,
          ...(payload ? { "content-length": String(payload.length) } : {}),
        },
      },
      (res) => {
        // A stream (GET /api/notifications/stream) never ends: its status and headers are the answer.
        if (res.statusCode === 200 && res.headers["content-type"]?.startsWith("text/event-stream")) {
          res.destroy();
          resolve({ status: 200, contentType: res.headers["content-type"], body: "" });
          return;
        }
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers["content-type"],
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer in 60 s")));
    req.on("error", reject);
    req.end(payload);
  });
}

async function json(port: number, method: string, url: string, body?: unknown, token?: string) {
  const answer = await send(port, {
    method,
    url,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
    remoteAddress: "10.0.0.1",
  });
  if (answer.status >= 300) throw new Error(`${method} ${url} answered ${answer.status}: ${answer.body}`);
  return JSON.parse(answer.body);
}

/** Accounts, a store, products and an order of its own, made through the API as a client would. */
async function createTargets(port: number): Promise<FuzzTargets> {
  const tag = Date.now().toString(36);
  const password = "hostile-run-password";
  const customer = await json(port, "POST", "/api/auth/signup", {
    name: "Hostile Customer",
    email: `customer-${tag}@example.pk`,
    password,
  });
  const signupSeller = (name: string) =>
    json(port, "POST", "/api/seller/signup", {
      name,
      email: `${name.toLowerCase().replace(/\W/g, "-")}-${tag}@example.pk`,
      password,
      phone: "03001234567",
    });
  const seller = await signupSeller("Hostile Seller");
  const otherSeller = await signupSeller("Other Seller");
  // Accounts the operator's closure routes may really close, so the others' tokens keep working.
  const closableSeller = await signupSeller("Closable Seller");
  const closableCustomer = await json(port, "POST", "/api/auth/signup", {
    name: "Closable Customer",
    email: `closable-${tag}@example.pk`,
    password,
  });
  const { store } = await json(
    port,
    "POST",
    "/api/stores",
    {
      name: `Hostile Store ${tag}`,
      category: "Local Crafts",
      description: "A store the hostile run fuzzes.",
    },
    seller.token,
  );
  const addProduct = async (price: number) =>
    (
      await json(
        port,
        "POST",
        "/api/products",
        {
          name: `Hostile product ${price}`,
          description: "Made for the hostile run.",
          price,
          category: "Local Crafts",
          quantity: 100_000,
          images: [`data:image/png;base64,${PNG.toString("base64")}`],
          store_id: store._id,
        },
        seller.token,
      )
    ).product._id as string;
  const product = await addProduct(500);
  const dearest = await addProduct(10_000_000);
  const disposable = await addProduct(100);
  // In sizes (issue 18), so that order lines name real variants.
  const kurta = (
    await json(
      port,
      "POST",
      "/api/products",
      {
        name: "Hostile kurta",
        description: "Made for the hostile run, in sizes.",
        price: 2000,
        category: "Local Crafts",
        images: [`data:image/png;base64,${PNG.toString("base64")}`],
        store_id: store._id,
        options: [{ name: "Size", values: ["S", "M"] }],
        variants: [
          { options: { Size: "S" }, quantity: 100_000 },
          { options: { Size: "M" }, quantity: 100_000 },
        ],
      },
      seller.token,
    )
  ).product as { _id: string; variants: Array<{ _id: string }> };
  const { data: order } = await json(
    port,
    "POST",
    "/api/orders",
    {
      products: [{ product, quantity: 1 }],
      shippingAddress: SHIPPING_ADDRESS,
    },
    customer.token,
  );
  const { voucher } = await json(
    port,
    "POST",
    `/api/seller/stores/${store._id}/vouchers`,
    { code: `HOSTILE-${tag}`.slice(0, 20).toUpperCase(), type: "percent", value: 10 },
    seller.token,
  );
  const { report } = await json(
    port,
    "POST",
    `/api/products/${product}/reports`,
    { reason: "counterfeit", details: "Reported by the hostile run." },
    customer.token,
  );
  const { conversation } = await json(
    port,
    "POST",
    "/api/conversations",
    { storeId: store._id, productId: product, body: "Is this available in blue?" },
    customer.token,
  );
  const invitation = await json(
    port,
    "POST",
    `/api/seller/stores/${store._id}/helpers`,
    { contact: `helper-${tag}@example.pk`.toLowerCase(), role: "orders" },
    seller.token,
  );
  const demo = await json(port, "GET", "/api/products?limit=3");
  // The server seeds the demo, whose admin signs in with the published password.
  const admin = await json(port, "POST", "/api/admin/login", {
    email: "admin@demo.pk",
    password: "demo12345",
  });
  const { campaign } = await json(
    port,
    "POST",
    "/api/admin/campaigns",
    {
      nameEn: `Hostile Sale ${tag}`,
      nameUr: "ہوسٹائل سیل",
      startsAt: new Date(Date.now() - 3600_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      type: "percent",
      value: 10,
      fundedBy: "marketplace",
    },
    admin.token,
  );
  // One of the operator's search glossary entries (issue 33), its name unique to the run.
  const { entry: glossaryEntry } = await json(
    port,
    "POST",
    "/api/admin/glossary",
    { key: `hostile-${tag}`.toLowerCase().replace(/[^a-z0-9-]/g, ""), roman: ["hostile"] },
    admin.token,
  );
  return {
    ids: {
      product: [product, dearest, kurta._id, ...demo.products.map((p: { _id: string }) => p._id)],
      disposableProduct: [disposable],
      store: [store._id, store.slug],
      order: [order._id],
      orderItem: [order.products[0]._id],
      customer: [customer.user.id],
      seller: [seller.seller.id],
      closableCustomer: [closableCustomer.user.id],
      closableSeller: [closableSeller.seller.id],
      // The demo has one admin, the one this run signs in as, and admins are made only by the CLI:
      // an id no admin has (404s), so the run never changes her role.
      staffMember: [order._id],
      voucher: [voucher._id],
      campaign: [campaign._id],
      campaignSlug: [campaign.slug],
      report: [report._id],
      variant: kurta.variants.map((v) => v._id),
      conversation: [conversation._id],
      sitemapChunk: ["pages.xml", "stores-1.xml", "products-1.xml"],
      // No order is delivered in this run, so there is no return: an id no return has (404s).
      return: [order._id],
      // Seeded couriers' codes (issue 28).
      courier: ["trax", "leopards"],
      glossaryEntry: [glossaryEntry._id],
      // No run or identity photo is made in this run (issue 30): ids none has (404s, 403s).
      payoutRun: [order._id],
      payout: [order._id],
      kycDocument: [order._id],
      // No online payment is started in this run (issue 29): an id no payment has (404s).
      payment: [order._id],
      // An invitation to help the store (issue 32, part 4), so that removing one reaches a real row.
      storeHelper: [invitation.helper._id],
    },
    tokens: {
      customer: customer.token,
      seller: seller.token,
      admin: admin.token,
      others: [otherSeller.token],
    },
  };
}

async function rssOf(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "mp-hostile-"));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: "true",
    TRUST_PROXY: "true",
    LOG_LEVEL: "warn",
  });
  const pid = server.child.pid as number;
  try {
    await server.printed(READY, 300_000);
    const doc: OpenApiDocument = await json(server.port, "GET", "/api/docs/json");
    const missing = routesOf(doc).filter((route) => !(route in ROUTE_STRATEGIES));
    if (missing.length > 0) throw new Error(`no strategy for ${missing.join(", ")}`);
    const targets = await createTargets(server.port);
    const routes = Object.keys(ROUTE_STRATEGIES);
    const arbitraries = routes.map((route) => hostileRequestFor(doc, route, targets));

    const statuses = new Map<number, number>();
    const problems: string[] = [];
    const failures: string[] = [];
    const rss: { at: number; mb: number }[] = [{ at: 0, mb: await rssOf(pid) }];
    const started = Date.now();
    let next = 0;
    let done = 0;
    const worker = async () => {
      while (next < TOTAL) {
        const i = next++;
        const [request] = fc.sample(arbitraries[i % routes.length] as fc.Arbitrary<HostileRequest>, {
          numRuns: 1,
          seed: i,
        });
        if (!request) continue;
        try {
          const answer = await send(server.port, request);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const route = routes[i % routes.length] as string;
          const problem = answerProblem(
            answer.status,
            answer.contentType,
            answer.body,
            ROUTE_STRATEGIES[route]?.answers,
          );
          if (problem) problems.push(`${problem}\n    for ${describeRequest(request)}`);
        } catch (error) {
          failures.push(`${(error as Error).message} for ${describeRequest(request)}`);
        }
        done++;
        if (done % (TOTAL / 10) === 0) rss.push({ at: done, mb: await rssOf(pid) });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (Date.now() - started) / 1000;

    const fiveHundreds = [...statuses].filter(([s]) => s >= 500).reduce((n, [, count]) => n + count, 0);
    const loggedErrors = server
      .output()
      .split("\n")
      .filter((line) => line.includes('"level":50')).length;
    console.log(`\nHostile run: ${done} requests to ${routes.length} routes in ${seconds.toFixed(0)} s`);
    console.log(
      `(${(done / seconds).toFixed(0)} a second, ${CONCURRENCY} at a time, PGlite with demo data)\n`,
    );
    console.log("answers by status:");
    for (const [status, count] of [...statuses].sort(([a], [b]) => a - b))
      console.log(`  ${status}: ${count}`);
    console.log(`answers of 500 or more: ${fiveHundreds}`);
    console.log(`answers that break the contract (not JSON, wrong shape, stack trace): ${problems.length}`);
    for (const problem of problems.slice(0, 10)) console.log(`  ${problem}`);
    console.log(`requests without an answer (connection closed, timeout): ${failures.length}`);
    for (const failure of failures.slice(0, 5)) console.log(`  ${failure}`);
    console.log(`errors the server logged (level 50): ${loggedErrors}`);
    console.log("server memory (VmRSS, MB) after n requests:");
    console.log(`  ${rss.map((r) => `${r.at}: ${r.mb.toFixed(0)}`).join("  ")}`);
    process.exitCode = fiveHundreds > 0 ? 1 : 0;
  } finally {
    agent.destroy();
    server.child.kill("SIGTERM");
    await server.exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
