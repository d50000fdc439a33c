import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { pakistanDay } from "../../lib/pakistan-days.ts";
import { startPayoutRuns } from "./payout-job.ts";
import { actOnRun, bankFile, listRuns, proposeRun, sellerPayouts, updatePayout } from "./payouts.service.ts";

/** The weekly payout run for finance, and her payouts for a seller (issue 30, decision 0051). */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  await startPayoutRuns(app);

  addRoute(app, "GET /api/admin/payout-runs", { onRequest: app.requireAdmin }, async () => ({
    success: true as const,
    runs: await listRuns(app.db),
  }));

  addRoute(
    app,
    "POST /api/admin/payout-runs",
    { onRequest: app.requireAdmin, config: { leavesPublicAnswers: true } },
    async (request, reply) => {
      const run = await proposeRun(app.db, { adminId: request.account().id });
      return reply.code(201).send({ success: true as const, run: run as NonNullable<typeof run> });
    },
  );

  addRoute(
    app,
    "PUT /api/admin/payout-runs/:id",
    { onRequest: app.requireAdmin, config: { leavesPublicAnswers: true } },
    async (request) => {
      const { run, sent } = await actOnRun(app.db, request.account().id, request.params.id, request.body);
      // Each seller paid in this approval is told, on the bell and by e-mail (once per line).
      for (const line of sent) await app.publishEvent({ kind: "payout", payoutId: line.id, status: "sent" });
      return {
        success: true as const,
        message:
          run.status === "approved"
            ? "The payout run is approved: the payouts are in the ledger and the bank file."
            : "The payout run is cancelled.",
        run,
      };
    },
  );

  addRoute(
    app,
    "GET /api/admin/payout-runs/:id/bank-file.csv",
    { onRequest: app.requireAdmin },
    async (request, reply) => {
      const csv = await bankFile(app.db, request.params.id);
      return reply
        .type("text/csv; charset=utf-8")
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="payouts-${pakistanDay(new Date())}.csv"`)
        .send(csv);
    },
  );

  addRoute(
    app,
    "PUT /api/admin/payouts/:id",
    { onRequest: app.requireAdmin, config: { leavesPublicAnswers: true } },
    async (request) => {
      const done = await updatePayout(app.db, request.account().id, request.params.id, request.body);
      const { status } = done.payout;
      // She is told when her payout reached her account, or failed and is back in her balance.
      if (status === "paid" || status === "failed")
        await app.publishEvent({ kind: "payout", payoutId: done.payout._id, status });
      return { success: true as const, ...done };
    },
  );

  addRoute(app, "GET /api/seller/payouts", { onRequest: app.requireSeller }, async (request) => ({
    success: true as const,
    ...(await sellerPayouts(app.db, request.account().id)),
  }));
};
