import { DEFAULT_RETURN_WINDOW_DAYS } from "@marketplace/shared/returns-contracts";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { marketplaceSettings } from "../../db/schema/index.ts";
import { findReturnWindowDays } from "./returns.repository.ts";

/** The operator's return settings, as `GET /api/admin/settings` answers them (issue 27). */
export async function returnSettings(db: Executor): Promise<{ returnWindowDays: number }> {
  return { returnWindowDays: await findReturnWindowDays(db) };
}

/**
 * Writes the return window (row 1, made if a reset emptied the table) and answers the window it
 * replaced; the row lock orders two operators' changes, so each audit row's `from` is right.
 */
export async function saveReturnWindowDays(tx: Executor, days: number): Promise<number> {
  const [before] = await tx
    .select({ days: marketplaceSettings.returnWindowDays })
    .from(marketplaceSettings)
    .where(eq(marketplaceSettings.id, 1))
    .for("update");
  await tx
    .insert(marketplaceSettings)
    .values({ id: 1, returnWindowDays: days })
    .onConflictDoUpdate({
      target: marketplaceSettings.id,
      set: { returnWindowDays: days, updatedAt: new Date() },
    });
  return before?.days ?? DEFAULT_RETURN_WINDOW_DAYS;
}
