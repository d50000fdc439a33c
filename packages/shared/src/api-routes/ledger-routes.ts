import { z } from "zod";
import { LedgerParams, LedgerQuery } from "../ledger-contracts.ts";
import { SellerLedgerAnswer } from "../marketplace-accounts.ts";
import { defineRoutes, errorAnswers, signedIn } from "./route-contract.ts";

/** The ledger module's routes (apps/api/src/modules/ledger). */
export const ledgerRoutes = defineRoutes({
  "GET /api/seller/stores/:storeId/ledger": {
    tags: ["ledger"],
    summary:
      "The owner's statement of a store, oldest entry first, its balance now, and where and with which reference she pays Hunarmand what she owes",
    security: signedIn,
    params: LedgerParams,
    querystring: LedgerQuery,
    response: { 200: SellerLedgerAnswer, ...errorAnswers(400, 401, 403, 404) },
  },
  "GET /api/seller/stores/:storeId/ledger.csv": {
    tags: ["ledger"],
    summary: "The same statement as a CSV download (order numbers as their last 8 characters)",
    security: signedIn,
    params: LedgerParams,
    querystring: LedgerQuery,
    response: { 200: z.string().describe("text/csv"), ...errorAnswers(400, 401, 403, 404) },
  },
});
