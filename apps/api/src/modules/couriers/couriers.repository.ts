import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { couriers } from "../../db/schema/index.ts";

export type CourierRow = typeof couriers.$inferSelect;
export type CourierChanges = Partial<
  Pick<CourierRow, "name" | "trackingUrlTemplate" | "active" | "apiBaseUrl" | "credentials">
>;

export async function findCouriers(db: Executor, onlyActive: boolean): Promise<CourierRow[]> {
  return db
    .select()
    .from(couriers)
    .where(onlyActive ? eq(couriers.active, true) : undefined)
    .orderBy(asc(couriers.name));
}

export async function findCourier(db: Executor, code: string): Promise<CourierRow | undefined> {
  const [row] = await db.select().from(couriers).where(eq(couriers.code, code));
  return row;
}

export async function findCourierForUpdate(db: Executor, code: string): Promise<CourierRow | undefined> {
  const [row] = await db.select().from(couriers).where(eq(couriers.code, code)).for("update");
  return row;
}

/** Inserts a courier; undefined when the code is taken (a concurrent add included). */
export async function insertCourier(
  db: Executor,
  values: typeof couriers.$inferInsert,
): Promise<CourierRow | undefined> {
  const [row] = await db.insert(couriers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateCourier(db: Executor, id: string, changes: CourierChanges): Promise<CourierRow> {
  const [row] = await db.update(couriers).set(changes).where(eq(couriers.id, id)).returning();
  if (!row) throw new Error(`courier ${id} vanished under its lock`);
  return row;
}
