import { z } from "zod";
import { orderNumber } from "./order-number.ts";
import type { PaymentMethod } from "./order-statuses.ts";
import { acceptedPaymentMethods, type PaymentDetails } from "./payment-details.ts";

/**
 * What a buyer who chose Bank Transfer or Mobile Wallet needs to pay the store herself (decision
 * 0009): whose account, which numbers, how much, and the order number to quote. Fields that do not
 * belong to the method are null.
 */
export const PaymentInstructions = z.object({
  method: z.enum(["Bank Transfer", "Mobile Wallet"]),
  accountTitle: z.string(),
  bankName: z.string().nullable(),
  iban: z.string().nullable(),
  jazzcash: z.string().nullable(),
  easypaisa: z.string().nullable(),
  /** Rupees: the order's total. */
  amount: z.number(),
  reference: z.string(),
});
export type PaymentInstructions = z.infer<typeof PaymentInstructions>;

/**
 * The instructions for one order, from the store's details as they are now. Null for cash on delivery
 * and cards, and when the store no longer has the details for the method the order was placed with.
 */
export function paymentInstructions(
  method: PaymentMethod | string,
  details: PaymentDetails,
  order: { id: string; totalPrice: number },
): PaymentInstructions | null {
  if (method !== "Bank Transfer" && method !== "Mobile Wallet") return null;
  if (!acceptedPaymentMethods(details).includes(method)) return null;
  const bank = method === "Bank Transfer";
  return {
    method,
    accountTitle: details.accountTitle,
    bankName: bank ? details.bankName : null,
    iban: bank ? details.iban : null,
    jazzcash: !bank && details.jazzcash ? details.jazzcash : null,
    easypaisa: !bank && details.easypaisa ? details.easypaisa : null,
    amount: order.totalPrice,
    reference: orderNumber(order.id),
  };
}

/** Methods no store can take until a payment gateway is integrated. */
export const GATEWAY_PAYMENT_METHODS: readonly PaymentMethod[] = ["Credit Card", "Debit Card"];

/** "Cash on Delivery", "Cash on Delivery or Mobile Wallet", "A, B or C". */
export function listMethods(methods: readonly string[]): string {
  if (methods.length <= 1) return methods.join("");
  return `${methods.slice(0, -1).join(", ")} or ${methods.at(-1)}`;
}

/** The methods every store of a checkout accepts, in the order they are listed; cards never. */
export function methodsForAllStores(storesMethods: ReadonlyArray<readonly PaymentMethod[]>): PaymentMethod[] {
  const [first = ["Cash on Delivery"], ...rest] = storesMethods;
  return first.filter(
    (m) => !GATEWAY_PAYMENT_METHODS.includes(m) && rest.every((methods) => methods.includes(m)),
  );
}
