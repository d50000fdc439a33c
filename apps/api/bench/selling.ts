import { sql } from "drizzle-orm";
import type { Database } from "../src/db/create-db.ts";
import { benchCustomerEmail, benchSellerEmail } from "./generate-catalog.ts";
import { IdRow, queryRows } from "./query-rows.ts";
import { BENCH_SHIPPING, signIn } from "./writes.ts";

/**
 * Issue 33's "mixed while selling": the mixed profile's readers while a shop takes 5 orders a
 * second and its seller edits 1 product a second, each through the API as a real client would (a
 * seller's session, customers' sessions). The writes run here, beside the load generator's
 * process, at their own steady pace.
 */
export const ORDERS_PER_SECOND = 5;
export const EDITS_PER_SECOND = 1;
const SELLING_PRODUCTS = 20;
const SELLING_STOCK = 1_000_000;
const CUSTOMERS = 10;

export interface SellingStock {
  /** Products the customers buy, from many stores, with stock for any run. */
  sold: string[];
  /** Store 1's products its seller edits (without a sale, so that any new price is accepted). */
  edited: string[];
}

export interface SellingResult {
  orders: number;
  edits: number;
  /** Writes answered with anything but 201 / 200, or not at all. */
  failed: number;
  /** The slowest write, in ms. */
  slowestMs: number;
  /** From the first write to the last answer. */
  seconds: number;
}

const listed = sql`not p.hidden and exists (select 1 from stores s join sellers x on x.id = s.seller_id
                   where s.id = p.store_id and x.status = 'verified')`;

/** Before the server starts (PGlite's folder is the server's alone once it runs). */
export async function prepareSelling(db: Database, leaveAlone: string[]): Promise<SellingStock> {
  const others =
    leaveAlone.length > 0
      ? sql`and p.id not in (${sql.join(
          leaveAlone.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const sold = await queryRows(
    db,
    sql`select p.id from products p where ${listed} ${others} and not exists (select 1 from product_variants v where v.product_id = p.id) order by random() limit ${SELLING_PRODUCTS}`,
    IdRow,
  );
  for (const row of sold)
    await db.execute(sql`update products set quantity = ${SELLING_STOCK} where id = ${row.id}`);
  const edited = await queryRows(
    db,
    sql`select p.id from products p join stores s on s.id = p.store_id join sellers x on x.id = s.seller_id
        where x.email = ${benchSellerEmail(1)} and p.sale_price_paisa is null and not exists (select 1 from product_variants v where v.product_id = p.id) order by p.created_at limit 10`,
    IdRow,
  );
  if (sold.length === 0 || edited.length === 0)
    throw new Error("the generated catalog has nothing to sell or edit");
  return { sold: sold.map((r) => r.id), edited: edited.map((r) => r.id) };
}

/**
 * Signs the seller and the customers in, then starts selling: an order every 200 ms and an edit
 * every second, each sent on time whether or not the one before has answered. `stop()` ends it
 * and waits for the writes in flight.
 */
export async function startSelling(
  base: string,
  stock: SellingStock,
): Promise<{ stop(): Promise<SellingResult> }> {
  const sellerToken = await signIn(base, "/api/seller/login", benchSellerEmail(1));
  const customerTokens: string[] = [];
  for (let n = 1; n <= CUSTOMERS; n++)
    customerTokens.push(await signIn(base, "/api/auth/login", benchCustomerEmail(n)));

  const result: SellingResult = { orders: 0, edits: 0, failed: 0, slowestMs: 0, seconds: 0 };
  const startedAt = performance.now();
  const inFlight = new Set<Promise<void>>();
  const send = (
    path: string,
    method: "POST" | "PUT",
    token: string,
    body: unknown,
    ok: number,
    done: () => void,
  ) => {
    const started = performance.now();
    const sent = fetch(`${base}${path}`, {
      method,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        if (response.status === ok) done();
        else result.failed++;
      })
      .catch(() => {
        result.failed++;
      })
      .finally(() => {
        result.slowestMs = Math.max(result.slowestMs, performance.now() - started);
        inFlight.delete(sent);
      });
    inFlight.add(sent);
  };

  let orderNumber = 0;
  const order = () => {
    orderNumber++;
    const token = customerTokens[orderNumber % customerTokens.length] ?? "";
    const product = stock.sold[orderNumber % stock.sold.length];
    send(
      "/api/orders",
      "POST",
      token,
      {
        products: [{ product, quantity: 1 }],
        shippingAddress: BENCH_SHIPPING,
        paymentMethod: "Cash on Delivery",
      },
      201,
      () => result.orders++,
    );
  };
  let editNumber = 0;
  const edit = () => {
    editNumber++;
    const product = stock.edited[editNumber % stock.edited.length];
    // A price that moves each time (1000 to 1999 rupees), so that each edit is a real change.
    send(
      `/api/products/${product}`,
      "PUT",
      sellerToken,
      { price: 1000 + (editNumber % 1000) },
      200,
      () => result.edits++,
    );
  };
  const orders = setInterval(order, 1000 / ORDERS_PER_SECOND);
  const edits = setInterval(edit, 1000 / EDITS_PER_SECOND);
  return {
    async stop() {
      clearInterval(orders);
      clearInterval(edits);
      await Promise.all(inFlight);
      const seconds = Number(((performance.now() - startedAt) / 1000).toFixed(1));
      return { ...result, slowestMs: Math.round(result.slowestMs), seconds };
    },
  };
}
