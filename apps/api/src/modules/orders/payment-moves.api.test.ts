import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../../test/build-test-app.ts";
import { createCustomer, createProduct, createSellerWithStore, orderOf } from "../../../test/fixtures.ts";

/** Issue 37, item 2: the payment status follows the shared move table, beside the order's status. */
const t = testAppForFile();

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function cancelledOrder(paidFirst: boolean) {
  const { seller, store } = await createSellerWithStore(t.app);
  const product = await createProduct(t.app, store.id, { quantity: 5 });
  const customer = await createCustomer(t.app);
  const placed = await orderOf(t.app, customer.token, product.id);
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().data._id as string;
  const set = (path: "status" | "payment", payload: object, language = "en") =>
    t.app.inject({
      method: "PUT",
      url: `/api/orders/${id}/${path}`,
      headers: { ...auth(seller.token), "accept-language": language },
      payload,
    });
  if (paidFirst) expect((await set("payment", { paymentStatus: "Paid" })).statusCode).toBe(200);
  expect((await set("status", { orderStatus: "Cancelled" })).statusCode).toBe(200);
  return { id, set, seller, store };
}

async function ledgerOf(storeId: string, token: string) {
  const res = await t.app.inject({ url: `/api/seller/stores/${storeId}/ledger`, headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return JSON.stringify(res.json());
}

describe("the payment of an order", () => {
  it("cannot be marked Paid once the order is cancelled: 409 saying why, nothing changes", async () => {
    const { id, set, seller, store } = await cancelledOrder(false);
    const ledgerBefore = await ledgerOf(store.id, seller.token);
    const res = await set("payment", { paymentStatus: "Paid" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("A Cancelled order cannot be marked Paid.");
    const after = await t.app.inject({ url: `/api/orders/${id}`, headers: auth(seller.token) });
    expect(after.json().data).toMatchObject({ orderStatus: "Cancelled", paymentStatus: "Pending" });
    expect(after.json().data.events.filter((e: { kind: string }) => e.kind === "payment")).toHaveLength(0);
    expect(await ledgerOf(store.id, seller.token)).toBe(ledgerBefore);
  });

  it("says so in Urdu for a reader of Urdu", async () => {
    const { set } = await cancelledOrder(false);
    const res = await set("payment", { paymentStatus: "Paid" }, "ur");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/[\u0600-\u06ff]/);
  });

  it("can be refunded after a paid order is cancelled, and then moves no more", async () => {
    const { set } = await cancelledOrder(true);
    const refunded = await set("payment", { paymentStatus: "Refunded" });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data.paymentStatus).toBe("Refunded");
    expect((await set("payment", { paymentStatus: "Paid" })).statusCode).toBe(409);
    expect((await set("payment", { paymentStatus: "Pending" })).statusCode).toBe(409);
  });
});
