import {
  MarkNotificationsReadAnswer,
  MarkNotificationsReadInput,
  NotificationListAnswer,
  NotificationListQuery,
  type NotificationStreamEvent,
  STREAM_KEEP_ALIVE_SECONDS,
} from "@marketplace/shared/notifications-contracts";
import { translateMessage } from "@marketplace/shared/server-messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import { languageOf } from "../../plugins/message-language.ts";
import type { LiveEvent } from "./live-updates.ts";
import * as notifications from "./notifications.service.ts";

const bearer = [{ bearerAuth: [] }];

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/notifications",
    {
      onRequest: app.requireAnyAccount,
      schema: {
        tags: ["notifications"],
        summary: "The caller's notifications, newest first, paged, with the count of unread ones",
        security: bearer,
        querystring: NotificationListQuery,
        response: { 200: NotificationListAnswer, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) =>
      notifications.listNotifications(
        app.db,
        request.account(),
        request.query.page,
        request.query.limit,
        languageOf(request),
      ),
  );

  app.post(
    "/notifications/read",
    {
      onRequest: app.requireAnyAccount,
      schema: {
        tags: ["notifications"],
        summary: "Mark the caller's notifications read: {ids} or {all: true}",
        security: bearer,
        body: MarkNotificationsReadInput,
        response: { 200: MarkNotificationsReadAnswer, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const unread = await notifications.markRead(app.db, request.account(), request.body);
      return { success: true as const, message: "Notifications marked as read.", unread };
    },
  );

  /** Open streams, ended when the server closes so that a graceful shutdown is not held up. */
  const streams = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const end of [...streams]) end();
  });

  app.get(
    "/notifications/stream",
    {
      onRequest: app.requireAnyAccount,
      schema: {
        tags: ["notifications"],
        summary:
          "Server-Sent Events for the caller: `notification` ({notification, unread}) and `message` ({conversationId, message}), a comment every 25 s",
        security: bearer,
        response: { 200: z.string().describe("text/event-stream"), ...errorAnswers(401, 403) },
      },
    },
    async (request, reply) => {
      const account = request.account();
      const language = languageOf(request);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store, no-transform",
        connection: "keep-alive",
        // nginx and the like would otherwise hold the events back in a buffer.
        "x-accel-buffering": "no",
      });
      raw.write(": connected\n\n");
      const write = (event: LiveEvent) => {
        raw.write(`event: ${event.event}\ndata: ${JSON.stringify(inLanguage(event, language))}\n\n`);
      };
      const unsubscribe = app.live.subscribe(account, write);
      const keepAlive = setInterval(() => raw.write(": keep-alive\n\n"), STREAM_KEEP_ALIVE_SECONDS * 1000);
      const end = () => {
        if (!streams.delete(end)) return;
        clearInterval(keepAlive);
        unsubscribe();
        raw.end();
      };
      streams.add(end);
      raw.on("close", end);
      raw.on("error", end);
    },
  );
};

/** A notification's words in the stream's reader's language (messages are people's own words). */
function inLanguage(event: LiveEvent, language: ReturnType<typeof languageOf>): unknown {
  if (event.event !== "notification" || language === "en") return event.data;
  const data = event.data as NotificationStreamEvent;
  return {
    ...data,
    notification: {
      ...data.notification,
      title: translateMessage(data.notification.title, language),
      body:
        data.notification.kind === "new-message"
          ? data.notification.body
          : translateMessage(data.notification.body, language),
    },
  };
}
