import { pakistanWallTime } from "../courier-fields.ts";
import type { ParcelSimulation, SimulatedParcel } from "../parcel-simulation.ts";
import type { SimulatorAnswer } from "../simulator-server.ts";

/** The rows the Leopards simulator answers with, in the field names of Leopards' documentation. */
type Parcels = ParcelSimulation<string>;

/** Leopards' charges in the simulator, whole rupees as its API writes them; GST 15% on the charges. */
const CHARGES = { shipment: 150, cashHandling: 30, returns: 100, gstPercent: 15 };

export function trackingRow(parcels: Parcels, parcel: SimulatedParcel) {
  const steps = parcels
    .stepsSoFar(parcel)
    .map(({ step: s, at }) => ({ words: s.words, reason: s.reason ?? "", at }));
  if (parcel.cancelledAt) steps.push({ words: "Cancelled", reason: "", at: parcel.cancelledAt });
  const last = steps.at(-1);
  const request = parcel.request;
  return {
    booking_date: pakistanWallTime(parcel.bookedAt).slice(0, 10).split("-").reverse().join("/"),
    track_number: parcel.consignmentNumber,
    booked_packet_weight: request.booked_packet_weight,
    booked_packet_no_piece: request.booked_packet_no_piece,
    booked_packet_collect_amount: request.booked_packet_collect_amount,
    booked_packet_order_id: parcel.orderReference,
    consignment_name_eng: request.consignment_name_eng,
    booked_packet_status: last?.words ?? "",
    activity_date: last ? pakistanWallTime(last.at).slice(0, 10) : "",
    status_remarks: last?.reason ?? "",
    "Tracking Detail": steps.map((s) => ({
      Status: s.words,
      "Reciever Name": s.words === "Delivered" ? String(request.consignment_name_eng) : "",
      "Activity Date": pakistanWallTime(s.at).slice(0, 10),
      Reason: s.reason,
    })),
  };
}

export function slipPage(parcels: Parcels, cn: string): SimulatorAnswer {
  const parcel = parcels.parcels.get(cn);
  if (!parcel) return { status: 404, body: "No such slip", contentType: "text/plain" };
  const text = (value: unknown) => String(value ?? "").replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const r = parcel.request;
  return {
    status: 200,
    contentType: "text/html; charset=utf-8",
    body: `<!doctype html><title>Slip ${text(cn)}</title><h1>Leopards (simulator) slip ${text(cn)}</h1>
<p>Order ${text(parcel.orderReference)} · ${text(r.booked_packet_no_piece)} piece(s) · ${text(r.booked_packet_weight)} g</p>
<p>To ${text(r.consignment_name_eng)}, ${text(r.consignment_address)}, ${text(r.consignment_phone)}</p>
<p>Collect Rs ${text(r.booked_packet_collect_amount)}</p>`,
  };
}

export function chargesRow(parcels: Parcels, parcel: SimulatedParcel) {
  const cancelled = parcel.cancelledAt !== null;
  const shipment = cancelled ? 0 : CHARGES.shipment;
  const cashHandling = cancelled || parcel.codPaisa === 0 ? 0 : CHARGES.cashHandling;
  const returns = parcels.returned(parcel) ? CHARGES.returns : 0;
  const gst = ((shipment + cashHandling + returns) * CHARGES.gstPercent) / 100;
  return {
    cn_number: parcel.consignmentNumber,
    billing_method: "COD",
    shipment_charges: shipment,
    cash_handling_charges: cashHandling,
    return_charges: returns,
    insurance_charges: 0,
    fuel_surcharge_percentage: 0,
    fuel_surcharge_amount: 0,
    gst: CHARGES.gstPercent,
    gst_amount: gst,
    booked_packet_collect_amount: parcel.codPaisa / 100,
    net_charges: shipment + cashHandling + returns + gst,
    gross_charges: shipment + cashHandling + returns + gst,
  };
}

export function paymentRow(parcels: Parcels, parcel: SimulatedParcel) {
  const settledAt = parcels.settledAt(parcel);
  return {
    booked_packet_cn: parcel.consignmentNumber,
    billing_method: "COD",
    status: settledAt ? "Paid" : "Pending",
    invoice_cheque_no: settledAt ? parcels.settlementReference("LCS-CHQ", settledAt) : "",
    invoice_cheque_date: settledAt ? pakistanWallTime(settledAt).slice(0, 10) : "",
    payment_method: settledAt ? "Bank Transfer" : "",
    message: settledAt ? "Payment processed" : "Payment not yet processed",
  };
}
