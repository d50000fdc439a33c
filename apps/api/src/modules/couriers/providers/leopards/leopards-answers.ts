import type { ParcelEvent, ParcelRemittance } from "../../courier-adapter.ts";
import { readPakistanTime } from "../courier-fields.ts";
import { unreadableAnswer } from "../courier-http.ts";
import { courierRupeesToPaisa } from "../courier-money.ts";
import {
  type leopardsCharges,
  type leopardsPayments,
  leopardsStatusOf,
  type leopardsTracked,
} from "./leopards-protocol.ts";

/** Reading Leopards' answers into the marketplace's terms: events, remittances and refusals. */
const NAME = "Leopards";

type ChargesRow = ReturnType<typeof leopardsCharges.parse>["data"][number];
type PaymentRow = ReturnType<typeof leopardsPayments.parse>["payment_list"][number];

export function remittanceOf(
  cn: string,
  delivered: boolean,
  charges: ChargesRow | undefined,
  payment: PaymentRow | undefined,
): ParcelRemittance {
  if (!charges) throw unreadableAnswer(NAME, `the charges without ${cn}`);
  const paisa = (value: unknown) => (value == null || value === "" ? 0 : courierRupeesToPaisa(NAME, value));
  const collectedPaisa = delivered ? paisa(charges.booked_packet_collect_amount) : 0;
  const feePaisa = [
    charges.shipment_charges,
    charges.cash_handling_charges,
    charges.return_charges,
    charges.insurance_charges,
    charges.fuel_surcharge_amount,
  ].reduce<number>((sum, value) => sum + paisa(value), 0);
  const taxPaisa = paisa(charges.gst_amount);
  const paid = payment?.status?.trim().toLowerCase() === "paid";
  const paidAt = paid ? readPakistanTime(payment?.invoice_cheque_date) : null;
  if (paid && !paidAt) throw unreadableAnswer(NAME, "a payment without its date");
  return {
    consignmentNumber: cn,
    collectedPaisa,
    feePaisa,
    taxPaisa,
    // Leopards states no paid-back amount per parcel: a paid parcel was settled at its collection
    // less its charges and their tax (the cheque or transfer covers many parcels).
    remittedPaisa: paid ? collectedPaisa - feePaisa - taxPaisa : 0,
    reference: paid ? (payment?.invoice_cheque_no ?? null) : null,
    paidAt,
  };
}

/** Leopards' `error` is words, or an object of words per CN or field; all of it is kept. */
export function refusalWords(error: unknown): string | null {
  if (typeof error === "string" && error !== "" && error !== "0" && error !== "null") return error;
  if (error && typeof error === "object") {
    const words = Object.values(error as Record<string, unknown>).flatMap((v) =>
      typeof v === "string" ? [v] : v && typeof v === "object" ? Object.values(v).map(String) : [],
    );
    return words.length > 0 ? words.join("; ") : null;
  }
  return null;
}

type Packet = ReturnType<typeof leopardsTracked.parse>["packet_list"][number];

export function eventsOf(packet: Packet): ParcelEvent[] {
  const details = packet["Tracking Detail"] ?? [];
  const steps = details.length
    ? details.map((d) => ({
        words: d.Status ?? d.Staus ?? "",
        date: d["Activity Date"],
        reason: d.Reason ?? null,
      }))
    : packet.booked_packet_status
      ? [{ words: packet.booked_packet_status, date: packet.activity_date ?? "", reason: null }]
      : [];
  const events = steps.map((step, index) => {
    const at = readPakistanTime(step.date);
    if (!at || step.words === "") throw unreadableAnswer(NAME, "a tracking step without its status or date");
    const event: ParcelEvent = {
      at,
      courierCode: step.words,
      courierWords: step.words,
      status: leopardsStatusOf(step.words),
      reason: step.reason?.trim() ? step.reason.trim() : null,
    };
    return { index, event };
  });
  events.sort((a, b) => a.event.at.getTime() - b.event.at.getTime() || a.index - b.index);
  return events.map(({ event }) => event);
}
