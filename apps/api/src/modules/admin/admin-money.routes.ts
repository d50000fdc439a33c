import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { languageOf } from "../../plugins/message-language.ts";
import { storeLedgerForAdmin } from "../ledger/ledger.service.ts";
import * as money from "./admin-money.service.ts";

/** The admin's side of marketplace money (decision 0020): commission, balances, settlements, overview, audit. */
export const adminMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(app, "GET /api/admin/settings", { onRequest: app.requireAdmin }, async () => ({
    success: true as const,
    settings: await money.getSettings(app.db),
  }));

  addRoute(app, "PUT /api/admin/settings", { onRequest: app.requireAdmin }, async (request) => {
    const settings = await money.updateSettings(app.db, request.account().id, request.body);
    return {
      success: true as const,
      message:
        request.body.commissionPercent === undefined
          ? "Settings saved."
          : `Commission is now ${settings.commissionPercent}% on new orders.`,
      settings,
    };
  });

  addRoute(
    app,
    "GET /api/admin/stores/:storeId/ledger",
    { onRequest: app.requireAdmin },
    async (request) => ({
      success: true as const,
      ...(await storeLedgerForAdmin(app.db, request.params.storeId, request.query, languageOf(request))),
    }),
  );

  addRoute(app, "GET /api/admin/balances", { onRequest: app.requireAdmin }, async () => ({
    success: true as const,
    balances: await money.listBalances(app.db),
  }));

  addRoute(app, "POST /api/admin/settlements", { onRequest: app.requireAdmin }, async (request, reply) => {
    const answer = await money.createSettlement(app.db, request.account().id, request.body);
    return reply.code(201).send({ success: true as const, ...answer });
  });

  addRoute(app, "GET /api/admin/overview", { onRequest: app.requireAdmin }, async (request) => ({
    success: true as const,
    ...(await money.overview(app.db, request.query.days)),
  }));

  addRoute(app, "GET /api/admin/audit", { onRequest: app.requireAdmin }, async (request) => ({
    success: true as const,
    ...(await money.auditLog(app.db, request.query)),
  }));
};
