import {
  AccountLanguageAnswer,
  AccountLanguageInput,
  CloseAccountAnswer,
  CloseAccountInput,
} from "@marketplace/shared/account-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import { notFound } from "../../lib/http-error.ts";
import { pakistanDay } from "../../lib/pakistan-days.ts";
import { languageOf } from "../../plugins/message-language.ts";
import { setAccountLanguage } from "../auth/accounts.repository.ts";
import { closeAccount } from "./account-closure.service.ts";
import { exportAccount } from "./account-export.service.ts";

const bearer = [{ bearerAuth: [] }];

/** A person's own account (issue 36): what the shop holds about her, on request. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/account/language",
    {
      onRequest: app.requireSignedIn,
      schema: {
        tags: ["auth"],
        summary:
          "The language the signed-in customer's or seller's e-mails are written in; the site's language switch sets it (also set at sign-up and sign-in)",
        security: bearer,
        body: AccountLanguageInput,
        response: { 200: AccountLanguageAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const who = request.account();
      const role = who.role === "seller" ? "seller" : "customer";
      if (!(await setAccountLanguage(app.db, role, who.id, request.body.language))) {
        throw notFound("Account not found. Please sign in again.");
      }
      return { success: true as const, language: request.body.language };
    },
  );

  app.get(
    "/account/export",
    {
      onRequest: app.requireSignedIn,
      schema: {
        tags: ["auth"],
        summary:
          "Everything the shop holds about the signed-in customer or seller, as a ZIP: account.json (money in rupees) and her images",
        security: bearer,
        // The archive's bytes: a Buffer, sent as it is (no JSON serializer runs on one).
        response: { 200: z.any().describe("application/zip"), ...errorAnswers(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const who = request.account();
      const role = who.role === "seller" ? "seller" : "customer";
      const zip = await exportAccount(app.db, app.images, { role, id: who.id }, languageOf(request));
      return reply
        .type("application/zip")
        .header("cache-control", "no-store")
        .header(
          "content-disposition",
          `attachment; filename="hunarmand-account-${pakistanDay(new Date())}.zip"`,
        )
        .send(zip);
    },
  );
  app.post(
    "/account/close",
    {
      onRequest: app.requireSignedIn,
      schema: {
        tags: ["auth"],
        summary:
          "Closes the signed-in customer's or seller's account, her password re-typed: her personal details are erased, orders and ledger keep what the books need (decision 0041); refused (409) while orders are open or a store balance is not zero",
        security: bearer,
        body: CloseAccountInput,
        response: { 200: CloseAccountAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const who = request.account();
      const role = who.role === "seller" ? "seller" : "customer";
      await closeAccount(app.db, { role, id: who.id }, request.body.password);
      return {
        success: true as const,
        message: "Your account is closed. Your personal details have been erased.",
      };
    },
  );
};
