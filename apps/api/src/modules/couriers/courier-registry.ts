import type { BookingCourierCode } from "@marketplace/shared/shipment-statuses";
import { HttpError } from "../../lib/http-error.ts";
import type { CourierAccount, CourierAdapter } from "./courier-adapter.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The booking couriers' adapters the app can reach (issue 28). */
    courierRegistry: CourierRegistry;
  }
}

/** Builds a courier's adapter for an account (base URL and the operator's credentials). */
export type CourierAdapterFactory = (account: CourierAccount) => CourierAdapter;

interface Registered {
  factory: CourierAdapterFactory;
  /** Where the courier's API is when the operator gave no address: the simulator, or the courier's host. */
  defaultBaseUrl: string;
}

/** What the registry needs of a courier's row. */
export interface CourierForAdapter {
  code: string;
  name: string;
  apiBaseUrl: string | null;
  credentials: Record<string, string>;
}

/**
 * The booking couriers' adapters, registered at start (the couriers' providers register theirs);
 * the operator's row gives each its account. A booking courier without a registered adapter is a
 * real state (its adapter is not deployed, or the configuration left it out): asking for it answers
 * 503 with words an operator can act on, never a 500.
 */
export class CourierRegistry {
  readonly #adapters = new Map<string, Registered>();

  register(code: BookingCourierCode, factory: CourierAdapterFactory, defaultBaseUrl: string): void {
    this.#adapters.set(code, { factory, defaultBaseUrl });
  }

  has(code: string): boolean {
    return this.#adapters.has(code);
  }

  /** The courier's adapter on its account; 503 when none is registered for it. */
  adapterFor(courier: CourierForAdapter): CourierAdapter {
    const registered = this.#adapters.get(courier.code);
    if (!registered) {
      throw new HttpError(
        503,
        `Booking with ${courier.name} is not available right now. Please type the consignment number of a parcel you booked yourself, or try again later.`,
      );
    }
    return registered.factory({
      baseUrl: courier.apiBaseUrl ?? registered.defaultBaseUrl,
      credentials: courier.credentials,
    });
  }
}
