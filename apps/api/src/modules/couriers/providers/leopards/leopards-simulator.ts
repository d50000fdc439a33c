import { ParcelSimulation, type SimulatedParcel, type TimelineStep } from "../parcel-simulation.ts";
import {
  type RunningSimulator,
  type SimulatorAnswer,
  type SimulatorRequest,
  startSimulatorServer,
} from "../simulator-server.ts";
import { LEOPARDS_CN_LIMIT, LEOPARDS_PATHS } from "./leopards-protocol.ts";
import { chargesRow, paymentRow, slipPage, trackingRow } from "./leopards-simulator-rows.ts";

/** The credentials the simulator accepts unless told otherwise (the demo's account uses them). */
export const LEOPARDS_SIMULATOR_CREDENTIALS = {
  api_key: "leopards-simulator-key",
  api_password: "leopards-simulator-password",
};

/** Lahore is 789 in Leopards' documentation; the other ids are the simulator's own. */
export const LEOPARDS_SIMULATOR_CITIES = [
  { id: 475, name: "KARACHI" },
  { id: 789, name: "LAHORE" },
  { id: 101, name: "ISLAMABAD" },
  { id: 102, name: "RAWALPINDI" },
  { id: 103, name: "FAISALABAD" },
  { id: 104, name: "MULTAN" },
  { id: 105, name: "PESHAWAR" },
  { id: 106, name: "QUETTA" },
].map((city) => ({
  ...city,
  shipment_type: ["overnight"],
  allow_as_origin: true,
  allow_as_destination: true,
}));

const step = (afterMinutes: number, words: string, extra: Partial<TimelineStep> = {}) => ({
  afterMinutes,
  code: words,
  words,
  ...extra,
});
const onTheWay = [
  step(0, "Pickup Request Sent"),
  step(180, "Shipment Picked"),
  step(600, "Dispatched"),
  step(1440, "Arrived at Station"),
  step(1800, "Assigned to Courier"),
];
export const LEOPARDS_TIMELINES = {
  delivered: [...onTheWay, step(2160, "Delivered", { collects: true })],
  returned: [
    ...onTheWay,
    step(2160, "Pending", { reason: "Refused to accept" }),
    step(2880, "Being Return", { reason: "Refused to accept" }),
    step(4320, "Returned to shipper", { reason: "Refused to accept", returns: true }),
  ],
} satisfies Record<string, readonly TimelineStep[]>;

const ok = (body: object): SimulatorAnswer => ({ status: 200, body: { status: 1, error: 0, ...body } });
const refuse = (error: unknown, extra: object = {}): SimulatorAnswer => ({
  status: 200,
  body: { status: 0, error, ...extra },
});

/**
 * Leopards' merchant API on loopback: its paths, field names, `status`/`error` envelope and key and
 * password in the body (POST) or the query (GET), with scripted parcels paid out three days after
 * they end. A wrong key, an unknown city id or a missing field answer as Leopards refusals.
 */
export class LeopardsSimulator {
  readonly parcels = new ParcelSimulation<keyof typeof LEOPARDS_TIMELINES>({
    timelines: LEOPARDS_TIMELINES,
    defaultTimeline: "delivered",
    settleAfterMinutes: 3 * 24 * 60,
    newConsignmentNumber: (n) => `LE${String(75_000_000 + n)}`,
  });

  constructor(private readonly credentials = LEOPARDS_SIMULATOR_CREDENTIALS) {}

  start(options: { port?: number; slowMs?: number } = {}): Promise<RunningSimulator> {
    return startSimulatorServer((request) => this.handle(request), this.parcels, options);
  }

  handle(request: SimulatorRequest): SimulatorAnswer {
    const slip = /^\/api\/slip\/([^/]+)$/.exec(request.path);
    if (request.method === "GET" && slip) return slipPage(this.parcels, decodeURIComponent(slip[1]!));
    const fields: Record<string, unknown> =
      request.method === "GET"
        ? Object.fromEntries(request.query)
        : ((request.body as Record<string, unknown> | null) ?? {});
    if (
      fields.api_key !== this.credentials.api_key ||
      fields.api_password !== this.credentials.api_password
    ) {
      return refuse("Authentication failed");
    }
    const cns = String(fields.cn_numbers ?? fields.track_numbers ?? "")
      .split(",")
      .filter(Boolean);
    // Leopards' base URL ends in /api, so the simulator answers under /api as well.
    const path = request.path.startsWith("/api/") ? request.path.slice(4) : request.path;
    switch (`${request.method} ${path}`) {
      case `POST ${LEOPARDS_PATHS.getAllCities}`:
        return ok({ error: "0", city_list: LEOPARDS_SIMULATOR_CITIES });
      case `POST ${LEOPARDS_PATHS.bookPacket}`:
        return this.book(fields, request.headers.host ?? "127.0.0.1");
      case `POST ${LEOPARDS_PATHS.getShipmentDetailsByOrderID}`:
        return this.byOrder(fields.shipment_order_id);
      case `POST ${LEOPARDS_PATHS.cancelBookedPackets}`:
        return this.cancel(cns);
      case `POST ${LEOPARDS_PATHS.trackBookedPacket}`:
        return this.known(cns, "packet_list", (parcel) => trackingRow(this.parcels, parcel));
      case `GET ${LEOPARDS_PATHS.getShippingCharges}`:
        return this.known(cns, "data", (parcel) => chargesRow(this.parcels, parcel));
      case `GET ${LEOPARDS_PATHS.getPaymentDetails}`:
        return this.known(cns, "payment_list", (parcel) => paymentRow(this.parcels, parcel));
      default:
        return { status: 404, body: { status: 0, error: "Unknown method" } };
    }
  }

  private book(fields: Record<string, unknown>, host: string): SimulatorAnswer {
    const required = {
      booked_packet_weight: "Packet Weight is required",
      booked_packet_no_piece: "No. of Pieces is required",
      booked_packet_collect_amount: "COD Amount is required",
      origin_city: "Origin City is required",
      destination_city: "Destination City is required",
      consignment_name_eng: "Consignee Name is required",
      consignment_phone: "Consignee Phone is required",
      consignment_address: "Consignee Address is required",
      special_instructions: "Special Instructions are required",
    };
    for (const [field, words] of Object.entries(required)) {
      if (fields[field] === undefined || fields[field] === "")
        return refuse(words, { track_number: null, slip_link: null });
    }
    for (const field of ["booked_packet_weight", "booked_packet_no_piece", "booked_packet_collect_amount"]) {
      if (!Number.isInteger(fields[field]))
        return refuse(`${field} must be an integer`, { track_number: null, slip_link: null });
    }
    for (const field of ["origin_city", "destination_city"]) {
      if (!LEOPARDS_SIMULATOR_CITIES.some((city) => city.id === fields[field])) {
        return refuse(`Invalid ${field.replace("_", " ")}`, { track_number: null, slip_link: null });
      }
    }
    const cod = fields.booked_packet_collect_amount as number;
    const parcel = this.parcels.book(String(fields.booked_packet_order_id ?? ""), cod * 100, fields);
    // The real slip_link opens Leopards' printable slip; the simulator's opens its own.
    return ok({
      track_number: parcel.consignmentNumber,
      slip_link: `http://${host}/api/slip/${parcel.consignmentNumber}`,
    });
  }

  private cancel(cns: string[]): SimulatorAnswer {
    const errors: Record<string, string> = {};
    for (const cn of cns) {
      const parcel = this.parcels.parcels.get(cn);
      const outcome = parcel ? this.parcels.cancel(parcel) : "not found";
      if (outcome !== "cancelled") errors[cn] = `CN ${outcome}`;
    }
    return Object.keys(errors).length
      ? refuse(errors)
      : { status: 200, body: { status: "1", error: "null" } };
  }

  private byOrder(orderIds: unknown): SimulatorAnswer {
    const wanted = new Set(Array.isArray(orderIds) ? orderIds.map(String) : []);
    const rows = [...this.parcels.parcels.values()]
      .filter((parcel) => wanted.has(parcel.orderReference))
      .map((parcel) => ({
        track_number: parcel.consignmentNumber,
        booked_packet_order_id: parcel.orderReference,
        booked_packet_status: trackingRow(this.parcels, parcel).booked_packet_status,
      }));
    return rows.length ? ok({ error: "", data: rows }) : refuse("Order ID not found");
  }

  private known(cns: string[], list: string, row: (parcel: SimulatedParcel) => object): SimulatorAnswer {
    if (list !== "packet_list" && cns.length > LEOPARDS_CN_LIMIT) {
      return refuse(`At most ${LEOPARDS_CN_LIMIT} CN numbers can be provided at once`, { [list]: null });
    }
    const parcels = cns.map((cn) => this.parcels.parcels.get(cn));
    if (cns.length === 0 || parcels.some((p) => !p)) return refuse("CN number not found", { [list]: null });
    return ok({ [list]: (parcels as SimulatedParcel[]).map(row) });
  }
}
