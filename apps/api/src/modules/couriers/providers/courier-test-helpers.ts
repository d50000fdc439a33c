import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { type CourierAdapter, CourierError, type ParcelToBook } from "../courier-adapter.ts";
import { expectSentAsRecorded } from "./contract-expectations.ts";
import { type CourierExchange, replayCourier } from "./fixture-courier.ts";
import type { RunningSimulator } from "./simulator-server.ts";

/** The CourierError a courier call ends in; the test fails if it succeeds or throws anything else. */
export async function courierFailure(promise: Promise<unknown>): Promise<CourierError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CourierError);
  return error as CourierError;
}

/**
 * Each fault a simulator can play and the words the shared HTTP client (`courier-http.ts`) turns it
 * into, an "unreachable" courier for every adapter.
 */
export const SIMULATOR_FAULTS = [
  ["slow", /did not answer within/],
  ["error500", /answered 500/],
  ["garbage", /not JSON/],
] as const;

/**
 * A courier's simulator on loopback for a test file: started once (slow faults take a second, so the
 * adapters' short timeouts meet them), its fault switched off after each test, closed at the end.
 * Read `simulator` and `running` inside the tests, once `beforeAll` has run.
 */
export function simulatorForTests<
  Simulator extends { start(options: { slowMs?: number }): Promise<RunningSimulator> },
>(make: () => Simulator): { simulator: Simulator; running: RunningSimulator } {
  const local = {} as { simulator: Simulator; running: RunningSimulator };
  beforeAll(async () => {
    local.simulator = make();
    local.running = await local.simulator.start({ slowMs: 1_000 });
  });
  afterEach(() => local.running.setFault("none"));
  afterAll(() => local.running.close());
  return local;
}

/**
 * Replays recorded exchanges to an adapter made for the replaying server's address: `verify` checks
 * that it sent what the recordings say. Each test's server is closed after it (or earlier by `close`).
 */
export function replayForTests<Adapter>(makeAdapter: (url: string) => Adapter) {
  let open: (() => Promise<void>) | null = null;
  const close = async () => {
    await open?.();
    open = null;
  };
  afterEach(close);
  return async function against(exchanges: CourierExchange[]) {
    await close();
    const courier = await replayCourier(exchanges);
    open = courier.close;
    return {
      adapter: makeAdapter(courier.url),
      sent: courier.sent,
      verify: () => expectSentAsRecorded(courier.sent, exchanges),
    };
  };
}

/**
 * A delivered parcel's payout through an adapter: charged but unpaid (no reference, no date) until
 * the simulator's three days after delivery pass, then paid with the courier's reference and a date.
 */
export async function expectPaidOutAfterThreeDays(
  adapter: CourierAdapter,
  parcels: { advance(minutes: number): void },
  consignmentNumber: string,
  money: { collectedPaisa: number; feePaisa: number; taxPaisa: number; remittedPaisa: number },
  reference: RegExp,
): Promise<void> {
  const { remittedPaisa, ...charges } = money;
  const [unpaid] = await adapter.payments([consignmentNumber]);
  expect(unpaid).toMatchObject({ ...charges, remittedPaisa: 0, reference: null, paidAt: null });
  parcels.advance(3 * 24 * 60);
  const [paid] = await adapter.payments([consignmentNumber]);
  expect(paid).toMatchObject({ ...charges, remittedPaisa });
  expect(paid!.reference).toMatch(reference);
  expect(paid!.paidAt).toBeInstanceOf(Date);
}

/**
 * A courier's cancel rule against its simulator: a booking cancelled before pickup is cancelled, one
 * a rider has picked up (the simulator's 200 minutes later) is refused. Answers that refusal, for the
 * test to read the courier's words in it.
 */
export async function refusalToCancelAfterPickup(
  adapter: () => CourierAdapter,
  parcels: { advance(minutes: number): void },
  parcel: ParcelToBook,
): Promise<CourierError> {
  const early = await adapter().book(parcel);
  await adapter().cancel(early.consignmentNumber);
  const late = await adapter().book(parcel);
  parcels.advance(200);
  return courierFailure(adapter().cancel(late.consignmentNumber));
}
