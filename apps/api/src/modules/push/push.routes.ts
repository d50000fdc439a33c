import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { HttpError } from "../../lib/http-error.ts";
import {
  choosePushKinds,
  PHONE_SUBSCRIBED,
  PHONE_UNSUBSCRIBED,
  PUSH_KINDS_SAVED,
  PUSH_OFF,
  pushKindsOf,
  subscribe,
  unsubscribe,
} from "./push.service.ts";

/** Web Push for the seller's phone (issue 32, part 3; decision 0052). */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(app, "GET /api/push/public-key", {}, async () => {
    if (!app.pushPublicKey) throw new HttpError(503, PUSH_OFF);
    return { success: true as const, publicKey: app.pushPublicKey };
  });

  addRoute(
    app,
    "POST /api/seller/push-subscriptions",
    { onRequest: app.requireSeller, config: { leavesPublicAnswers: true } },
    async (request) => {
      await subscribe(
        app.db,
        { pushOn: app.pushPublicKey !== null, pushServiceHosts: app.config.pushServiceHosts },
        request.account().id,
        request.body,
      );
      return { success: true as const, message: PHONE_SUBSCRIBED };
    },
  );

  addRoute(
    app,
    "DELETE /api/seller/push-subscriptions",
    { onRequest: app.requireSeller, config: { leavesPublicAnswers: true } },
    async (request) => {
      await unsubscribe(app.db, request.account().id, request.body.endpoint);
      return { success: true as const, message: PHONE_UNSUBSCRIBED };
    },
  );

  addRoute(app, "GET /api/seller/push-kinds", { onRequest: app.requireSeller }, async (request) => ({
    success: true as const,
    kinds: await pushKindsOf(app.db, request.account().id),
  }));

  addRoute(
    app,
    "PUT /api/seller/push-kinds",
    { onRequest: app.requireSeller, config: { leavesPublicAnswers: true } },
    async (request) => ({
      success: true as const,
      kinds: await choosePushKinds(app.db, request.account().id, request.body.kinds),
      message: PUSH_KINDS_SAVED,
    }),
  );
};
