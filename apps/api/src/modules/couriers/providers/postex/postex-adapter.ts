import {
  type BookedParcel,
  type CourierAccount,
  type CourierAdapter,
  CourierError,
  type ParcelEvent,
  type ParcelRemittance,
  type ParcelToBook,
  type ParcelTracking,
} from "../../courier-adapter.ts";
import { localPakistaniPhone, readPakistanTime } from "../courier-fields.ts";
import { DEFAULT_COURIER_TIMEOUT_MS, requestCourier, unreadableAnswer } from "../courier-http.ts";
import { courierRupeesToPaisa, paisaToCourierRupees } from "../courier-money.ts";
import {
  POSTEX_PATHS,
  POSTEX_STATUS_TABLE,
  type PostExCreateOrder,
  postexCreated,
  postexEnvelope,
  postexPaymentStatus,
  postexTracked,
} from "./postex-protocol.ts";

const NAME = "PostEx";

/**
 * PostEx over its merchant API. Credentials: `token` (required) and `pickupAddressCode` (the
 * merchant's registered pickup address; PostEx takes a code, not an address, so the parcel's pickup
 * address is not sent). PostEx's create-order has no weight field, so `weightGrams` is not sent either.
 */
export class PostExAdapter implements CourierAdapter {
  readonly code = "postex" as const;
  private readonly token: string;

  constructor(
    private readonly account: CourierAccount,
    private readonly timeoutMs = DEFAULT_COURIER_TIMEOUT_MS,
  ) {
    const token = account.credentials.token;
    if (!token) throw new CourierError("refused", "PostEx needs its API token");
    this.token = token;
  }

  async book(parcel: ParcelToBook): Promise<BookedParcel> {
    const order: PostExCreateOrder = {
      orderRefNumber: parcel.orderReference,
      invoicePayment: paisaToCourierRupees(parcel.codAmountPaisa),
      orderDetail: parcel.description,
      customerName: parcel.consignee.name,
      customerPhone: localPakistaniPhone(parcel.consignee.phone),
      deliveryAddress: parcel.consignee.address,
      cityName: parcel.consignee.city,
      items: parcel.pieces,
      orderType: "Normal",
      transactionNotes: "",
      ...(this.account.credentials.pickupAddressCode
        ? { pickupAddressCode: this.account.credentials.pickupAddressCode }
        : {}),
    };
    const dist = await this.call("POST", POSTEX_PATHS.createOrder, "the booking", order);
    const created = postexCreated.safeParse(dist);
    if (!created.success) throw unreadableAnswer(NAME, "the booking");
    // PostEx's airway bill is a PDF from v1/get-invoice behind the merchant's token: no link a
    // browser can open, so none is kept.
    return { consignmentNumber: created.data.trackingNumber, labelUrl: null };
  }

  async cancel(consignmentNumber: string): Promise<void> {
    await this.call("PUT", POSTEX_PATHS.cancelOrder, "the cancellation", {
      trackingNumber: consignmentNumber,
    });
  }

  async track(consignmentNumbers: readonly string[]): Promise<ParcelTracking[]> {
    const tracked: ParcelTracking[] = [];
    for (const cn of consignmentNumbers) {
      const parcel = await this.trackOne(cn);
      tracked.push({ consignmentNumber: cn, events: eventsOf(parcel) });
    }
    return tracked;
  }

  async payments(consignmentNumbers: readonly string[]): Promise<ParcelRemittance[]> {
    const remittances: ParcelRemittance[] = [];
    for (const cn of consignmentNumbers) {
      // payment-status says whether and when PostEx paid; the amounts are on the order itself.
      const parcel = await this.trackOne(cn);
      const payment = postexPaymentStatus.safeParse(
        await this.call("GET", POSTEX_PATHS.paymentStatus(cn), "the payment status"),
      );
      if (!payment.success) throw unreadableAnswer(NAME, "the payment status");
      remittances.push(remittanceOf(cn, parcel, payment.data));
    }
    return remittances;
  }

  private async trackOne(cn: string) {
    const parsed = postexTracked.safeParse(
      await this.call("GET", POSTEX_PATHS.trackOrder(cn), "the tracking"),
    );
    if (!parsed.success) throw unreadableAnswer(NAME, "the tracking");
    return parsed.data;
  }

  /** Sends one request and answers its `dist`; a refusal carries PostEx's own words. */
  private async call(method: "GET" | "POST" | "PUT", path: string, what: string, json?: unknown) {
    const answer = await requestCourier(
      NAME,
      `${this.account.baseUrl.replace(/\/$/, "")}${path}`,
      { method, headers: { token: this.token }, json },
      this.timeoutMs,
    );
    const envelope = postexEnvelope.safeParse(answer.body);
    if (!envelope.success) throw unreadableAnswer(NAME, what);
    if (envelope.data.statusCode !== "200" || answer.httpStatus >= 400) {
      const words = envelope.data.statusMessage ?? `PostEx refused ${what} (${envelope.data.statusCode})`;
      throw new CourierError("refused", words, envelope.data.statusCode);
    }
    return envelope.data.dist;
  }
}

type Tracked = ReturnType<typeof postexTracked.parse>;

function eventsOf(parcel: Tracked): ParcelEvent[] {
  const events = (parcel.transactionStatusHistory ?? []).map((step, index) => {
    const at = readPakistanTime(step.updatedAt ?? step.modifiedDatetime);
    if (!at) throw unreadableAnswer(NAME, "a tracking step without its time");
    return {
      index,
      event: {
        at,
        courierCode: step.transactionStatusMessageCode,
        courierWords: step.transactionStatusMessage,
        status: POSTEX_STATUS_TABLE[step.transactionStatusMessageCode] ?? null,
        reason: null,
      } satisfies ParcelEvent,
    };
  });
  // Sources disagree on the history's order (newest first in one, oldest first in another): sort by
  // time, keeping PostEx's order between steps of the same time.
  events.sort((a, b) => a.event.at.getTime() - b.event.at.getTime() || a.index - b.index);
  return events.map(({ event }) => event);
}

function remittanceOf(
  cn: string,
  parcel: Tracked,
  payment: ReturnType<typeof postexPaymentStatus.parse>,
): ParcelRemittance {
  const paisa = (value: unknown) => (value == null ? 0 : courierRupeesToPaisa(NAME, value));
  const codes = new Set(
    (parcel.transactionStatusHistory ?? []).map((step) => step.transactionStatusMessageCode),
  );
  const collectedPaisa = codes.has("0005") ? paisa(parcel.invoicePayment) : 0;
  const feePaisa = paisa(parcel.transactionFee) + paisa(parcel.reversalFee);
  const taxPaisa = paisa(parcel.transactionTax) + paisa(parcel.reversalTax);
  const paidAt = payment.settle ? readPakistanTime(payment.settlementDate) : null;
  if (payment.settle && !paidAt) throw unreadableAnswer(NAME, "a settlement without its date");
  return {
    consignmentNumber: cn,
    collectedPaisa,
    feePaisa,
    taxPaisa,
    // PostEx reports no paid-back amount per parcel: once settled, it paid what it collected less its
    // charges (which is negative for a returned parcel whose charges are deducted elsewhere).
    remittedPaisa: payment.settle ? collectedPaisa - feePaisa - taxPaisa : 0,
    reference: payment.settle ? (payment.cpr1 ?? null) : null,
    paidAt,
  };
}
