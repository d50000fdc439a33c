import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { unauthorized } from "../../lib/http-error.ts";
import * as auth from "./auth.service.ts";

/**
 * How sessions end and last: "sign out everywhere" for each role (every token issued so far stops
 * working, and open notification streams close with them, decision 0029), and the admin's renewal.
 */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedOutEverywhere = {
    success: true as const,
    message: "You have been signed out on every device, this one included.",
  };
  for (const [key, guard] of [
    ["POST /api/auth/logout-all", app.requireCustomer],
    ["POST /api/seller/logout-all", app.requireSeller],
  ] as const) {
    addRoute(app, key, { config: { leavesPublicAnswers: true }, onRequest: guard }, async (request) => {
      await auth.signOutEverywhere(app.db, request.account());
      await app.live.tokensRevoked(request.account());
      return signedOutEverywhere;
    });
  }

  // An admin's token lasts 12 hours; the console asks for a fresh one while she works (decision 0037).
  addRoute(app, "POST /api/admin/session", { onRequest: app.requireAdmin }, async (request) => {
    const session = request.tokenSession;
    if (!session) throw unauthorized();
    return {
      success: true as const,
      message: "Session renewed",
      ...(await auth.renewAdminToken(app, request.account(), session)),
    };
  });

  addRoute(app, "POST /api/admin/logout-all", { onRequest: app.requireAdmin }, async (request) => {
    await auth.signOutAdminEverywhere(app.db, request.account(), request.ip);
    await app.live.tokensRevoked(request.account());
    return signedOutEverywhere;
  });
};
