import type { Seller, User } from "@marketplace/shared/auth-contracts";
import type { Store } from "@marketplace/shared/stores-contracts";

/**
 * The browser storage keys of spec section 3. A customer signs in with `token` and `user`. A seller's
 * token lives under `sellerToken` (with `seller`/`sellerData` and `stores`), never under `token`: the
 * first client wrote both roles to `token`, so signing in as a seller silently signed the customer
 * out and sent a seller token to customer calls. Keeping them apart lets one browser hold both.
 */
export const STORAGE_KEYS = {
  customerToken: "token",
  customer: "user",
  sellerToken: "sellerToken",
  seller: "seller",
  sellerData: "sellerData",
  stores: "stores",
  currentStoreId: "currentStoreId",
  /** What she typed at checkout, in this tab only (sessionStorage): it holds a home address. */
  checkoutDraft: "checkoutDraft",
} as const;

/** The signed-in customer as stored: the contract's User (older sessions stored it without `createdAt`). */
export type CustomerUser = Pick<User, "id" | "_id" | "name" | "email">;

/** The signed-in seller as stored (older sessions stored her without `createdAt` or `verified`). */
export type SellerAccount = Pick<Seller, "id" | "_id" | "name" | "email" | "phone"> &
  Partial<Pick<Seller, "verified">>;

/** The seller's stores as the header and store switcher list them. */
export type StoreSummary = Pick<Store, "_id" | "name" | "category">;

/** A stored JSON text read back; missing or damaged reads as null. */
export function parseStoredJson<T>(text: string | null | undefined): T | null {
  try {
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function readJson<T>(storage: Storage, key: string): T | null {
  return parseStoredJson<T>(storage.getItem(key));
}

export function writeJson(storage: Storage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}

export function clearCustomerStorage(): void {
  localStorage.removeItem(STORAGE_KEYS.customerToken);
  localStorage.removeItem(STORAGE_KEYS.customer);
  sessionStorage.removeItem(STORAGE_KEYS.checkoutDraft);
}

/**
 * Seller logout clears every stored seller key and the remembered current store, what the seller's
 * app kept on the phone (drafts, last-seen orders and products; decision 0049), and this phone's
 * push subscription (decision 0052).
 */
export function clearSellerStorage(): void {
  // This phone stops being told of her orders (decision 0052): with her token, read before it goes.
  const token =
    localStorage.getItem(STORAGE_KEYS.sellerToken) ?? sessionStorage.getItem(STORAGE_KEYS.sellerToken);
  void import("@/pwa/phone-push.ts")
    .then(({ forgetThisPhone }) => forgetThisPhone(token))
    .catch(() => undefined);
  // Loaded on sign-out only: shoppers' pages never download the phone's store (the JS budget).
  void import("../offline/kept-on-phone.ts")
    .then(({ forgetEverything }) => forgetEverything())
    .catch(() => undefined);
  for (const key of [
    STORAGE_KEYS.sellerToken,
    STORAGE_KEYS.seller,
    STORAGE_KEYS.sellerData,
    STORAGE_KEYS.stores,
  ]) {
    localStorage.removeItem(key);
  }
  sessionStorage.removeItem(STORAGE_KEYS.currentStoreId);
  sessionStorage.removeItem(STORAGE_KEYS.sellerToken);
  sessionStorage.removeItem(STORAGE_KEYS.sellerData);
}
