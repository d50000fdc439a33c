import type { Seller, User } from "@marketplace/shared/auth-contracts";
import type { Store } from "@marketplace/shared/stores-contracts";
import { STORAGE_KEYS } from "@/lib/session/session-storage.ts";
import { answer } from "./api-handlers.ts";
import { aProductList, aSeller, aStore, aUser } from "./fixtures.ts";

/** Signs a customer in the way the session provider reads it back after a login. */
export function signInCustomer(user: User = aUser(), token = "customer-token") {
  localStorage.setItem(STORAGE_KEYS.customerToken, token);
  localStorage.setItem(STORAGE_KEYS.customer, JSON.stringify(user));
}

/** Signs a seller in with her stores, as the seller login leaves them. */
export function signInSeller(
  seller: Seller = aSeller(),
  stores: Store[] = [aStore()],
  token = "seller-token",
) {
  localStorage.setItem(STORAGE_KEYS.sellerToken, token);
  localStorage.setItem(STORAGE_KEYS.seller, JSON.stringify(seller));
  localStorage.setItem(STORAGE_KEYS.sellerData, JSON.stringify(seller));
  localStorage.setItem(
    STORAGE_KEYS.stores,
    JSON.stringify(stores.map(({ _id, name, category }) => ({ _id, name, category }))),
  );
}

/**
 * The server's answers for the home page with `user` signed in (her profile, which the session checks
 * her token against): no demo data, and no products or stores. For `server.use(...)`.
 */
export const emptyHomeFor = (user: User) => [
  answer("GET /api/site", { success: true, demo: null }),
  answer("GET /api/auth/profile", { success: true, user }),
  answer("GET /api/products", aProductList([])),
  answer("GET /api/stores", { success: true, stores: [] }),
];
