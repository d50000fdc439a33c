import type { BookingCourierCode } from "@marketplace/shared/shipment-statuses";
import type { CourierAccount, CourierAdapter } from "../courier-adapter.ts";
import { LeopardsAdapter } from "./leopards/leopards-adapter.ts";
import { PostExAdapter } from "./postex/postex-adapter.ts";

/**
 * The adapter for a booking courier. The account (base URL and keys) decides whether it talks to a
 * simulator, the courier's staging host or production; the code is the same for all three. Missing
 * credentials throw `CourierError("refused")` with words an operator can act on.
 */
export function createCourierAdapter(
  code: BookingCourierCode,
  account: CourierAccount,
  options: { timeoutMs?: number } = {},
): CourierAdapter {
  switch (code) {
    case "postex":
      return new PostExAdapter(account, options.timeoutMs);
    case "leopards":
      return new LeopardsAdapter(account, options.timeoutMs);
  }
}
