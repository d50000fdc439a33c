import { parseStoredJson, STORAGE_KEYS, writeJson } from "@/lib/session/session-storage.ts";

/**
 * The checkout form as she left it, so Back to the cart or a product and Forward again (or Checkout
 * once more) finds what she typed (issue 34, item 20). Kept in this tab's sessionStorage, never in
 * localStorage: it holds a person's address, perhaps on a shared phone. It belongs to one customer,
 * and goes once her order is placed or she signs out (clearCustomerStorage).
 */
interface StoredDraft<T> {
  customerId: string;
  values: T;
}

export function readCheckoutDraft<T>(customerId: string): T | null {
  const stored = parseStoredJson<StoredDraft<T>>(sessionStorage.getItem(STORAGE_KEYS.checkoutDraft));
  return stored?.customerId === customerId ? stored.values : null;
}

export function writeCheckoutDraft<T>(customerId: string, values: T): void {
  writeJson(sessionStorage, STORAGE_KEYS.checkoutDraft, { customerId, values } satisfies StoredDraft<T>);
}

export function clearCheckoutDraft(): void {
  sessionStorage.removeItem(STORAGE_KEYS.checkoutDraft);
}
