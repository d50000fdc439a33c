import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../db/create-db.ts";
import { CourierRegistry } from "./courier-registry.ts";
import { findCouriers } from "./couriers.repository.ts";
import { registerBookingCouriers } from "./providers/register-booking-couriers.ts";
import { startCourierSimulators } from "./providers/start-courier-simulators.ts";

export interface BookingCouriers {
  registry: CourierRegistry;
  /** The simulators' addresses (their `/__simulator/*` controls move parcels on), when started. */
  simulators: { postex: string; leopards: string } | null;
  /** Stops the simulators, when this process started them. */
  close(): Promise<void>;
}

/**
 * The server's booking couriers (issue 28, decision 0039): with `COURIER_MODE=simulator` (the default
 * outside production, and the demo's) both couriers' simulators start on loopback beside the server
 * and the adapters book there; in production they book with the couriers' own hosts, on the keys the
 * operator set in the console. `simulatorPorts` (COURIER_SIMULATOR_PORT, tests only) puts the
 * simulators on known ports, so a browser test can move a parcel's time through their controls.
 */
export async function startBookingCouriers(
  mode: "simulator" | "production",
  simulatorPorts: { leopards: number; postex: number } | undefined = undefined,
): Promise<BookingCouriers> {
  const registry = new CourierRegistry();
  if (mode === "production") {
    registerBookingCouriers(registry, { mode: "production" });
    return { registry, simulators: null, close: async () => {} };
  }
  const simulators = await startCourierSimulators(simulatorPorts);
  registerBookingCouriers(registry, {
    mode: "simulator",
    postexUrl: simulators.postex.url,
    leopardsUrl: `${simulators.leopards.url}/api`,
  });
  return {
    registry,
    simulators: { postex: simulators.postex.url, leopards: simulators.leopards.url },
    close: () => simulators.close(),
  };
}

/** In production, says at start which active booking couriers still lack the keys to book with. */
export async function warnOfCouriersWithoutKeys(db: Executor, log: FastifyBaseLogger): Promise<void> {
  for (const courier of await findCouriers(db, true)) {
    if (courier.booking && Object.keys(courier.credentials ?? {}).length === 0) {
      log.warn(
        `${courier.name} books parcels, but no keys are set: set them in the console (Couriers) before a seller books a pickup.`,
      );
    }
  }
}
