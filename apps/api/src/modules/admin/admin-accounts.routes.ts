import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { findMarketplaceAccounts, saveMarketplaceAccounts } from "../ledger/marketplace-accounts.ts";
import { insertAudit } from "./admin.repository.ts";
import { MARKETPLACE_SETTINGS_TARGET_ID } from "./admin-money.service.ts";

/**
 * Where sellers pay Hunarmand what they owe it (issue 34, item 4): the marketplace's own bank and
 * wallet accounts, kept by finance on the Balances screen and shown on a seller's Earnings page.
 */
export const adminAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(app, "GET /api/admin/settings/accounts", { onRequest: app.requireAdmin }, async () => ({
    success: true as const,
    accounts: await findMarketplaceAccounts(app.db),
  }));

  addRoute(app, "PUT /api/admin/settings/accounts", { onRequest: app.requireAdmin }, async (request) => {
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
  });
};
