import { IdParams } from "../api-answers.ts";
import {
  ConversationListAnswer,
  ConversationThreadAnswer,
  SendMessageAnswer,
  SendMessageInput,
  StartConversationAnswer,
  StartConversationInput,
} from "../conversations-contracts.ts";
import { defineRoutes, errorAnswers, signedIn } from "./route-contract.ts";

/** The conversations module's routes (apps/api/src/modules/conversations). */
export const conversationsRoutes = defineRoutes({
  "POST /api/conversations": {
    tags: ["conversations"],
    summary:
      "A customer writes to a store (about a product or one of her orders from it): one conversation per customer, store and product",
    security: signedIn,
    body: StartConversationInput,
    response: { 201: StartConversationAnswer, ...errorAnswers(400, 401, 403, 404, 429) },
  },
  "GET /api/conversations": {
    tags: ["conversations"],
    summary:
      "The caller's conversations (a seller's: all her stores'), newest message first, each with her unread count",
    security: signedIn,
    response: { 200: ConversationListAnswer, ...errorAnswers(401, 403) },
  },
  "GET /api/conversations/:id/messages": {
    tags: ["conversations"],
    summary: "A conversation's messages, oldest first; marks the other party's messages read",
    security: signedIn,
    params: IdParams,
    response: { 200: ConversationThreadAnswer, ...errorAnswers(401, 403, 404) },
  },
  "POST /api/conversations/:id/messages": {
    tags: ["conversations"],
    summary: "Write in a conversation (its customer or the store's owner)",
    security: signedIn,
    params: IdParams,
    body: SendMessageInput,
    response: { 201: SendMessageAnswer, ...errorAnswers(400, 401, 403, 404, 429) },
  },
});
