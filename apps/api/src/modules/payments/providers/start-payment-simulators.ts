import type { EasypaisaAccount, JazzCashAccount } from "../../../config.ts";
import { EasypaisaSimulator } from "./easypaisa/easypaisa-simulator.ts";
import { JazzCashSimulator } from "./jazzcash/jazzcash-simulator.ts";

export interface RunningPaymentSimulators {
  jazzcash: JazzCashSimulator;
  easypaisa: EasypaisaSimulator;
  /** The accounts that pay through them: their addresses and the keys they accept. */
  accounts: { jazzcash: JazzCashAccount; easypaisa: EasypaisaAccount };
  close(): Promise<void>;
}

/**
 * Both providers' simulators on loopback (decision 0053), as the couriers' are started
 * (`start-courier-simulators.ts`): JazzCash's on `port`, Easypaisa's on the next, or any free ports.
 */
export async function startPaymentSimulators(port?: number): Promise<RunningPaymentSimulators> {
  const jazzcash = new JazzCashSimulator();
  const easypaisa = new EasypaisaSimulator();
  const [jazzServer, easyServer] = await Promise.all([
    jazzcash.start(port ?? 0),
    easypaisa.start(port === undefined ? 0 : port + 1),
  ]);
  return {
    jazzcash,
    easypaisa,
    accounts: {
      jazzcash: { url: jazzServer.url, ...jazzcash.account },
      easypaisa: { url: easyServer.url, ...easypaisa.account },
    },
    close: async () => {
      await Promise.all([jazzServer.close(), easyServer.close()]);
    },
  };
}
