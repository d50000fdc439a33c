import type { CourierAccount } from "../courier-adapter.ts";
import type { CourierRegistry } from "../courier-registry.ts";
import { createCourierAdapter } from "./create-courier-adapter.ts";
import { LEOPARDS_PRODUCTION_URL } from "./leopards/leopards-protocol.ts";
import { LEOPARDS_SIMULATOR_CREDENTIALS } from "./leopards/leopards-simulator.ts";
import { POSTEX_PRODUCTION_URL } from "./postex/postex-protocol.ts";
import { POSTEX_SIMULATOR_TOKEN } from "./postex/postex-simulator.ts";

export type CourierMode =
  | { mode: "production" }
  /** The simulators' base URLs, e.g. from `startCourierSimulators()` (Leopards' ends in /api). */
  | { mode: "simulator"; postexUrl: string; leopardsUrl: string };

/**
 * Registers both booking couriers' adapters. In production an address the operator left empty is the
 * courier's production host, and missing keys are refused when a booking is tried. With simulators,
 * an empty address is the simulator, and a courier row without keys books with the simulator's, so
 * the demo works on the seeded couriers as they are.
 */
export function registerBookingCouriers(
  registry: Pick<CourierRegistry, "register">,
  courierMode: CourierMode,
  options: { timeoutMs?: number } = {},
): void {
  const simulated = courierMode.mode === "simulator";
  const withDefaults = (account: CourierAccount, defaults: Record<string, string>): CourierAccount =>
    simulated && Object.keys(account.credentials).length === 0
      ? { ...account, credentials: defaults }
      : account;
  registry.register(
    "postex",
    (account) =>
      createCourierAdapter("postex", withDefaults(account, { token: POSTEX_SIMULATOR_TOKEN }), options),
    simulated ? courierMode.postexUrl : POSTEX_PRODUCTION_URL,
  );
  registry.register(
    "leopards",
    (account) =>
      createCourierAdapter("leopards", withDefaults(account, { ...LEOPARDS_SIMULATOR_CREDENTIALS }), options),
    simulated ? courierMode.leopardsUrl : LEOPARDS_PRODUCTION_URL,
  );
}
