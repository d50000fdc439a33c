import {
  MarketplaceAccountsAnswer,
  MarketplaceAccountsInput,
} from "@marketplace/shared/marketplace-accounts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import { findMarketplaceAccounts, saveMarketplaceAccounts } from "../ledger/marketplace-accounts.ts";
import { insertAudit } from "./admin.repository.ts";
import { MARKETPLACE_SETTINGS_TARGET_ID } from "./admin-money.service.ts";

const errors = errorAnswers(400, 401, 403, 429, 503);
const bearer = [{ bearerAuth: [] }];

/**
 * Where sellers pay Hunarmand what they owe it (issue 34, item 4): the marketplace's own bank and
 * wallet accounts, kept by finance on the Balances screen and shown on a seller's Earnings page.
 */
export const adminAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/settings/accounts",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "The marketplace's own accounts, where sellers pay what they owe it (empty until entered)",
        security: bearer,
        response: { 200: MarketplaceAccountsAnswer, ...errors },
      },
    },
    async () => ({ success: true as const, accounts: await findMarketplaceAccounts(app.db) }),
  );

  app.put(
    "/admin/settings/accounts",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary:
          "Replace the marketplace's accounts (bank and IBAN, JazzCash, Easypaisa, with the account title); checked as a store's own accounts are; audited (settings.accounts, from and to)",
        security: bearer,
        body: MarketplaceAccountsInput,
        response: { 200: MarketplaceAccountsAnswer, ...errors },
      },
    },
    async (request) => {
      const accounts = request.body;
      await app.db.transaction(async (tx) => {
        const before = await saveMarketplaceAccounts(tx, accounts);
        // The audit keeps the fields that changed, each from and to.
        const changed = (Object.keys(accounts) as Array<keyof typeof accounts>).filter(
          (field) => before[field] !== accounts[field],
        );
        const pick = (values: typeof accounts) =>
          Object.fromEntries(changed.map((field) => [field, values[field]]));
        await insertAudit(tx, {
          adminId: request.account().id,
          action: "settings.accounts",
          targetKind: "settings",
          targetId: MARKETPLACE_SETTINGS_TARGET_ID,
          reason: null,
          details: { from: pick(before), to: pick(accounts) },
        });
      });
      return {
        success: true as const,
        message: "Saved: sellers who owe Hunarmand now see these accounts on their Earnings page.",
        accounts,
      };
    },
  );
};
