import type { ConversationSummary } from "@marketplace/shared/conversations-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { type ImageUrls, imageUrls } from "../../lib/public-urls.ts";
import * as conversations from "./conversations.service.ts";

/** Per account, not per address: a family sharing one connection each gets her own allowance. */
export const MESSAGE_LIMITS = {
  conversationStart: { max: 20, timeWindow: "1 hour" },
  message: { max: 120, timeWindow: "1 hour" },
} as const;

function minutes(ms: number): string {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return n === 1 ? "a minute" : `${n} minutes`;
}

/** The product's image as answers carry images: absolute on PUBLIC_URL when it is set. */
function withPublicImage(summary: ConversationSummary, urls: ImageUrls): ConversationSummary {
  if (!summary.product?.image) return summary;
  return { ...summary, product: { ...summary.product, image: urls.toPublic(summary.product.image) } };
}

export const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = imageUrls(app.config.publicUrl);
  const deps = (): conversations.ConversationDeps => ({
    db: app.db,
    live: app.live,
    publishEvent: app.publishEvent,
  });
  const perAccount = (group: string, limit: { max: number; timeWindow: string }) =>
    app.rateLimit({
      ...limit,
      keyGenerator: (request) => `${group}:${request.auth?.role}:${request.auth?.id}`,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `You are sending messages too quickly. Please try again in ${minutes(context.ttl)}.`,
      }),
    });
  const startLimit = perAccount("conversation-start", MESSAGE_LIMITS.conversationStart);
  const messageLimit = perAccount("message", MESSAGE_LIMITS.message);

  addRoute(
    app,
    "POST /api/conversations",
    {
      // Conversations are private: no public answer changes (decision 0031).
      config: { leavesPublicAnswers: true },
      // Who first, then the caller's own allowance.
      onRequest: [app.requireCustomer, startLimit],
    },
    async (request, reply) => {
      const answer = await conversations.startConversation(deps(), request.account().id, request.body);
      return reply.code(201).send(answer);
    },
  );

  addRoute(app, "GET /api/conversations", { onRequest: app.requireSignedIn }, async (request) => {
    const answer = await conversations.listConversations(app.db, request.account());
    return { ...answer, conversations: answer.conversations.map((c) => withPublicImage(c, urls)) };
  });

  addRoute(
    app,
    "GET /api/conversations/:id/messages",
    { onRequest: app.requireSignedIn },
    async (request) => {
      const answer = await conversations.readThread(app.db, request.account(), request.params.id);
      return { ...answer, conversation: withPublicImage(answer.conversation, urls) };
    },
  );

  addRoute(
    app,
    "POST /api/conversations/:id/messages",
    { config: { leavesPublicAnswers: true }, onRequest: [app.requireSignedIn, messageLimit] },
    async (request, reply) => {
      const answer = await conversations.sendMessage(
        deps(),
        request.account(),
        request.params.id,
        request.body.body,
      );
      return reply.code(201).send(answer);
    },
  );
};
