import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEasypaisaProvider } from "./easypaisa/easypaisa-adapter.ts";
import { createJazzCashProvider } from "./jazzcash/jazzcash-adapter.ts";
import type { CheckoutRequest } from "./payment-provider.ts";
import { type RunningPaymentSimulators, startPaymentSimulators } from "./start-payment-simulators.ts";

let sims: RunningPaymentSimulators;
beforeAll(async () => {
  sims = await startPaymentSimulators();
});
afterAll(() => sims.close());

const request = (reference: string): CheckoutRequest => ({
  reference,
  amountPaisa: 420_000,
  createdAt: new Date("2026-11-29T07:00:00Z"),
  expiresAt: new Date("2026-11-29T08:00:00Z"),
  billReference: "3E4F5A6B",
  description: "Hunarmand order 3E4F5A6B",
  returnUrl: "http://shop.test/api/payments/jazzcash/return",
});

const post = async (url: string, fields: Record<string, string>) =>
  (
    await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    })
  ).text();

describe("the JazzCash simulator refuses what JazzCash would, with its codes", () => {
  it("110 for a missing or malformed field, 101 for another merchant's password, 115 for a wrong hash", async () => {
    const jazzcash = createJazzCashProvider(sims.accounts.jazzcash);
    const { url, fields } = jazzcash.checkout(request("HMSIM00000000000001"));
    const { pp_Description: _, ...withoutDescription } = fields;
    expect(await post(url, withoutDescription)).toContain("110: Invalid value for pp_Description.");
    expect(await post(url, { ...fields, pp_Password: "guess" })).toContain(
      "101: Invalid merchant credentials.",
    );
    expect(await post(url, { ...fields, pp_SecureHash: "0".repeat(64) })).toContain(
      "115: Invalid hash received.",
    );
    expect(await post(url, fields)).toContain("Pay Rs 4200.00");
    // The same reference twice is refused: a transaction reference is used once.
    expect(await post(url, fields)).toContain("110: Invalid value for pp_TxnRefNo.");
  });

  it("answers the inquiry for a transaction it does not know (109), one awaiting the buyer (157) and a paid voucher", async () => {
    const jazzcash = createJazzCashProvider(sims.accounts.jazzcash);
    expect(await jazzcash.inquire("HMUNKNOWN0000000000")).toMatchObject({ kind: "refused", code: "109" });
    const { url, fields } = jazzcash.checkout(request("HMSIM00000000000002"));
    await post(url, fields);
    expect(await jazzcash.inquire("HMSIM00000000000002")).toMatchObject({
      kind: "reading",
      outcome: "pending",
      code: "157",
      amountPaisa: 420_000,
    });
    await post(new URL("/__simulator/decide", url).toString(), {
      reference: "HMSIM00000000000002",
      choice: "pending",
    });
    sims.jazzcash.settle("HMSIM00000000000002", "paid");
    expect(await jazzcash.inquire("HMSIM00000000000002")).toMatchObject({
      outcome: "paid",
      code: "121",
      verified: true,
    });
    // Keys the simulator does not know are refused by its inquiry too.
    const stranger = createJazzCashProvider({ ...sims.accounts.jazzcash, password: "guess" });
    expect(await stranger.inquire("HMSIM00000000000002")).toMatchObject({ kind: "refused", code: "101" });
  });
});

describe("the Easypaisa simulator", () => {
  it("refuses an unknown store and a wrong merchantHashedReq, and its inquiry another API user", async () => {
    const easypaisa = createEasypaisaProvider(sims.accounts.easypaisa);
    const { url, fields } = easypaisa.checkout({
      ...request("HMSIM00000000000003"),
      returnUrl: "http://shop.test/confirm",
    });
    expect(await post(url, { ...fields, storeId: "99" })).toContain("The store is not known to Easypaisa.");
    expect(await post(url, { ...fields, orderRefNum: "HMSIM00000000000009" })).toContain(
      "merchantHashedReq does not match the request.",
    );
    const stranger = createEasypaisaProvider({ ...sims.accounts.easypaisa, password: "guess" });
    expect(await stranger.inquire("HMSIM00000000000003")).toMatchObject({ kind: "refused", code: "0010" });
    expect(await easypaisa.inquire("HMSIM00000000000003")).toMatchObject({ kind: "refused", code: "0003" });
  });
});
