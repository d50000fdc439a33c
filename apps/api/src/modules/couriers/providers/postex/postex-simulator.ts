import { pakistanWallTime } from "../courier-fields.ts";
import { ParcelSimulation, type SimulatedParcel, type TimelineStep } from "../parcel-simulation.ts";
import {
  type RunningSimulator,
  type SimulatorAnswer,
  type SimulatorRequest,
  startSimulatorServer,
} from "../simulator-server.ts";
import { POSTEX_PATHS } from "./postex-protocol.ts";

/** The token the simulator accepts unless told otherwise (the demo's account uses it). */
export const POSTEX_SIMULATOR_TOKEN = "postex-simulator-token";
export const POSTEX_SIMULATOR_CITIES = [
  "Karachi",
  "Lahore",
  "Islamabad",
  "Rawalpindi",
  "Faisalabad",
  "Multan",
  "Peshawar",
  "Quetta",
];

const step = (afterMinutes: number, code: string, words: string, extra: Partial<TimelineStep> = {}) => ({
  afterMinutes,
  code,
  words,
  ...extra,
});

export const POSTEX_TIMELINES = {
  delivered: [
    step(0, "0001", "At Merchant's Warehouse"),
    step(180, "0003", "At PostEx Warehouse"),
    step(600, "0004", "Package on Route"),
    step(2160, "0005", "Delivered", { collects: true }),
  ],
  returned: [
    step(0, "0001", "At Merchant's Warehouse"),
    step(180, "0003", "At PostEx Warehouse"),
    step(600, "0004", "Package on Route"),
    step(2160, "0013", "Attempt Made"),
    step(2880, "0040", "Return in Transit"),
    step(4320, "0007", "Returned", { returns: true }),
  ],
} satisfies Record<string, readonly TimelineStep[]>;

/** PostEx's charges in the simulator: Rs 180 a parcel, Rs 90 more to bring one back, 16% tax on each. */
const FEE_RUPEES = 180;
const REVERSAL_FEE_RUPEES = 90;
const TAX_RATE = 0.16;
const rupees = (value: number) => Math.round(value * 100) / 100;

const ok = (dist: unknown, statusMessage = "SUCCESS"): SimulatorAnswer => ({
  status: 200,
  body: { statusCode: "200", statusMessage, dist },
});
const refuse = (status: number, statusMessage: string): SimulatorAnswer => ({
  status,
  body: { statusCode: String(status), statusMessage, dist: null },
});

/**
 * PostEx's merchant API on loopback: the paths, `token` header, field names and answer envelope of
 * the real one, with parcels that move along a scripted timeline and are paid out three days after
 * they end. Unknown city, missing field, bad token and a cancel after pickup answer as refusals.
 */
export class PostExSimulator {
  readonly parcels = new ParcelSimulation<keyof typeof POSTEX_TIMELINES>({
    timelines: POSTEX_TIMELINES,
    defaultTimeline: "delivered",
    settleAfterMinutes: 3 * 24 * 60,
    newConsignmentNumber: (n) => `2${String(20_000_000_000 + n).padStart(11, "0")}`,
  });

  constructor(private readonly token = POSTEX_SIMULATOR_TOKEN) {}

  start(options: { port?: number; slowMs?: number } = {}): Promise<RunningSimulator> {
    return startSimulatorServer((request) => this.handle(request), this.parcels, options);
  }

  handle(request: SimulatorRequest): SimulatorAnswer {
    if (request.headers.token !== this.token) return refuse(401, "Invalid or expired token");
    const { method, path } = request;
    if (method === "GET" && path === POSTEX_PATHS.operationalCities) {
      return ok(POSTEX_SIMULATOR_CITIES.map((operationalCityName) => ({ operationalCityName })));
    }
    if (method === "POST" && path === POSTEX_PATHS.createOrder) return this.createOrder(request.body);
    if (method === "PUT" && path === POSTEX_PATHS.cancelOrder) return this.cancelOrder(request.body);
    const tracking = /\/v1\/track-order\/([^/]+)$/.exec(path);
    if (method === "GET" && tracking)
      return this.withParcel(tracking[1]!, (parcel) => ok(this.trackingOf(parcel)));
    const payment = /\/v1\/payment-status\/([^/]+)$/.exec(path);
    if (method === "GET" && payment)
      return this.withParcel(payment[1]!, (parcel) => ok(this.paymentOf(parcel)));
    return refuse(404, "Resource not found");
  }

  private createOrder(body: unknown): SimulatorAnswer {
    const order = (body ?? {}) as Record<string, unknown>;
    for (const field of [
      "orderRefNumber",
      "customerName",
      "customerPhone",
      "deliveryAddress",
      "cityName",
      "orderType",
    ]) {
      if (typeof order[field] !== "string" || order[field] === "") return refuse(400, `${field} is required`);
    }
    if (typeof order.invoicePayment !== "number" || order.invoicePayment < 0)
      return refuse(400, "invoicePayment is invalid");
    if (!Number.isInteger(order.items) || (order.items as number) < 1) return refuse(400, "items is invalid");
    const city = POSTEX_SIMULATOR_CITIES.find(
      (name) => name.toLowerCase() === String(order.cityName).toLowerCase(),
    );
    if (!city) return refuse(400, `Invalid city name: ${order.cityName}`);
    const parcel = this.parcels.book(
      String(order.orderRefNumber),
      Math.round(order.invoicePayment * 100),
      order,
    );
    return ok({ trackingNumber: parcel.consignmentNumber }, "ORDER HAS BEEN CREATED");
  }

  private cancelOrder(body: unknown): SimulatorAnswer {
    const trackingNumber = String((body as { trackingNumber?: unknown } | null)?.trackingNumber ?? "");
    return this.withParcel(trackingNumber, (parcel) => {
      const outcome = this.parcels.cancel(parcel);
      return outcome === "cancelled" ? ok(null, "ORDER HAS BEEN CANCELLED") : refuse(400, `Order ${outcome}`);
    });
  }

  private withParcel(cn: string, answer: (parcel: SimulatedParcel) => SimulatorAnswer): SimulatorAnswer {
    const parcel = this.parcels.parcels.get(decodeURIComponent(cn));
    return parcel ? answer(parcel) : refuse(400, `No order found against tracking number ${cn}`);
  }

  private trackingOf(parcel: SimulatedParcel) {
    const returned = this.parcels.returned(parcel);
    const history = this.parcels.stepsSoFar(parcel).map(({ step: s, at }) => ({
      transactionStatusMessage: s.words,
      transactionStatusMessageCode: s.code,
      updatedAt: pakistanWallTime(at),
    }));
    if (parcel.cancelledAt) {
      history.push({
        transactionStatusMessage: "Cancelled",
        transactionStatusMessageCode: "0002",
        updatedAt: pakistanWallTime(parcel.cancelledAt),
      });
    }
    return {
      trackingNumber: parcel.consignmentNumber,
      orderRefNumber: parcel.orderReference,
      invoicePayment: parcel.codPaisa / 100,
      transactionStatus: history.at(-1)?.transactionStatusMessage ?? "",
      transactionFee: parcel.cancelledAt ? 0 : FEE_RUPEES,
      transactionTax: parcel.cancelledAt ? 0 : rupees(FEE_RUPEES * TAX_RATE),
      reversalFee: returned ? REVERSAL_FEE_RUPEES : 0,
      reversalTax: returned ? rupees(REVERSAL_FEE_RUPEES * TAX_RATE) : 0,
      transactionStatusHistory: history,
    };
  }

  private paymentOf(parcel: SimulatedParcel) {
    const settledAt = this.parcels.settledAt(parcel);
    return {
      trackingNumber: parcel.consignmentNumber,
      orderRefNumber: parcel.orderReference,
      settle: settledAt !== null,
      settlementDate: settledAt ? pakistanWallTime(settledAt) : null,
      cpr1: settledAt ? this.parcels.settlementReference("CPR", settledAt) : null,
    };
  }
}
