import { rupeesToPaisa } from "@marketplace/shared/money";
import { STOCK_RELEASING_STATUSES } from "@marketplace/shared/order-statuses";
import { orderTotals } from "@marketplace/shared/pricing";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, TEST_DRIVER, type TestApp } from "../../test/build-test-app.ts";
import * as t from "../db/schema/index.ts";
import { imageUrls } from "../lib/public-urls.ts";
import { storeDashboard } from "../modules/dashboard/dashboard.service.ts";
import {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  DEMO_PASSWORD,
  DEMO_SELLER,
  DEMO_STORES,
  DEMO_VARIANT_PRODUCTS,
  PENDING_DEMO_SELLER_EMAIL,
} from "./demo-catalog.ts";
import { DEMO_PHOTOS, PRODUCT_PHOTOS, readDemoPhoto } from "./demo-photos.ts";
import { type SeedSummary, seedDemoDataIfEmpty } from "./seed-demo-data.ts";

const DAY = 24 * 60 * 60 * 1000;

/** The demo placed through the orders service: its orders obey the same rules as the API's. */
describe(`the demo seed (${TEST_DRIVER})`, () => {
  let app: TestApp;
  let summary: SeedSummary | null;
  const seededAt = Date.now();

  beforeAll(async () => {
    app = await buildTestApp();
    summary = await seedDemoDataIfEmpty(app.database.db, app.app.images);
  }, 600_000);
  afterAll(() => app.close());

  const db = () => app.database.db;

  it("seeds once: ten stores, sixty products and five in sizes and colours, eleven orders; a second call does nothing", async () => {
    expect(summary).toEqual({ stores: 10, products: 65, orders: 11 });
    expect(await seedDemoDataIfEmpty(db(), app.app.images)).toBeNull();
  });

  it("took each order's stock like a checkout, and gave back a cancelled order's", async () => {
    const items = await db()
      .select({
        productId: t.orderItems.productId,
        quantity: t.orderItems.quantity,
        status: t.orders.orderStatus,
      })
      .from(t.orderItems)
      .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId));
    expect(items.some((i) => i.status === "Cancelled")).toBe(true);
    const held = new Map<string, number>();
    for (const item of items) {
      if (!item.productId || STOCK_RELEASING_STATUSES.includes(item.status)) continue;
      held.set(item.productId, (held.get(item.productId) ?? 0) + item.quantity);
    }
    const catalog = new Map(
      [...DEMO_STORES.flatMap((s) => s.products), ...DEMO_VARIANT_PRODUCTS].map((p) => [p.name, p.quantity]),
    );
    const products = await db().select().from(t.products);
    for (const product of products) {
      expect(product.quantity, product.name).toBe(
        (catalog.get(product.name) ?? Number.NaN) - (held.get(product.id) ?? 0),
      );
    }
    expect(held.size).toBeGreaterThan(5);
  });

  it("priced each order from its items as the API does, and kept its events in order in the past", async () => {
    const orders = await db().select().from(t.orders);
    for (const order of orders) {
      const items = await db().select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id));
      const totals = orderTotals(items.map((i) => ({ unitPaisa: i.unitPricePaisa, quantity: i.quantity })));
      expect(order.totalPaisa).toBe(totals.totalPaisa);

      // Placed over the last 30 days, so the dashboards' charts show them.
      expect(order.createdAt.getTime()).toBeGreaterThan(seededAt - 30 * DAY);
      expect(order.createdAt.getTime()).toBeLessThan(seededAt - DAY / 2);
      const events = await db()
        .select()
        .from(t.orderEvents)
        .where(eq(t.orderEvents.orderId, order.id))
        .orderBy(asc(t.orderEvents.createdAt));
      expect(events[0]).toMatchObject({
        kind: "status",
        fromValue: null,
        toValue: "Pending",
        actorRole: "customer",
      });
      expect(events[0]?.createdAt).toEqual(order.createdAt);
      // The status events, oldest first, walk from Pending to the order's status.
      const statuses = events.filter((e) => e.kind === "status");
      for (const [i, e] of statuses.entries()) if (i > 0) expect(e.fromValue).toBe(statuses[i - 1]?.toValue);
      expect(statuses.at(-1)?.toValue).toBe(order.orderStatus);
      const payments = events.filter((e) => e.kind === "payment");
      expect(payments.at(-1)?.toValue ?? "Pending").toBe(order.paymentStatus);
      for (const e of events) expect(e.createdAt.getTime()).toBeLessThan(seededAt);
      expect(order.updatedAt).toEqual(events.at(-1)?.createdAt);
      if (order.orderStatus === "Delivered") {
        expect(order.deliveredAt).toEqual(statuses.at(-1)?.createdAt);
        expect(order.trackingNumber).toMatch(/^TCS\d+$/);
      }
    }
  });

  it("shows the demo seller's dashboard four delivered orders this month, with reviews", async () => {
    const [seller] = await db().select().from(t.sellers).where(eq(t.sellers.email, DEMO_SELLER.email));
    const [store] = await db()
      .select()
      .from(t.stores)
      .where(eq(t.stores.sellerId, seller?.id ?? ""));
    const dashboard = await storeDashboard(db(), imageUrls(undefined), seller?.id ?? "", store?.id ?? "");
    expect(dashboard.stats).toMatchObject({ orders: 4, pendingOrders: 0, reviewCount: 5 });
    expect(dashboard.stats.revenue).toBeGreaterThan(0);
    expect(dashboard.daily.filter((d) => d.orders > 0)).toHaveLength(4);
    expect(rupeesToPaisa(dashboard.daily.reduce((sum, d) => sum + d.revenue, 0))).toBe(
      rupeesToPaisa(dashboard.stats.revenue),
    );
    expect(dashboard.topProducts.length).toBeGreaterThan(0);
  });

  it("signs the demo admin in with the published password; every demo seller is verified but one", async () => {
    const res = await app.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { email: DEMO_ADMIN.email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().admin).toMatchObject({ email: "admin@demo.pk", name: DEMO_ADMIN.name });
    const statuses = await db().select({ email: t.sellers.email, status: t.sellers.status }).from(t.sellers);
    expect(statuses).toHaveLength(DEMO_STORES.length);
    expect(statuses.filter((s) => s.status !== "verified")).toEqual([
      { email: PENDING_DEMO_SELLER_EMAIL, status: "pending" },
    ]);
    expect(statuses.find((s) => s.email === DEMO_SELLER.email)?.status).toBe("verified");
  });

  it("puts every delivered and paid order in its store's ledger, dated when it counted, balances in date order", async () => {
    const counted = await db().select().from(t.orders).where(eq(t.orders.inLedger, true));
    const delivered = await db().select().from(t.orders).where(eq(t.orders.orderStatus, "Delivered"));
    expect(counted.length).toBeGreaterThan(0);
    expect(counted.map((o) => o.id).sort()).toEqual(
      delivered
        .filter((o) => o.paymentStatus === "Paid")
        .map((o) => o.id)
        .sort(),
    );
    const entries = await db()
      .select()
      .from(t.ledgerEntries)
      .orderBy(asc(t.ledgerEntries.createdAt), asc(t.ledgerEntries.id));
    // Each entry starts from where its store's entry before it (by date) left the balance.
    const lastBalance = new Map<string, number>();
    for (const entry of entries) {
      expect(entry.balanceAfterPaisa - entry.amountPaisa).toBe(lastBalance.get(entry.storeId) ?? 0);
      lastBalance.set(entry.storeId, entry.balanceAfterPaisa);
      expect(entry.createdAt.getTime()).toBeLessThan(seededAt);
    }
    const balances = await db().select().from(t.storeBalances);
    expect(balances.length).toBeGreaterThan(0);
    for (const row of balances) expect(row.balancePaisa).toBe(lastBalance.get(row.storeId));
  });

  it("leaves one open report in the console's queue, by a customer other than the published one", async () => {
    const reports = await db().select().from(t.productReports);
    expect(reports).toHaveLength(1);
    expect(reports[0]?.status).toBe("open");
    const [reporter] = await db()
      .select()
      .from(t.customers)
      .where(eq(t.customers.id, reports[0]?.customerId ?? ""));
    expect(reporter?.email).not.toBe(DEMO_CUSTOMER.email);
  });

  it("sells its products in sizes and colours: one variant per combination, each with its stock and price", async () => {
    const products = await db().select().from(t.products);
    const stores = await db().select().from(t.stores);
    for (const demo of DEMO_VARIANT_PRODUCTS) {
      const product = products.find((p) => p.name === demo.name);
      expect(product, demo.name).toBeDefined();
      if (!product) continue;
      expect(stores.find((s) => s.id === product.storeId)?.name).toBe(DEMO_STORES[demo.storeIndex]?.name);
      expect(product.options).toEqual(demo.options);
      const variants = await db()
        .select()
        .from(t.productVariants)
        .where(eq(t.productVariants.productId, product.id))
        .orderBy(asc(t.productVariants.position));
      const combinations = demo.options.reduce((n, option) => n * option.values.length, 1);
      expect(variants).toHaveLength(combinations);
      const seen = new Set(variants.map((v) => JSON.stringify(v.options)));
      expect(seen.size).toBe(combinations);
      for (const variant of variants) {
        const key = demo.options.map((option) => variant.options[option.name]).join(" / ");
        expect(variant.quantity, `${demo.name} ${key}`).toBe(demo.stock[key]);
        const price = demo.prices?.[key];
        expect(variant.pricePaisa).toBe(price === undefined ? null : rupeesToPaisa(price));
      }
      expect(product.quantity).toBe(variants.reduce((sum, v) => sum + v.quantity, 0));
      expect(variants.some((v) => v.quantity === 0) || demo.options.length === 1).toBe(true);
    }
  });

  it("shows the products in sizes and colours on the public product page with their options", async () => {
    const demo = DEMO_VARIANT_PRODUCTS[0];
    const [product] = await db()
      .select()
      .from(t.products)
      .where(eq(t.products.name, demo?.name ?? ""));
    const response = await app.app.inject({ method: "GET", url: `/api/products/${product?.id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(JSON.stringify(body)).toContain('"Size"');
    expect(JSON.stringify(body)).toContain('"Indigo"');
  });

  /** The stored full-size picture of a product image URL, as the storage holds it. */
  const storedSize = async (url: string) => {
    const key = app.app.images.keyOf(url);
    if (!key) throw new Error(`not a stored image: ${url}`);
    const { width, height } = await sharp(await app.app.images.read(key)).metadata();
    return { width, height };
  };

  it("shows real photographs where the demo has one, two of them on products in sizes and colours, and tiles elsewhere", async () => {
    const products = await db().select().from(t.products);
    const withPhoto = Object.keys(PRODUCT_PHOTOS);
    expect(withPhoto.filter((name) => DEMO_VARIANT_PRODUCTS.some((p) => p.name === name)).length).toBe(2);
    for (const name of withPhoto) {
      const product = products.find((p) => p.name === name);
      expect(product, name).toBeDefined();
      const images = await db()
        .select()
        .from(t.productImages)
        .where(eq(t.productImages.productId, product?.id ?? ""))
        .orderBy(asc(t.productImages.position));
      const files = PRODUCT_PHOTOS[name] ?? [];
      expect(
        images.map((i) => i.position),
        name,
      ).toEqual(files.map((_, i) => i));
      for (const [i, file] of files.entries()) {
        // Re-encoded like an upload, the photograph keeps its own size and shape (tiles are 800 x 800).
        const { width, height } = await sharp(await readDemoPhoto(file)).metadata();
        expect(await storedSize(images[i]?.url ?? ""), `${name}: ${file}`).toEqual({ width, height });
      }
    }
    expect(new Set(Object.values(PRODUCT_PHOTOS).flat())).toEqual(new Set(DEMO_PHOTOS.map((p) => p.file)));
    const tiled = products.find((p) => p.name === "Phulkari Dupatta, Sunset Bagh");
    const [tile] = await db()
      .select()
      .from(t.productImages)
      .where(eq(t.productImages.productId, tiled?.id ?? ""))
      .orderBy(asc(t.productImages.position));
    expect(await storedSize(tile?.url ?? "")).toEqual({ width: 800, height: 800 });
  });
});
