import { DEFAULT_COMMISSION_PERCENT } from "@marketplace/shared/admin-contracts";
import type { Executor } from "../../db/create-db.ts";
import { findCommissionBasisPoints } from "./ledger.repository.ts";

/** The commission every new order keeps (decision 0020), in basis points: 1000 is 10%. */
export async function commissionBasisPoints(db: Executor): Promise<number> {
  return (await findCommissionBasisPoints(db)) ?? percentToBasisPoints(DEFAULT_COMMISSION_PERCENT);
}

export const percentToBasisPoints = (percent: number) => Math.round(percent * 100);
/** The commission on `itemsPaisa` of items at a rate in basis points, rounded to the paisa. */
export const commissionPaisa = (itemsPaisa: number, basisPoints: number) =>
  Math.round((itemsPaisa * basisPoints) / 10_000);

export const basisPointsToPercent = (basisPoints: number) => basisPoints / 100;
