import type { PaymentProviderCode } from "@marketplace/shared/payments-contracts";
import type { AppConfig } from "../../config.ts";
import { createEasypaisaProvider, type EasypaisaProvider } from "./providers/easypaisa/easypaisa-adapter.ts";
import { createJazzCashProvider } from "./providers/jazzcash/jazzcash-adapter.ts";
import type { PaymentProvider } from "./providers/payment-provider.ts";
import {
  type RunningPaymentSimulators,
  startPaymentSimulators,
} from "./providers/start-payment-simulators.ts";

/** The providers the operator configured, by code; none configured answers an empty list. */
export interface PaymentProviders {
  jazzcash?: PaymentProvider;
  easypaisa?: EasypaisaProvider;
}

export function paymentProviders(config: Pick<AppConfig, "jazzcash" | "easypaisa">): PaymentProviders {
  return {
    ...(config.jazzcash ? { jazzcash: createJazzCashProvider(config.jazzcash) } : {}),
    ...(config.easypaisa ? { easypaisa: createEasypaisaProvider(config.easypaisa) } : {}),
  };
}

export const configuredProviders = (providers: PaymentProviders): PaymentProviderCode[] =>
  (["jazzcash", "easypaisa"] as const).filter((code) => providers[code] !== undefined);

/**
 * With `PAYMENTS_MODE=simulator` (the default outside production, and the demo's) both providers'
 * simulators start beside the server and the config pays through them with their keys; in production
 * the config keeps the operator's accounts (decision 0053). Answers the simulators, to close.
 */
export async function startPaymentSimulatorsIfAsked(
  config: AppConfig,
): Promise<RunningPaymentSimulators | null> {
  if (config.paymentsMode !== "simulator") return null;
  const simulators = await startPaymentSimulators(config.paymentSimulatorPort);
  config.jazzcash = simulators.accounts.jazzcash;
  config.easypaisa = simulators.accounts.easypaisa;
  return simulators;
}
