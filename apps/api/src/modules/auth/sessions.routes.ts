import { AdminSessionAnswer } from "@marketplace/shared/admin-contracts";
import { DoneAnswer } from "@marketplace/shared/api-answers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import { unauthorized } from "../../lib/http-error.ts";
import type { AuthHook } from "../../plugins/auth.ts";
import * as auth from "./auth.service.ts";

const errors = errorAnswers(400, 401, 403, 404, 409, 429, 503);
const bearer = [{ bearerAuth: [] }];

/**
 * How sessions end and last: "sign out everywhere" for each role (every token issued so far stops
 * working, and open notification streams close with them, decision 0029), and the admin's renewal.
 */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedOutEverywhere = {
    success: true as const,
    message: "You have been signed out on every device, this one included.",
  };
  const roles: Array<{ path: string; guard: AuthHook; who: "customer" | "seller" }> = [
    { path: "/auth/logout-all", guard: app.requireCustomer, who: "customer" },
    { path: "/seller/logout-all", guard: app.requireSeller, who: "seller" },
  ];
  for (const { path, guard, who } of roles) {
    app.post(
      path,
      {
        config: { leavesPublicAnswers: true },
        onRequest: guard,
        schema: {
          tags: ["accounts"],
          summary: `Sign the ${who} out everywhere: every token issued so far stops working`,
          security: bearer,
          response: { 200: DoneAnswer, ...errors },
        },
      },
      async (request) => {
        await auth.signOutEverywhere(app.db, request.account());
        await app.live.tokensRevoked(request.account());
        return signedOutEverywhere;
      },
    );
  }

  // An admin's token lasts 12 hours; the console asks for a fresh one while she works (decision 0037).
  app.post(
    "/admin/session",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Renew the admin's token for 12 more hours (at most a week after signing in)",
        security: bearer,
        response: { 200: AdminSessionAnswer, ...errors },
      },
    },
    async (request) => {
      const session = request.tokenSession;
      if (!session) throw unauthorized();
      return {
        success: true as const,
        message: "Session renewed",
        ...(await auth.renewAdminToken(app, request.account(), session)),
      };
    },
  );

  app.post(
    "/admin/logout-all",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Sign the admin out everywhere: every token issued so far stops working; audited",
        security: bearer,
        response: { 200: DoneAnswer, ...errors },
      },
    },
    async (request) => {
      await auth.signOutAdminEverywhere(app.db, request.account(), request.ip);
      await app.live.tokensRevoked(request.account());
      return signedOutEverywhere;
    },
  );
};
