import { randomInt, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  createAdmin,
  createProduct,
  createSeller,
  createStore,
  SHIPPING_ADDRESS,
} from "../../../test/fixtures.ts";
import { deliveredAndPaid, deliverOrder, ledgerWorld } from "../../../test/ledger-fixtures.ts";
import {
  customers,
  orders,
  products,
  pushPreferences,
  pushSubscriptions,
  sellers,
  stores,
} from "../../db/schema/index.ts";
import { hashPassword } from "../auth/password-hashing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = "kashi-tiles-1947";
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const close = (token: string, password = PASSWORD, language = "en") =>
  t.app.inject({
    method: "POST",
    url: "/api/account/close",
    headers: { ...bearer(token), "accept-language": language },
    payload: { password },
  });

/** Someone nobody else in the database is: a name, e-mail and phone found nowhere else. */
function person() {
  const tag = randomUUID().slice(0, 8);
  return {
    name: `Rukhsana Qazi-${tag}`,
    email: `rukhsana.${tag}@example.pk`,
    phone: `0321${String(randomInt(1_000_000, 9_999_999))}`,
  };
}

/**
 * Every text, citext and jsonb column of every table in every schema of the database (the shop's,
 * the job queue's), asked for the value: the tables and columns where it still is.
 */
async function traces(value: string): Promise<string[]> {
  type Column = { table_schema: string; table_name: string; column_name: string };
  const { rows } = (await t.app.db.execute(sql`
    select c.table_schema, c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables tb
      on tb.table_schema = c.table_schema and tb.table_name = c.table_name and tb.table_type = 'BASE TABLE'
    where c.table_schema not in ('pg_catalog', 'information_schema')
      and (c.data_type in ('text', 'character varying', 'jsonb', 'json') or c.udt_name = 'citext')`)) as unknown as {
    rows: Column[];
  };
  expect(rows.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const c of rows) {
    const hit = (await t.app.db.execute(
      sql`select 1 from ${sql.identifier(c.table_schema)}.${sql.identifier(c.table_name)}
          where lower(${sql.identifier(c.column_name)}::text) like ${`%${value.toLowerCase()}%`} limit 1`,
    )) as unknown as { rows: unknown[] };
    if (hit.rows.length > 0) found.push(`${c.table_schema}.${c.table_name}.${c.column_name}`);
  }
  return found;
}

/** A customer of her own name, e-mail and password, with a delivered, paid order and a question to the store. */
async function customerWithHistory() {
  const w = await ledgerWorld(t.app);
  const me = person();
  await t.app.db
    .update(customers)
    .set({ name: me.name, email: me.email, passwordHash: await hashPassword(PASSWORD) })
    .where(eq(customers.id, w.customer.id));
  const placed = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: bearer(w.customer.token),
    payload: {
      products: [{ product: w.product.id, quantity: 1 }],
      shippingAddress: {
        ...SHIPPING_ADDRESS,
        fullName: me.name,
        phone: me.phone,
        addressLine: `Gali ${me.name}`,
      },
      paymentMethod: "Bank Transfer",
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId: string = placed.json().data._id;
  return { w, me, orderId };
}

async function finish(w: Awaited<ReturnType<typeof ledgerWorld>>, orderId: string) {
  const res = await deliverOrder(t.app, w, orderId);
  expect(res.statusCode, res.body).toBe(200);
}

describe("POST /api/account/close", () => {
  it("refuses a customer with an open order (409, the count), a wrong password (400), and changes nothing", async () => {
    const { w, me, orderId } = await customerWithHistory();
    const before = await t.app.db.select().from(customers).where(eq(customers.id, w.customer.id));
    const open = await close(w.customer.token);
    expect(open.statusCode, open.body).toBe(409);
    expect(open.json().message).toBe(
      "You have 1 open orders. Your account can be closed once they are delivered, cancelled or returned.",
    );
    const inUrdu = await close(w.customer.token, PASSWORD, "ur");
    expect(inUrdu.json().message).toContain("آرڈر ابھی کھلے ہیں");
    await finish(w, orderId);
    const wrong = await close(w.customer.token, "not-her-password");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("That password is not right. Your account is still open.");
    const empty = await close(w.customer.token, "");
    expect(empty.statusCode).toBe(400);
    expect(await t.app.db.select().from(customers).where(eq(customers.id, w.customer.id))).toEqual(before);
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.shipFullName).toBe(me.name);
    expect(
      (await t.app.inject({ url: "/api/auth/profile", headers: bearer(w.customer.token) })).statusCode,
    ).toBe(200);
  });

  it("closes a customer: no table keeps her name, e-mail or phone; her order keeps its money; her tokens and password stop working; the e-mail is free", async () => {
    const { w, me, orderId } = await customerWithHistory();
    await finish(w, orderId);
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/conversations",
      headers: bearer(w.customer.token),
      payload: { storeId: w.store.id, productId: w.product.id, body: "Is the blue one still there?" },
    });
    expect(asked.statusCode).toBe(201);
    expect(await traces(me.email)).not.toEqual([]);
    const [before] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));

    const res = await close(w.customer.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: "Your account is closed. Your personal details have been erased.",
    });

    expect(await traces(me.email)).toEqual([]);
    expect(await traces(me.name)).toEqual([]);
    expect(await traces(me.phone)).toEqual([]);
    const [after] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after).toMatchObject({
      shipFullName: "Closed account",
      totalPaisa: before?.totalPaisa,
      orderStatus: "Delivered",
      customerId: w.customer.id,
    });
    // Her old token is dead, her password signs in nowhere, a second closure is refused.
    expect(
      (await t.app.inject({ url: "/api/auth/profile", headers: bearer(w.customer.token) })).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: me.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    // The address is free: she (or anyone owning it) may sign up anew, as a new account.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { name: "Rukhsana", email: me.email, password: PASSWORD },
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it("refuses a seller whose store balance is not zero (409 with the amount) and changes nothing", async () => {
    const w = await ledgerWorld(t.app);
    await deliveredAndPaid(t.app, w, "Bank Transfer");
    await t.app.db
      .update(sellers)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(sellers.id, w.seller.id));
    const [before] = await t.app.db.select().from(sellers).where(eq(sellers.id, w.seller.id));
    const [storeBefore] = await t.app.db.select().from(stores).where(eq(stores.id, w.store.id));
    const res = await close(w.seller.token);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(
      /^Your stores' balance is Rs [\d,.]+\. Settle it with Hunarmand before closing your account\.$/,
    );
    expect((await t.app.db.select().from(sellers).where(eq(sellers.id, w.seller.id)))[0]).toEqual(before);
    expect((await t.app.db.select().from(stores).where(eq(stores.id, w.store.id)))[0]).toEqual(storeBefore);
  });

  it("closes a seller with nothing owed: her stores leave the catalog, her products are unlisted, no table keeps her details", async () => {
    const me = person();
    const seller = await createSeller(t.app, me.name);
    await t.app.db
      .update(sellers)
      .set({
        email: me.email,
        phone: me.phone,
        status: "verified",
        passwordHash: await hashPassword(PASSWORD),
      })
      .where(eq(sellers.id, seller.id));
    const store = await createStore(t.app, seller.id, `${me.name} Crafts`);
    await t.app.db
      .update(stores)
      .set({ contactEmail: me.email, contactPhone: me.phone, paymentAccountTitle: me.name })
      .where(eq(stores.id, store.id));
    const product = await createProduct(t.app, store.id, { price: 900, quantity: 3 });
    expect((await t.app.inject({ url: `/api/products/${product.id}` })).statusCode).toBe(200);
    // Her phone asked to be told of new orders (issue 32).
    await t.app.db.insert(pushSubscriptions).values({
      sellerId: seller.id,
      endpoint: `https://push.example.test/${seller.id}`,
      p256dh: "BOr-key",
      auth: "auth-secret",
    });
    await t.app.db.insert(pushPreferences).values({ sellerId: seller.id, kinds: ["order"] });

    const res = await close(seller.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.sellerId, seller.id)),
    ).toEqual([]);
    expect(
      await t.app.db.select().from(pushPreferences).where(eq(pushPreferences.sellerId, seller.id)),
    ).toEqual([]);
    expect(await traces(me.email)).toEqual([]);
    expect(await traces(me.name)).toEqual([]);
    expect(await traces(me.phone)).toEqual([]);
    expect((await t.app.inject({ url: `/api/products/${product.id}` })).statusCode).toBe(404);
    const [unlisted] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(unlisted?.hidden).toBe(true);
    expect(
      (await t.app.inject({ url: "/api/seller/profile", headers: bearer(seller.token) })).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/seller/login",
      payload: { email: me.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it("is refused without a token (401) and to an admin (403)", async () => {
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/account/close",
      payload: { password: "x" },
    });
    expect(anonymous.statusCode).toBe(401);
    const admin = await createAdmin(t.app);
    const asAdmin = await close(admin.token);
    expect(asAdmin.statusCode).toBe(403);
  });
});
