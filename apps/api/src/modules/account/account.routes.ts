import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { notFound } from "../../lib/http-error.ts";
import { pakistanDay } from "../../lib/pakistan-days.ts";
import { languageOf } from "../../plugins/message-language.ts";
import { setAccountLanguage } from "../auth/accounts.repository.ts";
import { closeAccount } from "./account-closure.service.ts";
import { exportAccount } from "./account-export.service.ts";

/** A person's own account (issue 36): what the shop holds about her, on request. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(app, "PUT /api/account/language", { onRequest: app.requireSignedIn }, async (request) => {
    const who = request.account();
    const role = who.role === "seller" ? "seller" : "customer";
    if (!(await setAccountLanguage(app.db, role, who.id, request.body.language))) {
      throw notFound("Account not found. Please sign in again.");
    }
    return { success: true as const, language: request.body.language };
  });

  addRoute(app, "GET /api/account/export", { onRequest: app.requireSignedIn }, async (request, reply) => {
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
  });
  addRoute(app, "POST /api/account/close", { onRequest: app.requireSignedIn }, async (request) => {
    const who = request.account();
    const role = who.role === "seller" ? "seller" : "customer";
    await closeAccount(app.db, { role, id: who.id }, request.body.password);
    return {
      success: true as const,
      message: "Your account is closed. Your personal details have been erased.",
    };
  });
};
