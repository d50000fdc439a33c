import type { BookingCourierCode, ShipmentStatus } from "@marketplace/shared/shipment-statuses";

/**
 * What the marketplace asks of a booking courier (issue 28). One adapter per courier speaks its
 * documented merchant API (see the courier decision record for the sources); the base URL and keys
 * come from the operator, so a simulator, the courier's staging host and production differ only in
 * configuration, never in code.
 */
export interface CourierAdapter {
  readonly code: BookingCourierCode;
  /** Books a pickup; answers the courier's consignment number (and label link if it gives one). */
  book(parcel: ParcelToBook): Promise<BookedParcel>;
  /** Cancels a booking the parcel of which has not been picked up. */
  cancel(consignmentNumber: string): Promise<void>;
  /** The events of each parcel, oldest first, as the courier reports them. */
  track(consignmentNumbers: readonly string[]): Promise<ParcelTracking[]>;
  /** What the courier collected and paid back for each parcel (its payment-status API). */
  payments(consignmentNumbers: readonly string[]): Promise<ParcelRemittance[]>;
  /**
   * The live (not cancelled) booking the courier already holds for this order reference, or null.
   * Asked before booking again after a crash or a lost answer, so a retry does not book twice.
   * Optional: only couriers that document a look-up by order reference have it (Leopards does).
   */
  findBooking?(orderReference: string): Promise<BookedParcel | null>;
}

export interface CourierAccount {
  /** The courier's API host, e.g. the simulator's loopback URL or its staging host. */
  baseUrl: string;
  /** The credentials the courier issued (API key, password, token…), by its own field names. */
  credentials: Record<string, string>;
}

export interface ParcelAddress {
  name: string;
  phone: string;
  address: string;
  city: string;
}

export interface ParcelToBook {
  /** The marketplace's order number, sent as the courier's order reference (idempotency on retry). */
  orderReference: string;
  weightGrams: number;
  pieces: number;
  /** The cash the courier collects at the door, in paisa (0 when paid already). */
  codAmountPaisa: number;
  description: string;
  consignee: ParcelAddress;
  pickup: ParcelAddress;
}

export interface BookedParcel {
  consignmentNumber: string;
  labelUrl: string | null;
}

export interface ParcelEvent {
  at: Date;
  /** The courier's own status code and words, kept as they came. */
  courierCode: string;
  courierWords: string;
  /** Ours, or null when the courier's table does not know the code. */
  status: ShipmentStatus | null;
  /** The courier's reason (e.g. a return's), if any. */
  reason: string | null;
}

export interface ParcelTracking {
  consignmentNumber: string;
  events: ParcelEvent[];
}

export interface ParcelRemittance {
  consignmentNumber: string;
  /** Cash collected at the door, the courier's fee, the tax on it, and what it paid back, in paisa. */
  collectedPaisa: number;
  feePaisa: number;
  taxPaisa: number;
  remittedPaisa: number;
  /** The courier's payment reference and date, null while not yet paid. */
  reference: string | null;
  paidAt: Date | null;
}

/**
 * A courier that could not do what was asked. `unreachable`: timeout, connection refused, 5xx or an
 * answer that is not the documented shape (retry is safe). `refused`: the courier said no (bad key,
 * unknown city, …), with its words in `message`.
 */
export class CourierError extends Error {
  constructor(
    readonly kind: "unreachable" | "refused",
    message: string,
    readonly courierCode?: string,
  ) {
    super(message);
    this.name = "CourierError";
  }
}
