import { ReturnAnswer } from "@marketplace/shared/returns-contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../../test/build-test-app.ts";
import { confirmAsBuyer } from "../../../test/cod-fixtures.ts";
import {
  createCustomer,
  createProduct,
  createSellerWithStore,
  SHIPPING_ADDRESS,
} from "../../../test/fixtures.ts";
import { deliverOrder, readLedger, setPayment } from "../../../test/ledger-fixtures.ts";
import { orderItems, products, vouchers } from "../../db/schema/index.ts";

const t = testAppForFile();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A seller's store with a Rs 1,000 shawl and a Rs 500 scarf, and a buyer. */
async function shop() {
  const { seller, store } = await createSellerWithStore(t.app, "Voucher Seller");
  const shawl = await createProduct(t.app, store.id, { price: 1000, quantity: 100 });
  const scarf = await createProduct(t.app, store.id, { price: 500, quantity: 100 });
  const customer = await createCustomer(t.app);
  return { seller, store, shawl, scarf, customer };
}
type Shop = Awaited<ReturnType<typeof shop>>;

const makeVoucher = (w: Shop, payload: object, token = w.seller.token) =>
  t.app.inject({
    method: "POST",
    url: `/api/seller/stores/${w.store.id}/vouchers`,
    headers: bearer(token),
    payload,
  });
const changeVoucher = (w: Shop, id: string, payload: object) =>
  t.app.inject({
    method: "PUT",
    url: `/api/seller/vouchers/${id}`,
    headers: bearer(w.seller.token),
    payload,
  });
const check = (token: string, code: string, items: object[], language = "en") =>
  t.app.inject({
    method: "POST",
    url: "/api/vouchers/check",
    headers: { ...bearer(token), "accept-language": language },
    payload: { code, products: items },
  });
const place = (token: string, items: object[], extra: object = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: bearer(token),
    payload: {
      products: items,
      shippingAddress: SHIPPING_ADDRESS,
      paymentMethod: "Cash on Delivery",
      ...extra,
    },
  });
const listVouchers = async (w: Shop) =>
  (
    await t.app.inject({ url: `/api/seller/stores/${w.store.id}/vouchers`, headers: bearer(w.seller.token) })
  ).json().vouchers;

describe("a seller's voucher codes", () => {
  it("makes a code in capitals, lists it with its uses, and pauses, resumes and ends it", async () => {
    const w = await shop();
    const made = await makeVoucher(w, { code: " eid10 ", type: "percent", value: 10, maxDiscount: 300 });
    expect(made.statusCode).toBe(201);
    const { voucher } = made.json();
    expect(voucher).toMatchObject({
      code: "EID10",
      type: "percent",
      value: 10,
      maxDiscount: 300,
      status: "active",
      uses: 0,
    });
    expect((await listVouchers(w)).map((v: { code: string }) => v.code)).toEqual(["EID10"]);

    expect((await changeVoucher(w, voucher._id, { status: "paused" })).json().voucher.status).toBe("paused");
    expect(
      (await changeVoucher(w, voucher._id, { status: "active", value: 15 })).json().voucher,
    ).toMatchObject({
      status: "active",
      value: 15,
    });
    expect((await changeVoucher(w, voucher._id, { status: "ended" })).statusCode).toBe(200);
    const resumed = await changeVoucher(w, voucher._id, { status: "active" });
    expect(resumed.statusCode).toBe(409);
    expect(resumed.json().message).toBe("The code EID10 has ended and cannot be used again; make a new one.");
  });

  it("refuses bad terms with a clear message and keeps nothing", async () => {
    const w = await shop();
    const other = await shop();
    const refusals: Array<[object, string]> = [
      [{ code: "E!", type: "percent", value: 10 }, "A code is 3 to 20 letters, digits or dashes."],
      [{ code: "BIG", type: "percent", value: 150 }, "A percentage is a whole number from 1 to 100."],
      [{ code: "HALF", type: "percent", value: 10.5 }, "A percentage is a whole number from 1 to 100."],
      [
        {
          code: "LATE",
          type: "fixed",
          value: 100,
          startsAt: "2026-12-10T00:00:00Z",
          endsAt: "2026-12-01T00:00:00Z",
        },
        "The end must come after the start.",
      ],
      [
        { code: "THEIRS", type: "fixed", value: 100, productIds: [other.shawl.id] },
        "A code can only name this store's own products.",
      ],
      [
        { code: "NONE", type: "fixed", value: 100, productIds: [] },
        "Choose at least one product, or none for the whole store.",
      ],
    ];
    for (const [payload, message] of refusals) {
      const res = await makeVoucher(w, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(payload)).toContain(message);
    }
    expect(await listVouchers(w)).toEqual([]);
    expect((await makeVoucher(w, { code: "EID10", type: "percent", value: 10 })).statusCode).toBe(201);
    const twice = await makeVoucher(w, { code: "eid10", type: "fixed", value: 50 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("This store already has the code EID10.");
    // Another seller may not touch it.
    const [mine] = await listVouchers(w);
    const theirs = await t.app.inject({
      method: "PUT",
      url: `/api/seller/vouchers/${mine._id}`,
      headers: bearer(other.seller.token),
      payload: { status: "ended" },
    });
    expect(theirs.statusCode).toBe(403);
    expect((await listVouchers(w))[0].status).toBe("active");
  });
});

describe("a buyer's code at checkout", () => {
  it("takes 10% off the store's goods, keeps shipping's rule, taxes what she pays, and records it", async () => {
    const w = await shop();
    await makeVoucher(w, { code: "EID10", type: "percent", value: 10 });
    const lines = [
      { product: w.shawl.id, quantity: 1 },
      { product: w.scarf.id, quantity: 2 },
    ];
    const checked = await check(w.customer.token, "eid10", lines);
    expect(checked.statusCode).toBe(200);
    expect(checked.json().voucher).toMatchObject({
      code: "EID10",
      discount: 200,
      store: { _id: w.store.id },
    });

    // Rs 2,000 of goods, Rs 200 off: free shipping (above Rs 1,000 before the discount), 5% tax on Rs 1,800.
    const res = await place(w.customer.token, lines, { voucherCodes: ["EID10"], expectedTotal: 1890 });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      itemsPrice: 2000,
      discountPrice: 200,
      shippingPrice: 0,
      taxPrice: 90,
      totalPrice: 1890,
      discounts: [{ code: "EID10", campaign: null, amount: 200, fundedBy: "seller" }],
    });
    const read = await t.app.inject({ url: `/api/orders/${order._id}`, headers: bearer(w.customer.token) });
    expect(read.json().data.discounts).toEqual(order.discounts);
    const parts = await t.app.db
      .select({ d: orderItems.discountPaisa })
      .from(orderItems)
      .where(eq(orderItems.orderId, order._id));
    expect(parts.map((p) => p.d).sort((a, b) => a - b)).toEqual([100_00, 100_00]);
    expect((await listVouchers(w))[0]).toMatchObject({ uses: 1, discountGiven: 200 });
  });

  it("says why a code does not apply, in her language, and places nothing", async () => {
    const w = await shop();
    const line = [{ product: w.scarf.id, quantity: 1 }];
    const codes: Array<[object, string]> = [
      [
        { code: "SOON", type: "percent", value: 10, startsAt: "2099-01-01T00:00:00Z" },
        "The code SOON has not started yet.",
      ],
      [
        { code: "GONE", type: "percent", value: 10, endsAt: "2020-01-01T00:00:00Z" },
        "The code GONE has ended.",
      ],
      [
        { code: "BIGSPEND", type: "percent", value: 10, minSpend: 1000 },
        "The code BIGSPEND needs at least Rs 1,000 from",
      ],
      [
        { code: "SHAWLS", type: "percent", value: 10, productIds: [w.shawl.id] },
        "The code SHAWLS is not for the items in your cart.",
      ],
    ];
    for (const [payload] of codes) expect((await makeVoucher(w, payload)).statusCode).toBe(201);
    for (const [payload, message] of codes) {
      const { code } = payload as { code: string };
      const checked = await check(w.customer.token, code, line);
      expect(checked.statusCode, code).toBe(400);
      expect(checked.json().message, code).toContain(message);
      const placed = await place(w.customer.token, line, { voucherCodes: [code] });
      expect(placed.statusCode, code).toBe(400);
    }
    const unknown = await check(w.customer.token, "NOPE", line, "ur");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(unknown.json().message).toContain("NOPE");
    const [stock] = await t.app.db
      .select({ q: products.quantity })
      .from(products)
      .where(eq(products.id, w.scarf.id));
    expect(stock?.q).toBe(100);
  });

  it("holds a per-buyer limit and a paused code", async () => {
    const w = await shop();
    const made = (
      await makeVoucher(w, { code: "ONCE", type: "fixed", value: 100, perCustomerLimit: 1 })
    ).json().voucher;
    const line = [{ product: w.shawl.id, quantity: 1 }];
    expect((await place(w.customer.token, line, { voucherCodes: ["ONCE"] })).statusCode).toBe(201);
    const again = await place(w.customer.token, line, { voucherCodes: ["ONCE"] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have already used the code ONCE.");
    await changeVoucher(w, made._id, { status: "paused" });
    const other = await createCustomer(t.app);
    const paused = await check(other.token, "ONCE", line);
    expect(paused.json().message).toBe("The code ONCE is paused by its store.");
  });

  it("gives the last use of a code to exactly one of 50 buyers racing for it", async () => {
    const w = await shop();
    await makeVoucher(w, { code: "LAST1", type: "percent", value: 10, usageLimit: 1 });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createCustomer(t.app, `Racer ${i}`)),
    );
    const answers = await Promise.all(
      buyers.map((b) => place(b.token, [{ product: w.scarf.id, quantity: 1 }], { voucherCodes: ["LAST1"] })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().message).toBe("The code LAST1 has been used up.");
    }
    const [row] = await t.app.db.select().from(vouchers).where(eq(vouchers.storeId, w.store.id));
    expect(row).toMatchObject({ uses: 1, discountGivenPaisa: 50_00 });
    const [stock] = await t.app.db
      .select({ q: products.quantity })
      .from(products)
      .where(eq(products.id, w.scarf.id));
    expect(stock?.q).toBe(99);
  });

  it("refuses two codes for one store", async () => {
    const w = await shop();
    await makeVoucher(w, { code: "ONE1", type: "fixed", value: 50 });
    await makeVoucher(w, { code: "TWO2", type: "fixed", value: 50 });
    const res = await place(w.customer.token, [{ product: w.shawl.id, quantity: 1 }], {
      voucherCodes: ["ONE1", "TWO2"],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Only one code per store:");
  });
});

describe("a discounted order's money", () => {
  it("charges commission on what the buyer paid and refunds a return in proportion", async () => {
    const w = await shop();
    await makeVoucher(w, { code: "EID10", type: "percent", value: 10 });
    const res = await place(w.customer.token, [{ product: w.shawl.id, quantity: 2 }], {
      voucherCodes: ["EID10"],
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    await confirmAsBuyer(t.app, w.customer.token, order);
    const world = { ...w, product: w.shawl };
    expect((await deliverOrder(t.app, world, order._id)).statusCode).toBe(200);
    expect((await setPayment(t.app, world, order._id, "Paid")).statusCode).toBe(200);
    // Rs 2,000 less Rs 200: commission 10% of Rs 1,800, tax 5% of Rs 1,800; she holds the Rs 1,890 cash.
    const ledger = await readLedger(t.app, world);
    const byKind = Object.fromEntries(ledger.entries.map((e) => [e.kind, e.amount]));
    expect(byKind).toMatchObject({ sale: 1890, "collected-by-seller": -1890, commission: -180, tax: -90 });

    // One of two units back: Rs 900 paid for it and its Rs 45 of tax.
    const asked = await t.app.inject({
      method: "POST",
      url: `/api/orders/${order._id}/returns`,
      headers: bearer(w.customer.token),
      payload: { items: [{ itemId: order.products[0]._id, quantity: 1 }], reason: "damaged", note: "Torn." },
    });
    expect(asked.statusCode).toBe(201);
    expect(ReturnAnswer.parse(asked.json()).return.refundable).toBe(945);
  });
});
