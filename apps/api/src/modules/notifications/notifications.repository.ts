import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { notifications, type RecipientRole } from "../../db/schema/index.ts";

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

interface Reader {
  role: RecipientRole;
  id: string;
}

const ofReader = (reader: Reader) =>
  and(eq(notifications.recipientRole, reader.role), eq(notifications.recipientId, reader.id));

/** Writes each notification once per event and recipient; answers only the ones written now. */
export async function insertNotifications(db: Executor, rows: NewNotification[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).onConflictDoNothing().returning();
}

export async function hasNotificationsFor(db: Executor, eventKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.eventKey, eventKey))
    .limit(1);
  return row !== undefined;
}

export async function findPage(db: Executor, reader: Reader, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(ofReader(reader))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(notifications).where(ofReader(reader)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countUnread(db: Executor, reader: Reader): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(ofReader(reader), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the reader's own notifications read (these ids, or all); another's id changes nothing. */
export async function markRead(db: Executor, reader: Reader, ids: string[] | "all"): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        ofReader(reader),
        isNull(notifications.readAt),
        ids === "all" ? undefined : inArray(notifications.id, ids),
      ),
    );
}
