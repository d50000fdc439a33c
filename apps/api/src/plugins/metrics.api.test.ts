import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, TEST_DRIVER, type TestApp } from "../../test/build-test-app.ts";
import {
  createAdmin,
  createCustomer,
  createProduct,
  createSellerWithStore,
  orderOf,
} from "../../test/fixtures.ts";
import { type SmtpInbox, startSmtpInbox } from "../../test/smtp-inbox.ts";

const TOKEN = "a-metrics-token-for-the-test-scraper";

let t: TestApp;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp({
    METRICS_TOKEN: TOKEN,
    SMTP_URL: inbox.url,
    PUBLIC_URL: "https://shop.example.pk",
    // The answer cache is off in most tests; its series are only there when it is on.
    PUBLIC_ANSWER_CACHE_MB: "16",
  });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

async function scrape(): Promise<string> {
  const res = await t.app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The value of one series, e.g. `value(text, 'hunarmand_emails_sent_total')`; undefined when absent. */
function value(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function placeOrder(customerToken: string, productId: string) {
  const res = await orderOf(t.app, customerToken, productId);
  expect(res.statusCode).toBe(201);
}

describe("GET /metrics", () => {
  it("refuses a scrape without the token or with another one, a shop's own tokens included", async () => {
    const customer = await createCustomer(t.app);
    const admin = await createAdmin(t.app);
    for (const authorization of [
      undefined,
      "Bearer wrong-token-of-the-same-kind",
      `Bearer ${TOKEN}x`,
      TOKEN,
      `Basic ${TOKEN}`,
      `Bearer ${customer.token}`,
      `Bearer ${admin.token}`,
    ]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers["www-authenticate"]).toBe("Bearer");
      expect(res.body).not.toContain("http_request_duration_seconds");
    }
  });

  it("reports requests by route pattern, the answer cache, the database, the queue, e-mails, orders and the process", async () => {
    const { store } = await createSellerWithStore(t.app);
    const product = await createProduct(t.app, store.id, { quantity: 10 });
    const customer = await createCustomer(t.app);
    // The same public read twice: the second is answered from memory.
    for (let i = 0; i < 2; i++) {
      const read = await t.app.inject({ method: "GET", url: `/api/products/store/${store.id}` });
      expect(read.statusCode).toBe(200);
    }
    const afterReads = await scrape();
    expect(value(afterReads, "hunarmand_public_answers_kept_total")).toBe(1);
    expect(value(afterReads, "hunarmand_public_answers_served_from_memory_total")).toBe(1);
    expect(value(afterReads, "hunarmand_public_answers_held")).toBe(1);
    expect(value(afterReads, "hunarmand_public_answers_held_bytes")).toBeGreaterThan(0);
    await t.app.inject({ method: "GET", url: "/no/such/address/anywhere" });
    await placeOrder(customer.token, product.id);
    // The order's e-mails reach the mail server, then one finds it down.
    await vi.waitFor(
      async () => expect(value(await scrape(), "hunarmand_emails_sent_total")).toBeGreaterThan(0),
      {
        timeout: 15_000,
        interval: 200,
      },
    );
    inbox.refuse(true);
    await placeOrder(customer.token, product.id);
    await vi.waitFor(
      async () => expect(value(await scrape(), "hunarmand_emails_failed_total")).toBeGreaterThan(0),
      { timeout: 15_000, interval: 200 },
    );

    const text = await scrape();
    // The route's pattern, never the address asked (the store's id) nor an unknown one.
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/products\/store\/:storeId",status_code="200"\} 2\n/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.1",method="POST",route="\/api\/orders",status_code="201"\} \d/,
    );
    expect(text).toContain('route="(no route)",status_code="404"');
    expect(text).not.toContain(store.id);
    expect(text).not.toContain("/no/such/address");
    // Each order is a write: it empties the cache.
    expect(value(text, "hunarmand_public_answers_held")).toBe(0);
    expect(text).toMatch(
      new RegExp(`hunarmand_db_pool_connections\\{driver="${TEST_DRIVER}",state="in_use"\\} \\d`),
    );
    expect(text).toMatch(new RegExp(`hunarmand_db_pool_waiting\\{driver="${TEST_DRIVER}"\\} 0`));
    expect(text).toMatch(/hunarmand_queue_jobs\{queue="domain-events",state="completed"\} [1-9]/);
    expect(text).toMatch(/hunarmand_queue_jobs\{queue="mail",state="(retry|created|active)"\} [1-9]/);
    expect(value(text, "hunarmand_orders_placed_total")).toBe(2);
    expect(text).toContain('hunarmand_orders_by_payment{method="Cash on Delivery",state="Pending"} 2');
    expect(text).toMatch(/\nprocess_resident_memory_bytes \d+/);
    expect(text).toMatch(/\nnodejs_eventloop_lag_p99_seconds \d/);
    inbox.refuse(false);
  });
});

describe("GET /metrics switched off or on a port of its own", () => {
  it("answers 404 on the public port when no token is set, as for any address that is not there", async () => {
    const off = await buildTestApp();
    try {
      const res = await off.app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(off.app.metricsAddress()).toBeNull();
      // Nothing timed nor watched while off: the hot paths pay nothing for it.
      expect(await off.app.metrics.metrics()).not.toMatch(/http_request_duration|nodejs_eventloop/);
    } finally {
      await off.close();
    }
  });

  it("serves METRICS_PORT alone (404 on the public port), still asking for the token when one is set", async () => {
    const port = await freePort();
    const separate = await buildTestApp({
      METRICS_PORT: String(port),
      METRICS_TOKEN: TOKEN,
      HOST: "127.0.0.1",
    });
    try {
      expect(separate.app.metricsAddress()?.port).toBe(port);
      const onPublic = await separate.app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(onPublic.statusCode).toBe(404);
      const url = `http://127.0.0.1:${port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: "Bearer wrong" } })).status).toBe(401);
      expect((await fetch(`http://127.0.0.1:${port}/api/products`)).status).toBe(404);
      const scraped = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain("process_resident_memory_bytes");
    } finally {
      await separate.close();
    }
    // Closed with the app: the port is free again.
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
