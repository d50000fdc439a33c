import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../../test/build-test-app.ts";
import { codSteps, confirmAsBuyer } from "../../../test/cod-fixtures.ts";
import {
  adminForFile,
  createCustomer,
  createProduct,
  createSellerWithStore,
} from "../../../test/fixtures.ts";
import { orders } from "../../db/schema/index.ts";

const t = testAppForFile();
const s = codSteps(t);
const admin = adminForFile(t);

type Shop = Awaited<ReturnType<ReturnType<typeof codSteps>["shop"]>>;

/** A COD order the buyer confirmed and the seller shipped, then marked refused at the door. */
async function refusedParcel(shop: Shop, customerToken = shop.customer.token) {
  const order = (await s.placeCod(customerToken, shop.product.id)).json().data;
  await confirmAsBuyer(t.app, customerToken, order);
  expect(
    (await s.move(shop.seller.token, order._id, { orderStatus: "Shipped", trackingNumber: "TCS-9" }))
      .statusCode,
  ).toBe(200);
  const refused = await s.move(shop.seller.token, order._id, {
    orderStatus: "Returned",
    returnReason: "refused",
  });
  expect(refused.statusCode).toBe(200);
  return refused.json().data;
}

const customerAnswer = async (id: string) =>
  (await s.call("GET", `/api/admin/customers/${id}`, admin.token)).json();

describe("a parcel refused at the door", () => {
  it("is a Shipped order marked Returned with returnReason refused, said on its events; stock comes back", async () => {
    const shop = await s.shop(5);
    const order = await refusedParcel(shop);
    expect(order.orderStatus).toBe("Returned");
    expect(order.events.at(-1)).toMatchObject({
      kind: "status",
      from: "Shipped",
      to: "Returned",
      reason: "refused",
    });
    expect(await s.stockOf(shop.product.id)).toBe(5);
    expect((await s.orderRow(order._id))?.refusedAt).not.toBeNull();
  });

  it("is only for a Shipped order (409 otherwise), and only with Returned (400), changing nothing", async () => {
    const shop = await s.shop();
    const order = (await s.placeCod(shop.customer.token, shop.product.id)).json().data;
    await confirmAsBuyer(t.app, shop.customer.token, order);
    await s.move(shop.seller.token, order._id, { orderStatus: "Processing" });
    await s.move(shop.seller.token, order._id, { orderStatus: "Delivered" });
    const late = await s.move(shop.seller.token, order._id, {
      orderStatus: "Returned",
      returnReason: "refused",
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      "Only a Shipped order can be marked refused at the door; this one is Delivered.",
    );
    const wrong = await s.move(shop.seller.token, order._id, {
      orderStatus: "Cancelled",
      returnReason: "refused",
    });
    expect(wrong.statusCode).toBe(400);
    const odd = await s.move(shop.seller.token, order._id, { orderStatus: "Returned", returnReason: "lost" });
    expect(odd.statusCode).toBe(400);
    expect(await s.orderRow(order._id)).toMatchObject({ orderStatus: "Delivered", refusedAt: null });
  });
});

describe("refusals count against Cash on Delivery", () => {
  it("at the limit (2) COD is gone: the API says why with 400; the operator sees and clears the count (audited)", async () => {
    const shop = await s.shop(20);
    const { customer } = shop;
    await refusedParcel(shop);
    expect(await customerAnswer(customer.id)).toMatchObject({
      customer: { refusals: 1, codAvailable: true },
    });
    expect((await s.call("GET", "/api/orders/cash-on-delivery", customer.token)).json()).toMatchObject({
      available: true,
      refusals: 1,
      limit: 2,
    });
    await refusedParcel(shop);
    expect((await s.call("GET", "/api/orders/cash-on-delivery", customer.token)).json()).toMatchObject({
      available: false,
      refusals: 2,
    });
    const stockBefore = await s.stockOf(shop.product.id);
    const refused = await s.placeCod(customer.token, shop.product.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "Cash on Delivery is not available for your account: 2 of your parcels were refused at the door in the last 180 days. Please choose Bank Transfer or Mobile Wallet where the store offers them.",
    );
    expect(refused.json().errors[0]).toMatchObject({ field: "paymentMethod" });
    expect(await s.stockOf(shop.product.id)).toBe(stockBefore);
    // In her words, in Urdu too.
    const urdu = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { authorization: `Bearer ${customer.token}`, "accept-language": "ur" },
      payload: {
        products: [{ product: shop.product.id, quantity: 1 }],
        shippingAddress: {
          fullName: "Sana",
          addressLine: "House 1",
          city: "Multan",
          postalCode: "60000",
          phone: "03001234567",
        },
        paymentMethod: "Cash on Delivery",
      },
    });
    expect(urdu.json().message).toMatch(/کیش آن ڈیلیوری دستیاب نہیں/);

    const cleared = await s.call("PUT", `/api/admin/customers/${customer.id}/refusals`, admin.token, {
      reset: true,
      reason: "The courier confirmed both were its own mistakes.",
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().customer).toMatchObject({ refusals: 0, codAvailable: true });
    const audit = (await s.call("GET", "/api/admin/audit?action=customer.refusals", admin.token)).json();
    expect(audit.entries[0]).toMatchObject({
      targetKind: "customer",
      targetId: customer.id,
      reason: "The courier confirmed both were its own mistakes.",
      details: { cleared: 2 },
    });
    expect((await s.placeCod(customer.token, shop.product.id)).statusCode).toBe(201);
  });

  it("refuses a clear without reset: true or a reason, and an unknown customer, changing nothing", async () => {
    const shop = await s.shop();
    await refusedParcel(shop);
    const url = `/api/admin/customers/${shop.customer.id}/refusals`;
    expect((await s.call("PUT", url, admin.token, { reset: false, reason: "Because" })).statusCode).toBe(400);
    expect((await s.call("PUT", url, admin.token, { reset: true })).statusCode).toBe(400);
    expect((await s.call("PUT", url, admin.token, { reset: true, reason: "  " })).statusCode).toBe(400);
    expect(
      (
        await s.call(
          "PUT",
          "/api/admin/customers/0190a0a0-0000-7000-8000-000000000000/refusals",
          admin.token,
          {
            reset: true,
            reason: "Nobody",
          },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await s.call("GET", "/api/admin/customers/0190a0a0-0000-7000-8000-000000000000", admin.token))
        .statusCode,
    ).toBe(404);
    expect((await customerAnswer(shop.customer.id)).customer.refusals).toBe(1);
  });

  it("counts the last 180 days only, and a limit of 0 turns the rule off", async () => {
    const shop = await s.shop(20);
    const first = await refusedParcel(shop);
    await refusedParcel(shop);
    await t.app.db.execute(
      sql`update orders set refused_at = now() - interval '181 days' where id = ${first._id}`,
    );
    expect((await customerAnswer(shop.customer.id)).customer.refusals).toBe(1);
    expect((await s.placeCod(shop.customer.token, shop.product.id)).statusCode).toBe(201);

    await refusedParcel(shop);
    expect((await s.placeCod(shop.customer.token, shop.product.id)).statusCode).toBe(400);
    expect((await s.call("PUT", "/api/admin/settings", admin.token, { codRefusalLimit: 0 })).statusCode).toBe(
      200,
    );
    expect((await s.placeCod(shop.customer.token, shop.product.id)).statusCode).toBe(201);
    expect(
      (await s.call("PUT", "/api/admin/settings", admin.token, { codRefusalLimit: 21 })).statusCode,
    ).toBe(400);
    await s.call("PUT", "/api/admin/settings", admin.token, { codRefusalLimit: 2 });
  });
});

describe("the seller sees the buyer's history on each order, counts only", () => {
  it("names refusals and deliveries across stores, never the other orders; the buyer's own answer has none", async () => {
    const shop = await s.shop(20);
    await refusedParcel(shop);
    // A delivered order at another store.
    const { seller: otherSeller, store: otherStore } = await createSellerWithStore(t.app);
    const otherProduct = await createProduct(t.app, otherStore.id);
    const elsewhere = (await s.placeCod(shop.customer.token, otherProduct.id)).json().data;
    await confirmAsBuyer(t.app, shop.customer.token, elsewhere);
    await s.move(otherSeller.token, elsewhere._id, { orderStatus: "Processing" });
    await s.move(otherSeller.token, elsewhere._id, { orderStatus: "Delivered" });

    const fresh = (await s.placeCod(shop.customer.token, shop.product.id)).json().data;
    const list = (await s.call("GET", `/api/orders/store/${shop.store.id}`, shop.seller.token)).json().data;
    const seen = list.find((o: { _id: string }) => o._id === fresh._id);
    expect(seen.buyerHistory).toEqual({ refusals: 1, delivered: 1 });
    expect(list.every((o: { store_id: string }) => o.store_id === shop.store.id)).toBe(true);
    expect(JSON.stringify(list)).not.toContain(elsewhere._id);
    const one = (await s.call("GET", `/api/orders/${fresh._id}`, shop.seller.token)).json().data;
    expect(one.buyerHistory).toEqual({ refusals: 1, delivered: 1 });
    const hers = (await s.call("GET", `/api/orders/${fresh._id}`, shop.customer.token)).json().data;
    expect(hers.buyerHistory).toBeNull();
    const newcomer = await createCustomer(t.app);
    const firstOrder = (await s.placeCod(newcomer.token, shop.product.id)).json().data;
    const firstSeen = (await s.call("GET", `/api/orders/${firstOrder._id}`, shop.seller.token)).json().data;
    expect(firstSeen.buyerHistory).toEqual({ refusals: 0, delivered: 0 });
    expect(
      await t.app.db.select({ id: orders.id }).from(orders).where(eq(orders.id, fresh._id)),
    ).toHaveLength(1);
  });
});
