import type { PaymentDetails } from "@marketplace/shared/payment-details";
import { stores } from "./schema/index.ts";

/**
 * The store columns behind `paymentDetails`, to spread into a select wherever an answer needs them
 * (the owner's store, order payment instructions, the methods a store accepts; Drizzle nests one
 * level only, hence flat), with `storePaymentDetails` the one mapping to the API's shape.
 */
export const paymentDetailsColumns = {
  paymentBankName: stores.paymentBankName,
  paymentAccountTitle: stores.paymentAccountTitle,
  paymentIban: stores.paymentIban,
  paymentJazzcash: stores.paymentJazzcash,
  paymentEasypaisa: stores.paymentEasypaisa,
};

export type StorePaymentColumns = {
  [K in keyof typeof paymentDetailsColumns]: string;
};

export function storePaymentDetails(row: StorePaymentColumns): PaymentDetails {
  return {
    bankName: row.paymentBankName,
    accountTitle: row.paymentAccountTitle,
    iban: row.paymentIban,
    jazzcash: row.paymentJazzcash,
    easypaisa: row.paymentEasypaisa,
  };
}

/** The columns to write for the given details. */
export function paymentDetailsValues(details: PaymentDetails): StorePaymentColumns {
  return {
    paymentBankName: details.bankName,
    paymentAccountTitle: details.accountTitle,
    paymentIban: details.iban,
    paymentJazzcash: details.jazzcash,
    paymentEasypaisa: details.easypaisa,
  };
}
