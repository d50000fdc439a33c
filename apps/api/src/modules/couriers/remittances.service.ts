import { paisaToRupees } from "@marketplace/shared/money";
import type { Database } from "../../db/create-db.ts";
import { badRequest, type FieldError, HttpError, notFound } from "../../lib/http-error.ts";
import { insertAudit } from "../admin/admin.repository.ts";
import { findUnremitted } from "../ledger/courier-cash.repository.ts";
import { recordRemittance } from "../ledger/courier-cash.ts";
import { CourierError } from "./courier-adapter.ts";
import type { CourierRegistry } from "./courier-registry.ts";
import { claimRoundLease, releaseRoundLease } from "./courier-round-lease.repository.ts";
import { findCourier } from "./couriers.repository.ts";
import { readStatement } from "./remittance-statement.ts";
import * as repo from "./remittances.repository.ts";

/** Parcels a payment round asks about, per call and in all (the rest wait for the next round). */
const PARCELS_PER_CALL = 50;
const PARCELS_PER_ROUND = 1000;
const LEASE_MS = 10 * 60_000;

export interface RemittanceRound {
  /** False when another process held the round, or the courier cannot be asked here. */
  ran: boolean;
  asked: number;
  posted: number;
  /** Parcels whose payment the ledger refused (figures that do not add up), with why, for the log. */
  refused: { consignmentNumber: string; message: string }[];
  /** The courier's failure that ended the round early, if any. */
  failure: string | null;
}

/**
 * One round of asking a booking courier what it paid back (decision 0042): its delivered parcels
 * whose cash is not remitted yet go to its payment-status API in batches, and each parcel it says it
 * paid is recorded in its own transaction. One process at a time (a lease on the courier's row); a
 * courier that fails ends the round, and the next round asks again.
 */
export async function collectRemittances(
  db: Database,
  registry: CourierRegistry,
  code: string,
  now = new Date(),
): Promise<RemittanceRound> {
  const round: RemittanceRound = { ran: false, asked: 0, posted: 0, refused: [], failure: null };
  const courier = await findCourier(db, code);
  if (!courier?.booking || !registry.has(code)) return round;
  if (!(await claimRoundLease(db, "remittances", code, now, new Date(now.getTime() + LEASE_MS))))
    return round;
  round.ran = true;
  try {
    const adapter = registry.adapterFor(courier);
    const parcels = await findUnremitted(db, code, PARCELS_PER_ROUND);
    for (let start = 0; start < parcels.length; start += PARCELS_PER_CALL) {
      const batch = parcels.slice(start, start + PARCELS_PER_CALL);
      round.asked += batch.length;
      let answers: Awaited<ReturnType<typeof adapter.payments>>;
      try {
        answers = await adapter.payments(batch.map((p) => p.consignmentNumber));
      } catch (error) {
        if (!(error instanceof CourierError)) throw error;
        round.failure = error.message;
        break;
      }
      for (const answer of answers) {
        const parcel = batch.find((p) => p.consignmentNumber === answer.consignmentNumber);
        // Not paid yet (no reference): asked again next round.
        if (!parcel || answer.reference === null) continue;
        const outcome = await db.transaction((tx) =>
          recordRemittance(tx, code, parcel.consignmentNumber, parcel.orderId, {
            ...answer,
            source: "payments-api",
          }),
        );
        if (outcome.result === "posted") round.posted += 1;
        if (outcome.result === "refused") {
          round.refused.push({ consignmentNumber: parcel.consignmentNumber, message: outcome.message });
        }
      }
    }
  } finally {
    await releaseRoundLease(db, "remittances", code);
  }
  return round;
}

export interface ImportResult {
  courierName: string;
  posted: number;
  alreadyKnown: number;
  remittedPaisa: number;
}

const rowNumber = (error: FieldError) => Number(/^row (\d+)$/.exec(error.field)?.[1] ?? 0);

/**
 * Records a courier's statement the operator uploaded (decision 0042): every row read and checked
 * against its order in one transaction, so a statement with any bad row records nothing and answers
 * each bad row's problem, and the same statement again (or a parcel the payment job recorded first)
 * is counted as already known, never twice. Orders are locked in one order (by id), so two imports
 * of overlapping statements take turns rather than deadlock.
 */
export async function importStatement(
  db: Database,
  adminId: string,
  code: string,
  csv: string,
): Promise<ImportResult> {
  const courier = await findCourier(db, code);
  if (!courier) throw notFound("Courier not found.");
  if (!courier.booking) {
    const message = `The marketplace does not book with ${courier.name}, so no cash of ours is with it.`;
    throw badRequest(message, [{ field: "code", message }]);
  }
  const read = readStatement(csv);
  const refuse = (errors: FieldError[]) => {
    errors.sort((a, b) => rowNumber(a) - rowNumber(b));
    return new HttpError(
      400,
      `Nothing was recorded: ${errors.length} problems in the statement need fixing.`,
      errors,
    );
  };
  // A file that cannot be read as a statement at all has no rows to look up.
  if (read.rows.length === 0) throw refuse(read.errors);
  return db.transaction(async (tx) => {
    const parcels = new Map(
      (
        await repo.findParcels(
          tx,
          code,
          read.rows.map((r) => r.consignmentNumber),
        )
      ).map((p) => [p.consignmentNumber, p]),
    );
    // Rows that could not be read are reported with those checked against their orders.
    const errors: FieldError[] = [...read.errors];
    const result: ImportResult = { courierName: courier.name, posted: 0, alreadyKnown: 0, remittedPaisa: 0 };
    const rows = read.rows
      .map((row) => ({ row, parcel: parcels.get(row.consignmentNumber) }))
      .sort((a, b) => (a.parcel?.orderId ?? "").localeCompare(b.parcel?.orderId ?? ""));
    for (const { row, parcel } of rows) {
      const field = `row ${row.row}`;
      if (!parcel) {
        errors.push({
          field,
          message: `No order was shipped with ${courier.name} as parcel ${row.consignmentNumber}.`,
        });
        continue;
      }
      if (!parcel.booked) {
        errors.push({
          field,
          message: `Parcel ${row.consignmentNumber} was not booked by the marketplace: its seller collected the cash.`,
        });
        continue;
      }
      const outcome = await recordRemittance(tx, code, row.consignmentNumber, parcel.orderId, {
        ...row,
        source: "statement",
      });
      if (outcome.result === "refused") errors.push({ field, message: outcome.message });
      else if (outcome.result === "known") result.alreadyKnown += 1;
      else {
        result.posted += 1;
        result.remittedPaisa += outcome.remittedPaisa;
      }
    }
    // Thrown inside the transaction: everything this statement wrote is rolled back.
    if (errors.length > 0) throw refuse(errors);
    await insertAudit(tx, {
      adminId,
      action: "courier.remittances",
      targetKind: "courier",
      targetId: courier.id,
      reason: null,
      details: {
        posted: result.posted,
        alreadyKnown: result.alreadyKnown,
        remitted: paisaToRupees(result.remittedPaisa),
      },
    });
    return result;
  });
}
