import { z } from "zod";
import {
  MarkNotificationsReadAnswer,
  MarkNotificationsReadInput,
  NotificationListAnswer,
  NotificationListQuery,
} from "../notifications-contracts.ts";
import { defineRoutes, errorAnswers, signedIn } from "./route-contract.ts";

/** The notifications module's routes (apps/api/src/modules/notifications). */
export const notificationsRoutes = defineRoutes({
  "GET /api/notifications": {
    tags: ["notifications"],
    summary: "The caller's notifications, newest first, paged, with the count of unread ones",
    security: signedIn,
    querystring: NotificationListQuery,
    response: { 200: NotificationListAnswer, ...errorAnswers(400, 401, 403) },
  },
  "POST /api/notifications/read": {
    tags: ["notifications"],
    summary: "Mark the caller's notifications read: {ids} or {all: true}",
    security: signedIn,
    body: MarkNotificationsReadInput,
    response: { 200: MarkNotificationsReadAnswer, ...errorAnswers(400, 401, 403) },
  },
  "GET /api/notifications/stream": {
    tags: ["notifications"],
    summary:
      "Server-Sent Events for the caller: `notification` ({notification, unread}) and `message` ({conversationId, message}), a comment every 25 s",
    security: signedIn,
    response: { 200: z.string().describe("text/event-stream"), ...errorAnswers(401, 403) },
  },
});
