import { expect } from "vitest";
import type { CourierExchange, SentRequest } from "./fixture-courier.ts";

/** What the adapter sent must be what the recorded exchanges say, field for field. */
export function expectSentAsRecorded(
  sent: readonly SentRequest[],
  exchanges: readonly CourierExchange[],
): void {
  expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(
    exchanges.map(({ request }) => `${request.method} ${request.path}`),
  );
  sent.forEach((request, index) => {
    const recorded = exchanges[index]!.request;
    expect(request.query).toEqual(recorded.query ?? {});
    expect(request.body).toEqual(recorded.body);
    for (const [name, value] of Object.entries(recorded.headers ?? {}))
      expect(request.headers[name]).toBe(value);
  });
}
