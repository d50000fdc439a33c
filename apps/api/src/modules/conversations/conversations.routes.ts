import { IdParams } from "@marketplace/shared/api-answers";
import {
  ConversationListAnswer,
  type ConversationSummary,
  ConversationThreadAnswer,
  SendMessageAnswer,
  SendMessageInput,
  StartConversationAnswer,
  StartConversationInput,
} from "@marketplace/shared/conversations-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import { type ImageUrls, imageUrls } from "../../lib/public-urls.ts";
import * as conversations from "./conversations.service.ts";

const bearer = [{ bearerAuth: [] }];

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

  app.post(
    "/conversations",
    {
      // Who first, then the caller's own allowance.
      onRequest: [app.requireCustomer, startLimit],
      schema: {
        tags: ["conversations"],
        summary:
          "A customer writes to a store (about a product or one of her orders from it): one conversation per customer, store and product",
        security: bearer,
        body: StartConversationInput,
        response: { 201: StartConversationAnswer, ...errorAnswers(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const answer = await conversations.startConversation(deps(), request.account().id, request.body);
      return reply.code(201).send(answer);
    },
  );

  app.get(
    "/conversations",
    {
      onRequest: app.requireSignedIn,
      schema: {
        tags: ["conversations"],
        summary:
          "The caller's conversations (a seller's: all her stores'), newest message first, each with her unread count",
        security: bearer,
        response: { 200: ConversationListAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const answer = await conversations.listConversations(app.db, request.account());
      return { ...answer, conversations: answer.conversations.map((c) => withPublicImage(c, urls)) };
    },
  );

  app.get(
    "/conversations/:id/messages",
    {
      onRequest: app.requireSignedIn,
      schema: {
        tags: ["conversations"],
        summary: "A conversation's messages, oldest first; marks the other party's messages read",
        security: bearer,
        params: IdParams,
        response: { 200: ConversationThreadAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const answer = await conversations.readThread(app.db, request.account(), request.params.id);
      return { ...answer, conversation: withPublicImage(answer.conversation, urls) };
    },
  );

  app.post(
    "/conversations/:id/messages",
    {
      onRequest: [app.requireSignedIn, messageLimit],
      schema: {
        tags: ["conversations"],
        summary: "Write in a conversation (its customer or the store's owner)",
        security: bearer,
        params: IdParams,
        body: SendMessageInput,
        response: { 201: SendMessageAnswer, ...errorAnswers(400, 401, 403, 404, 429) },
      },
    },
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
