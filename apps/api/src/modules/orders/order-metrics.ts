import type { FastifyInstance } from "fastify";
import { Counter, Gauge } from "prom-client";
import { countOrdersByPayment } from "./orders.repository.ts";

/**
 * The orders' series in the app's metrics (plugins/metrics.ts): orders this process placed (a
 * replayed Idempotency-Key places none), and every order by payment method and state, read at each
 * scrape from the database (the same figures from every process).
 */
export function registerOrderMetrics(app: FastifyInstance): { placed(count: number): void } {
  const registers = [app.metrics];
  const placed = new Counter({
    name: "hunarmand_orders_placed_total",
    help: "Orders this process placed (one per store in a checkout)",
    registers,
  });
  new Gauge({
    name: "hunarmand_orders_by_payment",
    help: "Orders by payment method and payment state (Pending, Paid, Failed, Refunded)",
    labelNames: ["method", "state"] as const,
    registers,
    async collect() {
      try {
        const counts = await countOrdersByPayment(app.db);
        this.reset();
        for (const { method, state, orders } of counts) this.set({ method, state }, orders);
      } catch (error) {
        app.log.warn({ err: error }, "orders could not be counted for metrics");
      }
    },
  });
  return { placed: (count) => placed.inc(count) };
}
