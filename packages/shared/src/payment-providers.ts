import type { PaymentMethod } from "./order-statuses.ts";

/**
 * The online providers (issue 29, decision 0053) and the order's payment method each pays, without
 * zod: the checkout reads these on public pages, which load no schema library.
 */
export const PAYMENT_PROVIDERS = ["jazzcash", "easypaisa"] as const;
export type PaymentProviderCode = (typeof PAYMENT_PROVIDERS)[number];

/** The order's payment method each provider pays. */
export const PROVIDER_METHODS: Readonly<Record<PaymentProviderCode, PaymentMethod>> = {
  jazzcash: "JazzCash",
  easypaisa: "Easypaisa",
};

/** The provider of an online method, or null for a method paid some other way. */
export function providerOfMethod(method: string): PaymentProviderCode | null {
  return PAYMENT_PROVIDERS.find((code) => PROVIDER_METHODS[code] === method) ?? null;
}
