import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../src/db/create-db.ts";
import { BENCH_PASSWORD } from "./generate-catalog.ts";
import { queryRows } from "./query-rows.ts";

/**
 * How fast the checkout's orders are told (issue 37, item 9): each order's "new order" reaches its
 * seller's bell through the job queue (decision 0029). Measured from the rows after the run: when
 * each order was placed and when its seller's notification was written, both by the database's clock.
 */
export interface EventsTold {
  /** Orders of the contested products placed during the checkout load. */
  orders: number;
  /** Of those, the ones whose seller was told before the server stopped. */
  told: number;
  /** Told orders per second, from the first order placed to the last one told. */
  perSecond: number;
  /** From an order to its seller's notification: median, 99th percentile and longest, in ms. */
  bellP50Ms: number;
  bellP99Ms: number;
  bellMaxMs: number;
}

/** Before the server starts: the sellers of the contested products, who sign in to watch their bells. */
export async function sellerEmailsOf(db: Database, productIds: string[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await queryRows(
    db,
    sql`select distinct x.email from products p join stores s on s.id = p.store_id join sellers x on x.id = s.seller_id
        where p.id in (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    z.object({ email: z.string() }),
  );
  return rows.map((row) => row.email);
}

/** The sellers' bells, through the API as the web reads them: the sum of their unread counts. */
export async function bellWatcher(base: string, emails: string[]) {
  const tokens: string[] = [];
  for (const email of emails) {
    const response = await fetch(`${base}/api/seller/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    });
    const answer = (await response.json()) as { token?: string; message?: string };
    if (!answer.token) throw new Error(`Signing in ${email} failed (${response.status}): ${answer.message}`);
    tokens.push(answer.token);
  }
  const unread = async () => {
    let sum = 0;
    for (const token of tokens) {
      const response = await fetch(`${base}/api/notifications?limit=1`, {
        headers: { authorization: `Bearer ${token}` },
      });
      sum += ((await response.json()) as { unread?: number }).unread ?? 0;
    }
    return sum;
  };
  const before = await unread();
  return {
    /**
     * Waits until `count` more notifications than at the start reached the bells, or nothing new
     * arrived for `quietMs`, so that the server is stopped with the queue worked off, not mid-way.
     */
    async untilTold(count: number, quietMs = 5_000, timeoutMs = 180_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      let last = -1;
      let lastChange = Date.now();
      while (Date.now() < deadline) {
        const told = (await unread()) - before;
        if (told >= count) return;
        if (told !== last) {
          last = told;
          lastChange = Date.now();
        } else if (Date.now() - lastChange > quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
  };
}

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0);

/** After the server stopped: each order of `productIds` placed since `since`, and when its seller was told. */
export async function measureEventsTold(
  db: Database,
  productIds: string[],
  since: Date,
): Promise<EventsTold> {
  const rows = await queryRows(
    db,
    sql`select distinct on (o.id)
          extract(epoch from o.created_at) * 1000 as placed,
          extract(epoch from n.created_at) * 1000 as told
        from orders o
        join order_items i on i.order_id = o.id
        left join notifications n
          on n.event_key = 'order-placed:' || o.id::text and n.recipient_role = 'seller'
        where o.created_at >= ${since.toISOString()}::timestamptz
          and i.product_id in (${sql.join(
            productIds.map((id) => sql`${id}`),
            sql`, `,
          )})
        order by o.id`,
    z.object({ placed: z.coerce.number(), told: z.coerce.number().nullable() }),
  );
  const told = rows.filter((row): row is { placed: number; told: number } => row.told !== null);
  const delays = told.map((row) => row.told - row.placed).sort((a, b) => a - b);
  const first = Math.min(...rows.map((row) => row.placed));
  const last = Math.max(...told.map((row) => row.told));
  const seconds = (last - first) / 1000;
  return {
    orders: rows.length,
    told: told.length,
    perSecond: told.length > 0 && seconds > 0 ? told.length / seconds : 0,
    bellP50Ms: percentile(delays, 0.5),
    bellP99Ms: percentile(delays, 0.99),
    bellMaxMs: delays.at(-1) ?? 0,
  };
}
