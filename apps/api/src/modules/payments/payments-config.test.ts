import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.ts";

const PRODUCTION = {
  NODE_ENV: "production",
  JWT_SECRET: "a-production-secret-that-is-long-enough",
  PUBLIC_URL: "https://shop.example.pk",
};
const JAZZCASH = {
  JAZZCASH_MERCHANT_ID: "MC12345",
  JAZZCASH_PASSWORD: "secretpw",
  JAZZCASH_INTEGRITY_SALT: "SALT0123",
  JAZZCASH_URL: "https://sandbox.jazzcash.com.pk/",
};

describe("online payment's configuration (decision 0053)", () => {
  it("uses the simulators outside production and the providers in production", () => {
    expect(loadConfig({}).paymentsMode).toBe("simulator");
    expect(loadConfig({}).jazzcash).toBeUndefined();
    const production = loadConfig(PRODUCTION);
    expect(production.paymentsMode).toBe("production");
    // No provider until the operator sets one: the checkout then offers neither.
    expect([production.jazzcash, production.easypaisa]).toEqual([undefined, undefined]);
    expect(production.paymentHoldMinutes).toBe(60);
  });

  it("reads a provider's settings together, and refuses one half set, naming what it needs", () => {
    expect(loadConfig({ ...PRODUCTION, ...JAZZCASH }).jazzcash).toEqual({
      url: "https://sandbox.jazzcash.com.pk",
      merchantId: "MC12345",
      password: "secretpw",
      integritySalt: "SALT0123",
    });
    // The merchant wallet's MPIN is optional: with it, wallet payments are refunded through the API.
    expect(loadConfig({ ...PRODUCTION, ...JAZZCASH, JAZZCASH_MPIN: "1234" }).jazzcash?.mpin).toBe("1234");
    expect(() => loadConfig({ ...PRODUCTION, ...JAZZCASH, JAZZCASH_MPIN: "12ab" })).toThrow(
      /JAZZCASH_MPIN is the 4-digit MPIN/,
    );
    expect(() => loadConfig({ ...PRODUCTION, JAZZCASH_MERCHANT_ID: "MC12345" })).toThrow(
      /JazzCash needs JAZZCASH_MERCHANT_ID, JAZZCASH_PASSWORD, JAZZCASH_INTEGRITY_SALT and JAZZCASH_URL together/,
    );
    expect(() => loadConfig({ ...PRODUCTION, EASYPAISA_STORE_ID: "43" })).toThrow(/EASYPAISA_ACCOUNT_NUM/);
    expect(() => loadConfig({ ...PRODUCTION, EASYPAISA_HASH_KEY: "short" })).toThrow(
      /16, 24 or 32 characters/,
    );
  });

  it("keeps the simulators' port and a short hold to tests, never production", () => {
    expect(loadConfig({ PAYMENT_SIMULATOR_PORT: "4700", PAYMENT_HOLD_MINUTES: "5" })).toMatchObject({
      paymentSimulatorPort: 4700,
      paymentHoldMinutes: 5,
    });
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_SIMULATOR_PORT: "4700" })).toThrow(ConfigError);
  });
});
