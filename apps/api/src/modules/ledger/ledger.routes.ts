import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { pakistanDay } from "../../lib/pakistan-days.ts";
import { languageOf } from "../../plugins/message-language.ts";
import { storeLedger } from "./ledger.service.ts";
import { ledgerCsv } from "./ledger-csv.ts";

/** A store's ledger for its owner (decision 0020): the statement as JSON, and the same as CSV. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(
    app,
    "GET /api/seller/stores/:storeId/ledger",
    { onRequest: app.requireSeller },
    async (request) => ({
      success: true as const,
      ...(await storeLedger(
        app.db,
        request.account().id,
        request.params.storeId,
        request.query,
        languageOf(request),
      )),
    }),
  );

  addRoute(
    app,
    "GET /api/seller/stores/:storeId/ledger.csv",
    { onRequest: app.requireSeller },
    async (request, reply) => {
      const { from, to } = request.query;
      const { entries } = await storeLedger(
        app.db,
        request.account().id,
        request.params.storeId,
        request.query,
        languageOf(request),
      );
      const filename = `ledger-${from ?? "start"}-to-${to ?? pakistanDay(new Date())}.csv`;
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .send(ledgerCsv(entries));
    },
  );
};
