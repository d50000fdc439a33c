import fs from "node:fs/promises";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { codSteps } from "../../../test/cod-fixtures.ts";
import { buildApp } from "../../app.ts";
import { COD_EXPIRY_QUEUE } from "./cod-expiry.ts";

/**
 * An unconfirmed Cash-on-Delivery order ends when its window does even if the server was stopped
 * meanwhile (decision 0034): its job waits in the database, and a job lost with a killed process is
 * found by the next start's look for overdue orders. The first app places the orders and stops; a
 * second one starts on the same database, as a restarted server would.
 */
let t: TestApp;
let restarted: FastifyInstance | undefined;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await restarted?.close();
  await t.database.close();
  await fs.rm(t.config.dataDir, { recursive: true, force: true });
});

const jobsOf = async (orderId: string) =>
  (
    (await t.database.db.execute(
      sql`select state from pgboss.job where name = ${COD_EXPIRY_QUEUE} and data->>'orderId' = ${orderId}`,
    )) as unknown as { rows: Array<{ state: string }> }
  ).rows;

describe("the confirmation window across a restart", () => {
  it("cancels, after a restart, an order whose window ended while the server was down, and one whose job was lost", async () => {
    const before = codSteps(t);
    const { product, customer } = await before.shop(5);
    const kept = (await before.placeCod(customer.token, product.id, 2)).json().data;
    const lost = (await before.placeCod(customer.token, product.id, 1)).json().data;
    expect(await before.stockOf(product.id)).toBe(2);
    await t.app.close();

    // While it is down, both windows end; the second order's job is gone, as if the process had
    // died between the order's commit and its job.
    await t.database.db.execute(
      sql`update orders set confirmation_due_at = now() - interval '1 second' where id in (${kept._id}, ${lost._id})`,
    );
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = ${COD_EXPIRY_QUEUE} and data->>'orderId' = ${kept._id}`,
    );
    await t.database.db.execute(
      sql`delete from pgboss.job where name = ${COD_EXPIRY_QUEUE} and data->>'orderId' = ${lost._id}`,
    );
    expect(await jobsOf(lost._id)).toEqual([]);

    restarted = await buildApp(t.config, { database: t.database, logger: false });
    await restarted.ready();
    const after = codSteps({ app: restarted });
    await vi.waitFor(
      async () => {
        for (const order of [kept, lost]) {
          if ((await after.orderRow(order._id))?.orderStatus !== "Cancelled") throw new Error("not yet");
        }
      },
      { timeout: 25_000, interval: 250 },
    );
    for (const order of [kept, lost]) {
      expect(await after.orderRow(order._id)).toMatchObject({
        confirmation: "expired",
        confirmationDueAt: null,
      });
    }
    expect(await after.stockOf(product.id)).toBe(5);
  }, 40_000);
});
