import { CourierError } from "../courier-adapter.ts";

/** How long a courier may take before the marketplace calls it unreachable (retry is safe). */
export const DEFAULT_COURIER_TIMEOUT_MS = 10_000;

export interface CourierAnswer {
  httpStatus: number;
  body: unknown;
}

/**
 * One request to a courier's API. Everything that is not an answer we can read — a timeout, a refused
 * connection, a 5xx, a body that is not JSON — becomes `CourierError("unreachable")`, so callers only
 * ever see the courier's own refusals as something to show a seller. 4xx answers are returned: each
 * courier says "no" in its own shape, and its adapter reads that shape.
 */
export async function requestCourier(
  courierName: string,
  url: string,
  init: { method: "GET" | "POST" | "PUT"; headers?: Record<string, string>; json?: unknown },
  timeoutMs: number,
): Promise<CourierAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        accept: "application/json",
        ...(init.json === undefined ? {} : { "content-type": "application/json" }),
        ...init.headers,
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Reading the body is inside the same timeout: a courier that sends headers and then stalls is as
    // unreachable as one that never answers.
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new CourierError(
      "unreachable",
      timedOut
        ? `${courierName} did not answer within ${Math.round(timeoutMs / 1000)} seconds`
        : `${courierName} could not be reached`,
    );
  }
  if (response.status >= 500) {
    throw new CourierError("unreachable", `${courierName} answered ${response.status}, a fault on its side`);
  }
  try {
    return { httpStatus: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new CourierError("unreachable", `${courierName} answered something that is not JSON`);
  }
}

/** An answer whose shape is not the documented one: we cannot tell what happened, so retry later. */
export function unreadableAnswer(courierName: string, what: string): CourierError {
  return new CourierError("unreachable", `${courierName} answered ${what} in a shape we do not know`);
}
