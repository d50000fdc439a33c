import { z } from "zod";
import {
  AccountLanguageAnswer,
  AccountLanguageInput,
  CloseAccountAnswer,
  CloseAccountInput,
} from "../account-contracts.ts";
import { defineRoutes, errorAnswers, signedIn } from "./route-contract.ts";

/** The account module's routes (apps/api/src/modules/account). */
export const accountRoutes = defineRoutes({
  "PUT /api/account/language": {
    tags: ["auth"],
    summary:
      "The language the signed-in customer's or seller's e-mails are written in; the site's language switch sets it (also set at sign-up and sign-in)",
    security: signedIn,
    body: AccountLanguageInput,
    response: { 200: AccountLanguageAnswer, ...errorAnswers(400, 401, 403, 404) },
  },
  "GET /api/account/export": {
    tags: ["auth"],
    summary:
      "Everything the shop holds about the signed-in customer or seller, as a ZIP: account.json (money in rupees) and her images",
    security: signedIn,
    // The archive's bytes: a Buffer, sent as it is (no JSON serializer runs on one).
    response: { 200: z.any().describe("application/zip"), ...errorAnswers(401, 403, 404) },
  },
  "POST /api/account/close": {
    tags: ["auth"],
    summary:
      "Closes the signed-in customer's or seller's account, her password re-typed: her personal details are erased, orders and ledger keep what the books need (decision 0041); refused (409) while orders are open or a store balance is not zero",
    security: signedIn,
    body: CloseAccountInput,
    response: { 200: CloseAccountAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
  },
});
