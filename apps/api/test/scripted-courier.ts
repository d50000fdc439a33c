import type { BookingCourierCode, ShipmentStatus } from "@marketplace/shared/shipment-statuses";
import {
  type BookedParcel,
  type CourierAdapter,
  CourierError,
  type ParcelEvent,
  type ParcelRemittance,
  type ParcelToBook,
  type ParcelTracking,
} from "../src/modules/couriers/courier-adapter.ts";

/**
 * A courier for the tests of what is built around the adapters (shipping, cancelling, the tracking
 * job): like the real couriers (decision 0040) it books again for an order reference it knows, finds
 * a booking by its reference (`findBooking`, as the Leopards adapter does), refuses a whole tracking
 * call that names a parcel it does not know, and tells each parcel's events from a timeline the test
 * scripts. The real adapters and their simulators are tested on their own (providers/).
 */
export class ScriptedCourier implements CourierAdapter {
  readonly booked = new Map<string, ParcelToBook & { consignmentNumber: string }>();
  readonly cancelled: string[] = [];
  readonly trackCalls: string[][] = [];
  /** The next calls fail with this, once each (then the courier answers again). */
  failNext: CourierError[] = [];
  readonly #timelines = new Map<string, ParcelEvent[]>();
  #sequence = 0;

  constructor(readonly code: BookingCourierCode) {}

  #maybeFail() {
    const failure = this.failNext.shift();
    if (failure) throw failure;
  }

  async book(parcel: ParcelToBook): Promise<BookedParcel> {
    this.#maybeFail();
    this.#sequence += 1;
    const consignmentNumber = `KI${String(100_000_000 + this.#sequence).slice(-9)}`;
    this.booked.set(consignmentNumber, { ...parcel, consignmentNumber });
    return { consignmentNumber, labelUrl: `https://courier.example/label/${consignmentNumber}.pdf` };
  }

  async findBooking(orderReference: string): Promise<BookedParcel | null> {
    this.#maybeFail();
    const known = [...this.booked.values()].find((p) => p.orderReference === orderReference);
    return known ? { consignmentNumber: known.consignmentNumber, labelUrl: null } : null;
  }

  async cancel(consignmentNumber: string): Promise<void> {
    this.#maybeFail();
    if (!this.booked.has(consignmentNumber)) throw new CourierError("refused", "No such booking.", this.code);
    this.cancelled.push(consignmentNumber);
  }

  /** Adds an event to a parcel's timeline, as the courier would report it from then on. */
  happen(
    consignmentNumber: string,
    courierCode: string,
    courierWords: string,
    status: ShipmentStatus | null,
    at: Date,
    reason: string | null = null,
  ) {
    const events = this.#timelines.get(consignmentNumber) ?? [];
    events.push({ at, courierCode, courierWords, status, reason });
    this.#timelines.set(consignmentNumber, events);
  }

  async track(consignmentNumbers: readonly string[]): Promise<ParcelTracking[]> {
    this.trackCalls.push([...consignmentNumbers]);
    this.#maybeFail();
    const unknown = consignmentNumbers.find((cn) => !this.booked.has(cn));
    if (unknown) throw new CourierError("refused", `Unknown tracking number ${unknown}`, this.code);
    return consignmentNumbers.map((consignmentNumber) => ({
      consignmentNumber,
      events: [...(this.#timelines.get(consignmentNumber) ?? [])],
    }));
  }

  async payments(): Promise<ParcelRemittance[]> {
    return [];
  }
}
