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
} as const;

export interface CustomerUser {
  id: string;
  _id: string;
  name: string;
  email: string;
}

export interface SellerAccount {
  id: string;
  _id: string;
  name: string;
  email: string;
  phone: string;
  verified?: boolean;
}

export interface StoreSummary {
  _id: string;
  name: string;
  category: string;
}

export function readJson<T>(storage: Storage, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(storage: Storage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}

export function clearCustomerStorage(): void {
  localStorage.removeItem(STORAGE_KEYS.customerToken);
  localStorage.removeItem(STORAGE_KEYS.customer);
}

/** Seller logout clears every stored seller key and the remembered current store. */
export function clearSellerStorage(): void {
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
