import {
  type NotificationStreamEvent,
  STREAM_KEEP_ALIVE_SECONDS,
} from "@marketplace/shared/notifications-contracts";
import { translateMessage } from "@marketplace/shared/server-messages";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { AuthHook } from "../../plugins/auth.ts";
import { languageOf } from "../../plugins/message-language.ts";
import type { LiveEvent } from "./live-updates.ts";
import * as notifications from "./notifications.service.ts";

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(app, "GET /api/notifications", { onRequest: app.requireAnyAccount }, async (request) =>
    notifications.listNotifications(
      app.db,
      request.account(),
      request.query.page,
      request.query.limit,
      languageOf(request),
    ),
  );

  addRoute(
    app,
    "POST /api/notifications/read",
    { config: { leavesPublicAnswers: true }, onRequest: app.requireAnyAccount },
    async (request) => {
      const unread = await notifications.markRead(app.db, request.account(), request.body);
      return { success: true as const, message: "Notifications marked as read.", unread };
    },
  );

  addRoute(
    app,
    "GET /api/notifications/stream",
    { onRequest: app.requireAnyAccount },
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
      const keepAlive = setInterval(() => raw.write(": keep-alive\n\n"), STREAM_KEEP_ALIVE_SECONDS * 1000);
      // Ended by LiveUpdates when its token no longer holds, when an eleventh opens for the account,
      // or when the server closes; forgotten when the reader goes away.
      const unsubscribe = app.live.subscribe(account, {
        send: (event) => {
          raw.write(`event: ${event.event}\ndata: ${JSON.stringify(inLanguage(event, language))}\n\n`);
        },
        end: () => {
          clearInterval(keepAlive);
          raw.end();
        },
        tokenStillValid: () => tokenStillValid(app.requireAnyAccount, request),
      });
      const gone = () => {
        clearInterval(keepAlive);
        unsubscribe();
      };
      raw.on("close", gone);
      raw.on("error", gone);
    },
  );
};

/**
 * The stream's own token checked again as its request's guard checked it (signature, expiry, the
 * account's token version, the account itself): a refusal means no; any other failure (the database
 * does not answer) is thrown, and the stream ends all the same.
 */
async function tokenStillValid(guard: AuthHook, request: FastifyRequest): Promise<boolean> {
  try {
    await guard(request);
    return true;
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 401 || error.statusCode === 403)) return false;
    throw error;
  }
}

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
