import type { CourierCashAnswer, CourierCashSource } from "@marketplace/shared/courier-cash-contracts";
import { formatRupees, paisaToRupees } from "@marketplace/shared/money";
import type { Executor } from "../../db/create-db.ts";
import type { ParcelRemittance } from "../couriers/courier-adapter.ts";
import * as repo from "./courier-cash.repository.ts";

const rupees = (paisa: number) => formatRupees(paisaToRupees(paisa));

/** What a courier says it did with one parcel's cash, from its payment API or its statement. */
export type CourierPayment = Omit<ParcelRemittance, "consignmentNumber"> & {
  source: Exclude<CourierCashSource, "delivery">;
};

/** `posted`: recorded now; `known`: recorded before with the same figures; `refused`: why not. */
export type RemittanceOutcome =
  | { result: "posted"; remittedPaisa: number }
  | { result: "known" }
  | { result: "refused"; message: string };

const refused = (message: string): RemittanceOutcome => ({ result: "refused", message });

/**
 * Records the courier's payment of one order's cash (decision 0042): its fee, the tax on it and what
 * it paid back, in the transaction of the caller. The order's `collected` row is locked first, so a
 * payment job and an import (or two imports) of the same order take turns and the second finds the
 * first's entries: an order's payment is recorded once, and the same news again changes nothing.
 * Refused, with words an operator can act on, when the order's cash was not recorded as collected by
 * this courier, or when the figures break collected − fee − tax = remitted.
 */
export async function recordRemittance(
  tx: Executor,
  courierCode: string,
  consignmentNumber: string,
  orderId: string,
  payment: CourierPayment,
): Promise<RemittanceOutcome> {
  const entries = await repo.lockOrderCourierCash(tx, orderId);
  const collected = entries.find((e) => e.kind === "collected");
  if (collected?.courierCode !== courierCode) {
    return refused(
      `Parcel ${consignmentNumber} has no cash collected on record yet: its delivery has not been seen. Try again after the next tracking round.`,
    );
  }
  if (payment.collectedPaisa !== collected.amountPaisa) {
    return refused(
      `Parcel ${consignmentNumber}: the courier says it collected ${rupees(payment.collectedPaisa)}, but the order's cash was ${rupees(collected.amountPaisa)}.`,
    );
  }
  const kept = payment.collectedPaisa - payment.feePaisa - payment.taxPaisa;
  if (kept !== payment.remittedPaisa) {
    return refused(
      `Parcel ${consignmentNumber}: collected less fee and tax is ${rupees(kept)}, not the ${rupees(payment.remittedPaisa)} paid back.`,
    );
  }
  const amountOf = (kind: repo.CourierCashRow["kind"]) =>
    -(entries.find((e) => e.kind === kind)?.amountPaisa ?? 0);
  if (entries.some((e) => e.kind === "remitted")) {
    const same =
      amountOf("fee") === payment.feePaisa &&
      amountOf("tax") === payment.taxPaisa &&
      amountOf("remitted") === payment.remittedPaisa;
    return same
      ? { result: "known" }
      : refused(
          `Parcel ${consignmentNumber} was already paid back with other figures: ${rupees(amountOf("remitted"))} after a fee of ${rupees(amountOf("fee"))} and tax of ${rupees(amountOf("tax"))}.`,
        );
  }
  const base = {
    courierCode,
    orderId,
    source: payment.source,
    reference: payment.reference,
    paidAt: payment.paidAt,
  };
  await repo.insertCourierCash(tx, [
    ...(payment.feePaisa !== 0 ? [{ ...base, kind: "fee" as const, amountPaisa: -payment.feePaisa }] : []),
    ...(payment.taxPaisa !== 0 ? [{ ...base, kind: "tax" as const, amountPaisa: -payment.taxPaisa }] : []),
    // Written even at zero: it is what marks the order's cash as settled with the courier.
    { ...base, kind: "remitted" as const, amountPaisa: -payment.remittedPaisa },
  ]);
  return { result: "posted", remittedPaisa: payment.remittedPaisa };
}

/**
 * The marketplace's position with each booking courier: what it collected, kept as fee and tax, and
 * paid back, and what it still owes for delivered orders.
 */
export async function courierCashPositions(db: Executor): Promise<CourierCashAnswer["couriers"]> {
  const [booking, { sums, open }] = await Promise.all([repo.findBookingCouriers(db), repo.sumByCourier(db)]);
  const sum = (code: string, kind: repo.CourierCashRow["kind"]) =>
    Number(sums.find((s) => s.courierCode === code && s.kind === kind)?.sum ?? 0);
  return booking.map(({ code, name }) => {
    const collected = sum(code, "collected");
    const fees = -sum(code, "fee");
    const tax = -sum(code, "tax");
    const remitted = -sum(code, "remitted");
    return {
      code,
      name,
      collected: paisaToRupees(collected),
      fees: paisaToRupees(fees),
      tax: paisaToRupees(tax),
      remitted: paisaToRupees(remitted),
      owed: paisaToRupees(collected - fees - tax - remitted),
      unremittedOrders: Number(open.find((o) => o.courierCode === code)?.count ?? 0),
    };
  });
}
