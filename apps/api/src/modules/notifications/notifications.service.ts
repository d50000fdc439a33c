import type { Language } from "@marketplace/shared/languages";
import type { Notification } from "@marketplace/shared/notifications-contracts";
import { translateMessage } from "@marketplace/shared/server-messages";
import type { Database } from "../../db/create-db.ts";
import { badRequest } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import * as repo from "./notifications.repository.ts";

/**
 * A notification as the API answers it, in the reader's language: titles and bodies are written in
 * English from the catalog's sentences (server-messages.ts), what a person wrote inside them kept.
 */
export function notificationJson(row: repo.NotificationRow, language: Language): Notification {
  return {
    _id: row.id,
    kind: row.kind,
    title: translateMessage(row.title, language),
    // A new message's body is the message itself, a person's own words.
    body: row.kind === "new-message" ? row.body : translateMessage(row.body, language),
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listNotifications(
  db: Database,
  reader: AuthUser,
  page: number,
  limit: number,
  language: Language,
) {
  const [{ rows, total }, unread] = await Promise.all([
    repo.findPage(db, reader, limit, (page - 1) * limit),
    repo.countUnread(db, reader),
  ]);
  return {
    success: true as const,
    unread,
    notifications: rows.map((row) => notificationJson(row, language)),
    pagination: {
      current_page: page,
      total_pages: Math.max(1, Math.ceil(total / limit)),
      total_notifications: total,
      per_page: limit,
    },
  };
}

export const NOT_A_NOTIFICATION_ID = "Each id must be the id of a notification.";

/** Marks the reader's notifications read; another reader's ids change nothing, malformed ones are a 400. */
export async function markRead(db: Database, reader: AuthUser, input: { ids?: string[]; all?: true }) {
  if (input.all) await repo.markRead(db, reader, "all");
  else {
    const ids = input.ids ?? [];
    if (!ids.every(isUuid))
      throw badRequest(NOT_A_NOTIFICATION_ID, [{ field: "ids", message: NOT_A_NOTIFICATION_ID }]);
    await repo.markRead(db, reader, ids);
  }
  return repo.countUnread(db, reader);
}
