import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import { emailLinkBase } from "../auth/email-links.ts";
import { createMailer } from "../auth/mailer.ts";
import * as helpers from "./store-helpers.service.ts";

/**
 * A store's helpers (issue 32, part 4; decision 0054): the owner invites, lists and removes them;
 * the invited seller accepts with her own account and finds the stores she helps.
 */
export const storeHelpersRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = imageUrls(app.config.publicUrl);
  const sendMail = createMailer({
    smtpUrl: app.config.smtpUrl,
    from: app.config.mailFrom,
    env: app.config.env,
    log: app.log,
  });

  addRoute(app, "GET /api/seller/stores/:id/helpers", { onRequest: app.requireSeller }, async (request) => ({
    success: true as const,
    ...(await helpers.listStoreHelpers(app.db, request.account().id, request.params.id)),
  }));

  addRoute(
    app,
    "POST /api/seller/stores/:id/helpers",
    // An invitation changes no public answer.
    { onRequest: app.requireSeller, config: { leavesPublicAnswers: true } },
    async (request, reply) => {
      const mail = { sendMail, baseUrl: emailLinkBase(app.config, request), log: request.log };
      const invited = await helpers.inviteHelper(
        app.db,
        mail,
        request.account().id,
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ success: true as const, ...invited });
    },
  );

  addRoute(
    app,
    "DELETE /api/seller/stores/:id/helpers/:helperId",
    { onRequest: app.requireSeller, config: { leavesPublicAnswers: true } },
    async (request) => {
      await helpers.removeHelper(app.db, request.account().id, request.params.id, request.params.helperId);
      return {
        success: true as const,
        message: "The helper was removed. She can no longer work on this store.",
      };
    },
  );

  addRoute(
    app,
    "POST /api/seller/helpers/accept",
    { onRequest: app.requireSeller, config: { leavesPublicAnswers: true } },
    async (request) => {
      const store = await helpers.acceptInvitation(app.db, urls, request.account().id, request.body.token);
      return { success: true as const, message: `You now help ${store.name}.`, store };
    },
  );

  addRoute(app, "GET /api/seller/helped-stores", { onRequest: app.requireSeller }, async (request) => ({
    success: true as const,
    stores: await helpers.helpedStores(app.db, urls, request.account().id),
  }));
};
