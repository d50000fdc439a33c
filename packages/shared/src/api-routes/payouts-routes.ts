import { z } from "zod";
import { IdParams } from "../api-answers.ts";
import {
  PayoutAnswer,
  PayoutRunActionInput,
  PayoutRunAnswer,
  PayoutRunsAnswer,
  PayoutUpdateInput,
  SellerPayoutsAnswer,
} from "../payouts-contracts.ts";
import { defineRoutes, errorAnswers, signedIn } from "./route-contract.ts";

/** The weekly payout run and a seller's payouts (issue 30, decision 0051). */
export const payoutsRoutes = defineRoutes({
  "GET /api/admin/payout-runs": {
    tags: ["payouts"],
    summary: "The last 20 payout runs, newest first, each with its lines",
    security: signedIn,
    response: { 200: PayoutRunsAnswer, ...errorAnswers(401, 403) },
  },
  "POST /api/admin/payout-runs": {
    tags: ["payouts"],
    summary: "Propose a payout run now: what each approved store is owed past the hold, less what she owes",
    security: signedIn,
    response: { 201: PayoutRunAnswer, ...errorAnswers(401, 403, 409) },
  },
  "PUT /api/admin/payout-runs/:id": {
    tags: ["payouts"],
    summary: "Approve (posts each line to the ledger once) or cancel a proposed run",
    security: signedIn,
    params: IdParams,
    body: PayoutRunActionInput,
    response: { 200: PayoutRunAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
  },
  "GET /api/admin/payout-runs/:id/bank-file.csv": {
    tags: ["payouts"],
    summary:
      "An approved run's bulk-transfer file: account type, bank, IBAN, wallet, title, amount, reference",
    security: signedIn,
    params: IdParams,
    response: { 200: z.string().describe("text/csv"), ...errorAnswers(400, 401, 403, 404, 409) },
  },
  "PUT /api/admin/payouts/:id": {
    tags: ["payouts"],
    summary:
      "Hold or release a line under review; mark a sent line paid (reference) or failed (reason: back to the balance)",
    security: signedIn,
    params: IdParams,
    body: PayoutUpdateInput,
    response: { 200: PayoutAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
  },
  "GET /api/seller/payouts": {
    tags: ["payouts"],
    summary: "Her stores' next payout and her past payouts with their references",
    security: signedIn,
    response: { 200: SellerPayoutsAnswer, ...errorAnswers(401, 403) },
  },
});
