import { LedgerParams, LedgerQuery } from "@marketplace/shared/ledger-contracts";
import { SellerLedgerAnswer } from "@marketplace/shared/marketplace-accounts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import { pakistanDay } from "../../lib/pakistan-days.ts";
import { languageOf } from "../../plugins/message-language.ts";
import { storeLedger } from "./ledger.service.ts";
import { ledgerCsv } from "./ledger-csv.ts";

const errors = errorAnswers(400, 401, 403, 404);
const bearer = [{ bearerAuth: [] }];

/** A store's ledger for its owner (decision 0020): the statement as JSON, and the same as CSV. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/seller/stores/:storeId/ledger",
    {
      onRequest: app.requireSeller,
      schema: {
        tags: ["ledger"],
        summary:
          "The owner's statement of a store, oldest entry first, its balance now, and where and with which reference she pays Hunarmand what she owes",
        security: bearer,
        params: LedgerParams,
        querystring: LedgerQuery,
        response: { 200: SellerLedgerAnswer, ...errors },
      },
    },
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

  app.get(
    "/seller/stores/:storeId/ledger.csv",
    {
      onRequest: app.requireSeller,
      schema: {
        tags: ["ledger"],
        summary: "The same statement as a CSV download (order numbers as their last 8 characters)",
        security: bearer,
        params: LedgerParams,
        querystring: LedgerQuery,
        response: { 200: z.string().describe("text/csv"), ...errors },
      },
    },
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
