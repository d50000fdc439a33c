import {
  type BookedParcel,
  type CourierAccount,
  type CourierAdapter,
  CourierError,
  type ParcelRemittance,
  type ParcelToBook,
  type ParcelTracking,
} from "../../courier-adapter.ts";
import { localPakistaniPhone } from "../courier-fields.ts";
import { DEFAULT_COURIER_TIMEOUT_MS, requestCourier, unreadableAnswer } from "../courier-http.ts";
import { eventsOf, refusalWords, remittanceOf } from "./leopards-answers.ts";
import {
  LEOPARDS_CN_LIMIT,
  LEOPARDS_PATHS,
  type LeopardsBookPacket,
  leopardsBooked,
  leopardsCharges,
  leopardsCities,
  leopardsEnvelope,
  leopardsPayments,
  leopardsShipmentsByOrder,
  leopardsTracked,
} from "./leopards-protocol.ts";

const NAME = "Leopards";
type Schema<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };

/**
 * Leopards over its merchant API. Credentials: `api_key`, `api_password` and, optionally,
 * `shipment_id` (the shipper registered with Leopards). Cities travel as Leopards' own ids, read
 * once from getAllCities; a city Leopards does not serve is refused before anything is booked.
 */
export class LeopardsAdapter implements CourierAdapter {
  readonly code = "leopards" as const;
  private readonly auth: { api_key: string; api_password: string };
  private cities: Promise<ReturnType<typeof leopardsCities.parse>["city_list"]> | null = null;

  constructor(
    private readonly account: CourierAccount,
    private readonly timeoutMs = DEFAULT_COURIER_TIMEOUT_MS,
  ) {
    const { api_key, api_password } = account.credentials;
    if (!api_key || !api_password)
      throw new CourierError("refused", "Leopards needs its API key and password");
    this.auth = { api_key, api_password };
  }

  async book(parcel: ParcelToBook): Promise<BookedParcel> {
    if (parcel.codAmountPaisa % 100 !== 0) {
      throw new CourierError("refused", "Leopards collects whole rupees only; the cash to collect has paisa");
    }
    const packet: LeopardsBookPacket = {
      booked_packet_weight: Math.max(1, Math.round(parcel.weightGrams)),
      booked_packet_no_piece: parcel.pieces,
      booked_packet_collect_amount: parcel.codAmountPaisa / 100,
      booked_packet_order_id: parcel.orderReference,
      origin_city: await this.cityId(parcel.pickup.city, "origin"),
      destination_city: await this.cityId(parcel.consignee.city, "destination"),
      ...(this.account.credentials.shipment_id
        ? { shipment_id: Number(this.account.credentials.shipment_id) }
        : {}),
      shipment_name_eng: parcel.pickup.name,
      shipment_email: "self", // Leopards' word for "the shipper's email on file"
      shipment_phone: localPakistaniPhone(parcel.pickup.phone),
      shipment_address: parcel.pickup.address,
      consignment_name_eng: parcel.consignee.name,
      consignment_email: "",
      consignment_phone: localPakistaniPhone(parcel.consignee.phone),
      consignment_address: parcel.consignee.address,
      special_instructions: parcel.description,
      shipment_type: "",
    };
    const booked = await this.call("POST", LEOPARDS_PATHS.bookPacket, "the booking", leopardsBooked, packet);
    return { consignmentNumber: booked.track_number, labelUrl: booked.slip_link ?? null };
  }

  async cancel(consignmentNumber: string): Promise<void> {
    await this.call("POST", LEOPARDS_PATHS.cancelBookedPackets, "the cancellation", leopardsEnvelope, {
      cn_numbers: consignmentNumber,
    });
  }

  async track(consignmentNumbers: readonly string[]): Promise<ParcelTracking[]> {
    const { packet_list } = await this.call(
      "POST",
      LEOPARDS_PATHS.trackBookedPacket,
      "the tracking",
      leopardsTracked,
      {
        track_numbers: consignmentNumbers.join(","),
      },
    );
    return consignmentNumbers.map((cn) => {
      const packet = packet_list.find((p) => p.track_number === cn);
      if (!packet) throw unreadableAnswer(NAME, `the tracking without ${cn}`);
      return { consignmentNumber: cn, events: eventsOf(packet) };
    });
  }

  async payments(consignmentNumbers: readonly string[]): Promise<ParcelRemittance[]> {
    if (consignmentNumbers.length > LEOPARDS_CN_LIMIT) {
      const remittances: ParcelRemittance[] = [];
      for (let start = 0; start < consignmentNumbers.length; start += LEOPARDS_CN_LIMIT) {
        remittances.push(
          ...(await this.payments(consignmentNumbers.slice(start, start + LEOPARDS_CN_LIMIT))),
        );
      }
      return remittances;
    }
    const query = { cn_numbers: consignmentNumbers.join(",") };
    const tracked = await this.track(consignmentNumbers);
    const { data } = await this.call(
      "GET",
      LEOPARDS_PATHS.getShippingCharges,
      "the charges",
      leopardsCharges,
      query,
    );
    const { payment_list } = await this.call(
      "GET",
      LEOPARDS_PATHS.getPaymentDetails,
      "the payments",
      leopardsPayments,
      query,
    );
    return consignmentNumbers.map((cn) => {
      const delivered = tracked
        .find((t) => t.consignmentNumber === cn)
        ?.events.some((e) => e.status === "delivered");
      return remittanceOf(
        cn,
        delivered === true,
        data.find((row) => row.cn_number === cn),
        payment_list.find((row) => row.booked_packet_cn === cn),
      );
    });
  }

  /**
   * getShipmentDetailsByOrderID. Leopards answers `status: 0` when it has nothing for the order; any
   * such answer means "no booking we know of", and the caller books (a bad key is then refused there).
   * The details carry no slip link, so a found booking has none.
   */
  async findBooking(orderReference: string): Promise<BookedParcel | null> {
    let found: ReturnType<typeof leopardsShipmentsByOrder.parse>;
    try {
      found = await this.call(
        "POST",
        LEOPARDS_PATHS.getShipmentDetailsByOrderID,
        "the order look-up",
        leopardsShipmentsByOrder,
        { shipment_order_id: [orderReference] },
      );
    } catch (error) {
      if (error instanceof CourierError && error.kind === "refused") return null;
      throw error;
    }
    const live = found.data.find(
      (row) =>
        row.booked_packet_order_id === orderReference &&
        row.booked_packet_status?.trim().toLowerCase() !== "cancelled",
    );
    return live ? { consignmentNumber: live.track_number, labelUrl: null } : null;
  }

  private async cityId(name: string, as: "origin" | "destination"): Promise<number> {
    this.cities ??= this.call("POST", LEOPARDS_PATHS.getAllCities, "the city list", leopardsCities, {}).then(
      (answer) => answer.city_list,
    );
    const cities = await this.cities.catch((error: unknown) => {
      this.cities = null; // a failed read is not remembered: the next booking asks again
      throw error;
    });
    const city = cities.find((c) => c.name.trim().toLowerCase() === name.trim().toLowerCase());
    const allowed = as === "origin" ? city?.allow_as_origin : city?.allow_as_destination;
    if (!city || allowed === false)
      throw new CourierError("refused", `Leopards does not serve ${name} as ${as}`);
    return city.id;
  }

  /** One request; answers the parsed body, or throws Leopards' refusal in its own words. */
  private async call<T>(
    method: "GET" | "POST",
    path: string,
    what: string,
    schema: Schema<T>,
    fields: object,
  ) {
    const url = new URL(`${this.account.baseUrl.replace(/\/$/, "")}${path}`);
    if (method === "GET")
      for (const [k, v] of Object.entries({ ...this.auth, ...fields })) url.searchParams.set(k, String(v));
    const answer = await requestCourier(
      NAME,
      url.toString(),
      { method, json: method === "POST" ? { ...this.auth, ...fields } : undefined },
      this.timeoutMs,
    );
    const envelope = leopardsEnvelope.safeParse(answer.body);
    if (!envelope.success) throw unreadableAnswer(NAME, what);
    if (envelope.data.status !== "1" || answer.httpStatus >= 400) {
      throw new CourierError("refused", refusalWords(envelope.data.error) ?? `Leopards refused ${what}`);
    }
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) throw unreadableAnswer(NAME, what);
    return parsed.data;
  }
}
