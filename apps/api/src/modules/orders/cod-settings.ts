import {
  DEFAULT_COD_CONFIRMATION_HOURS,
  DEFAULT_COD_REFUSAL_LIMIT,
} from "@marketplace/shared/cod-confirmation";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { marketplaceSettings } from "../../db/schema/index.ts";

/** The operator's Cash-on-Delivery rules (decision 0034), from the settings row. */
export interface CodSettings {
  /** Hours a new COD order waits for its buyer's confirmation. */
  codConfirmationHours: number;
  /** Refusals in 180 days that take COD away from a buyer; 0 means never. */
  codRefusalLimit: number;
}

export async function codSettings(db: Executor): Promise<CodSettings> {
  const [row] = await db
    .select({
      codConfirmationHours: marketplaceSettings.codConfirmationHours,
      codRefusalLimit: marketplaceSettings.codRefusalLimit,
    })
    .from(marketplaceSettings)
    .where(eq(marketplaceSettings.id, 1));
  return (
    row ?? {
      codConfirmationHours: DEFAULT_COD_CONFIRMATION_HOURS,
      codRefusalLimit: DEFAULT_COD_REFUSAL_LIMIT,
    }
  );
}

/**
 * Writes the parts of the COD rules given (row 1 even if a reset emptied the table) and answers the
 * rules they replaced; the row lock orders two operators' changes, like the commission's.
 */
export async function saveCodSettings(db: Executor, patch: Partial<CodSettings>): Promise<CodSettings> {
  const [before] = await db
    .select({
      codConfirmationHours: marketplaceSettings.codConfirmationHours,
      codRefusalLimit: marketplaceSettings.codRefusalLimit,
    })
    .from(marketplaceSettings)
    .where(eq(marketplaceSettings.id, 1))
    .for("update");
  const previous = before ?? (await codSettings(db));
  if (Object.keys(patch).length > 0) {
    await db
      .insert(marketplaceSettings)
      .values({ id: 1, ...patch })
      .onConflictDoUpdate({ target: marketplaceSettings.id, set: { ...patch, updatedAt: new Date() } });
  }
  return previous;
}
