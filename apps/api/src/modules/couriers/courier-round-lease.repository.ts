import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { couriers } from "../../db/schema/index.ts";

/** The rounds a booking courier has, each run by one process at a time: tracking and payments. */
export type CourierRound = "tracking" | "remittances";

const leaseColumn = {
  tracking: couriers.trackingLeaseUntil,
  remittances: couriers.remittanceLeaseUntil,
} as const;
const leaseField = { tracking: "trackingLeaseUntil", remittances: "remittanceLeaseUntil" } as const;

/**
 * Takes the courier's `round` for `until` unless another process holds it (a lease, so a process
 * that dies mid-round lets the next one take over when it ends). Answers whether it got it.
 */
export async function claimRoundLease(
  db: Executor,
  round: CourierRound,
  code: string,
  now: Date,
  until: Date,
): Promise<boolean> {
  const column = leaseColumn[round];
  const rows = await db
    .update(couriers)
    .set({ [leaseField[round]]: until })
    .where(and(eq(couriers.code, code), or(isNull(column), lt(column, now))))
    .returning({ id: couriers.id });
  return rows.length > 0;
}

export async function releaseRoundLease(db: Executor, round: CourierRound, code: string): Promise<void> {
  await db
    .update(couriers)
    .set({ [leaseField[round]]: null })
    .where(eq(couriers.code, code));
}
