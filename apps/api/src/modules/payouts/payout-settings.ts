import { DEFAULT_PAYOUT_HOLD_DAYS, DEFAULT_PAYOUT_WEEKDAY } from "@marketplace/shared/payouts-contracts";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { marketplaceSettings } from "../../db/schema/index.ts";

/** The operator's settings for identity checks and payouts (issue 30), as `GET /api/admin/settings` answers. */
export interface PayoutSettings {
  sellersPublicBeforeApproval: boolean;
  payoutHoldDays: number;
  payoutWeekday: number;
}

const DEFAULTS: PayoutSettings = {
  sellersPublicBeforeApproval: false,
  payoutHoldDays: DEFAULT_PAYOUT_HOLD_DAYS,
  payoutWeekday: DEFAULT_PAYOUT_WEEKDAY,
};

const columns = {
  sellersPublicBeforeApproval: marketplaceSettings.sellersPublicBeforeApproval,
  payoutHoldDays: marketplaceSettings.payoutHoldDays,
  payoutWeekday: marketplaceSettings.payoutWeekday,
};

export async function payoutSettings(db: Executor): Promise<PayoutSettings> {
  const [row] = await db.select(columns).from(marketplaceSettings).where(eq(marketplaceSettings.id, 1));
  return row ?? DEFAULTS;
}

/**
 * Writes the settings sent (row 1, made if missing) under the row's lock and answers what they were,
 * so the audit row's `from` is right when two operators save at once.
 */
export async function savePayoutSettings(
  tx: Executor,
  input: Partial<PayoutSettings>,
): Promise<PayoutSettings> {
  const [before] = await tx
    .select(columns)
    .from(marketplaceSettings)
    .where(eq(marketplaceSettings.id, 1))
    .for("update");
  const set = Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== undefined),
  ) as Partial<PayoutSettings>;
  if (Object.keys(set).length > 0)
    await tx
      .insert(marketplaceSettings)
      .values({ id: 1, ...set })
      .onConflictDoUpdate({ target: marketplaceSettings.id, set: { ...set, updatedAt: new Date() } });
  return before ?? DEFAULTS;
}
