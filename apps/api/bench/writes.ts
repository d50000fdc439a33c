import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../src/db/create-db.ts";
import { BENCH_PASSWORD, benchCustomerEmail, benchSellerEmail } from "./generate-catalog.ts";
import type { BenchRequest } from "./load.ts";
import { IdRow, queryRows } from "./query-rows.ts";

/** The checkout's contested products: a few with stock for the run, one that sells out in seconds. */
const AMPLE_STOCK = 5000;
const SCARCE_STOCK = 10;
const CONTESTED_PRODUCTS = 5;

export interface CheckoutStock {
  products: Array<{ id: string; stockBefore: number; unitsSoldBefore: number; ordersBefore: number }>;
}

const listedInStock = sql`not p.hidden and exists (select 1 from stores s join sellers x on x.id = s.seller_id
                          where s.id = p.store_id and x.status = 'verified')`;

/** Before the server starts: picks the contested products and sets their stock. */
export async function prepareCheckout(db: Database): Promise<CheckoutStock> {
  const rows = await queryRows(
    db,
    sql`select p.id from products p where ${listedInStock} order by p.created_at desc limit ${CONTESTED_PRODUCTS}`,
    IdRow,
  );
  const products: CheckoutStock["products"] = [];
  for (const [index, row] of rows.entries()) {
    const stock = index === 0 ? SCARCE_STOCK : AMPLE_STOCK;
    await db.execute(sql`update products set quantity = ${stock} where id = ${row.id}`);
    const sold = await unitsSold(db, row.id);
    products.push({ id: row.id, stockBefore: stock, unitsSoldBefore: sold.units, ordersBefore: sold.orders });
  }
  return { products };
}

async function unitsSold(db: Database, productId: string) {
  const rows = await queryRows(
    db,
    sql`select coalesce(sum(quantity), 0)::int as units, count(distinct order_id)::int as orders from order_items where product_id = ${productId}`,
    z.object({ units: z.coerce.number(), orders: z.coerce.number() }),
  );
  return rows[0] ?? { units: 0, orders: 0 };
}

export interface CheckoutCheck {
  ordersPlaced: number;
  unitsTaken: number;
  unitsSold: number;
  /** Units sold beyond a product's stock. */
  oversold: number;
  /** Units whose stock and order lines disagree (taken without a line, or a line without stock taken). */
  mismatched: number;
  negativeStock: number;
}

/**
 * After the server stopped: every unit that left stock is on an order line and none more (0
 * oversold), no stock below zero, and the orders the database holds are the 201s the client saw.
 */
export async function checkCheckout(db: Database, stock: CheckoutStock): Promise<CheckoutCheck> {
  const check: CheckoutCheck = {
    ordersPlaced: 0,
    unitsTaken: 0,
    unitsSold: 0,
    oversold: 0,
    mismatched: 0,
    negativeStock: 0,
  };
  for (const product of stock.products) {
    const rows = await queryRows(
      db,
      sql`select quantity from products where id = ${product.id}`,
      z.object({ quantity: z.coerce.number() }),
    );
    const now = rows[0]?.quantity ?? 0;
    const sold = await unitsSold(db, product.id);
    const taken = product.stockBefore - now;
    const soldInRun = sold.units - product.unitsSoldBefore;
    check.ordersPlaced += sold.orders - product.ordersBefore;
    check.unitsTaken += taken;
    check.unitsSold += soldInRun;
    check.oversold += Math.max(0, soldInRun - product.stockBefore);
    check.mismatched += Math.abs(soldInRun - taken);
    if (now < 0) check.negativeStock++;
  }
  return check;
}

/** A bench account's token, signed in through the API as a client would. */
export async function signIn(base: string, path: string, email: string): Promise<string> {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const answer = (await response.json()) as { token?: string; message?: string };
  if (!response.ok || !answer.token)
    throw new Error(`Signing in ${email} failed (${response.status}): ${answer.message}`);
  return answer.token;
}

/** Where every bench order goes. */
export const BENCH_SHIPPING = {
  fullName: "Bench Customer",
  addressLine: "House 1, Street 2",
  city: "Lahore",
  postalCode: "54000",
  country: "Pakistan",
  phone: "03001234567",
};

/** Customers sign in through the API (two at a time: each sign-in is a deliberate scrypt). */
export async function checkoutRequests(
  base: string,
  stock: CheckoutStock,
  customers: number,
): Promise<BenchRequest[]> {
  const tokens: string[] = [];
  for (let n = 1; n <= customers; n += 2) {
    const pair = [n, n + 1].filter((i) => i <= customers);
    tokens.push(
      ...(await Promise.all(pair.map((i) => signIn(base, "/api/auth/login", benchCustomerEmail(i))))),
    );
  }
  return tokens.flatMap((token) =>
    stock.products.map((product) => ({
      method: "POST" as const,
      path: "/api/orders",
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({
        products: [{ product: product.id, quantity: 1 }],
        shippingAddress: BENCH_SHIPPING,
        paymentMethod: "Cash on Delivery",
      }),
    })),
  );
}

/** Before the server starts (PGlite's folder is the server's alone once it runs). */
export async function findSellerStore(db: Database): Promise<string> {
  const rows = await queryRows(
    db,
    sql`select s.id from stores s join sellers x on x.id = s.seller_id where x.email = ${benchSellerEmail(1)}`,
    IdRow,
  );
  const storeId = rows[0]?.id;
  if (!storeId) throw new Error("the generated catalog has no store for seller 1");
  return storeId;
}

/**
 * The seller of store 1 (the busiest: orders favour low store numbers) reading her dashboard: the
 * store's figures, her stores and the store's orders.
 */
export async function dashboardRequests(base: string, storeId: string): Promise<BenchRequest[]> {
  const token = await signIn(base, "/api/seller/login", benchSellerEmail(1));
  const headers = { authorization: `Bearer ${token}` };
  return [
    { path: `/api/stores/${storeId}/dashboard`, headers },
    { path: "/api/stores/seller/my-stores", headers },
    { path: `/api/orders/store/${storeId}`, headers },
  ];
}
