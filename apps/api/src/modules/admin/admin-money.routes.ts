import {
  AuditAnswer,
  AuditQuery,
  OverviewAnswer,
  OverviewQuery,
  SettingsAnswer,
  SettingsInput,
} from "@marketplace/shared/admin-contracts";
import {
  AdminLedgerAnswer,
  BalancesAnswer,
  LedgerParams,
  LedgerQuery,
  SettlementAnswer,
  SettlementInput,
} from "@marketplace/shared/ledger-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import { languageOf } from "../../plugins/message-language.ts";
import { storeLedgerForAdmin } from "../ledger/ledger.service.ts";
import * as money from "./admin-money.service.ts";

const errors = errorAnswers(400, 401, 403, 429, 503);
const bearer = [{ bearerAuth: [] }];

/** The admin's side of marketplace money (decision 0020): commission, balances, settlements, overview, audit. */
export const adminMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/settings",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary:
          "The marketplace's settings: the commission every new order keeps, and the Cash-on-Delivery confirmation window (hours) and refusal limit",
        security: bearer,
        response: { 200: SettingsAnswer, ...errors },
      },
    },
    async () => ({ success: true as const, settings: await money.getSettings(app.db) }),
  );

  app.put(
    "/admin/settings",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary:
          "Set any of: the commission (0 to 50 percent, two decimals) for orders placed from now on, codConfirmationHours (1 to 168, for COD orders placed from now on), codRefusalLimit (0 to 20, 0 = off); audited",
        security: bearer,
        body: SettingsInput,
        response: { 200: SettingsAnswer, ...errors },
      },
    },
    async (request) => {
      const settings = await money.updateSettings(app.db, request.account().id, request.body);
      return {
        success: true as const,
        message:
          request.body.commissionPercent === undefined
            ? "Settings saved."
            : `Commission is now ${settings.commissionPercent}% on new orders.`,
        settings,
      };
    },
  );

  app.get(
    "/admin/stores/:storeId/ledger",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary:
          "Any store's statement (the owner's ledger), oldest entry first, its balance now and whose it is",
        security: bearer,
        params: LedgerParams,
        querystring: LedgerQuery,
        response: { 200: AdminLedgerAnswer, ...errorAnswers(400, 401, 403, 404, 429, 503) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await storeLedgerForAdmin(app.db, request.params.storeId, request.query, languageOf(request))),
    }),
  );

  app.get(
    "/admin/balances",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Every store with ledger activity and its balance, the largest amount either way first",
        security: bearer,
        response: { 200: BalancesAnswer, ...errors },
      },
    },
    async () => ({ success: true as const, balances: await money.listBalances(app.db) }),
  );

  app.post(
    "/admin/settlements",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Record a payout to a store or a remittance from it; never more than is owed",
        security: bearer,
        body: SettlementInput,
        response: { 201: SettlementAnswer, ...errorAnswers(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      const answer = await money.createSettlement(app.db, request.account().id, request.body);
      return reply.code(201).send({ success: true as const, ...answer });
    },
  );

  app.get(
    "/admin/overview",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "GMV, orders and commission over the last days, with a daily series and what waits",
        security: bearer,
        querystring: OverviewQuery,
        response: { 200: OverviewAnswer, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await money.overview(app.db, request.query.days)) }),
  );

  app.get(
    "/admin/audit",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Every admin action, newest first, with who did it",
        security: bearer,
        querystring: AuditQuery,
        response: { 200: AuditAnswer, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await money.auditLog(app.db, request.query)) }),
  );
};
