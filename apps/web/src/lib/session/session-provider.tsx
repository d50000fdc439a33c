import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from "react";
import messages from "@/i18n/catalogs/en/account.json";
import { useT } from "@/i18n/use-t.ts";
import { ApiError } from "@/lib/api-client.ts";
import { type Answer, type ApiCall, api, callEndpoint, type LooseApiOptions } from "@/lib/api-endpoints.ts";
import { createLocalStorageStore } from "@/lib/local-storage-store.ts";
import { toast } from "@/lib/notify.ts";
import {
  type CustomerUser,
  clearCustomerStorage,
  clearSellerStorage,
  parseStoredJson,
  type SellerAccount,
  STORAGE_KEYS,
  type StoreSummary,
  writeJson,
} from "@/lib/session/session-storage.ts";

/** A typed call of the API (`api`) with the signed-in token filled in. */
type AuthedRequest = ApiCall<"token">;

interface SessionValue {
  customer: CustomerUser | null;
  customerToken: string | null;
  seller: SellerAccount | null;
  sellerToken: string | null;
  stores: StoreSummary[];
  signInCustomer(token: string, user: CustomerUser): void;
  signOutCustomer(): void;
  signInSeller(token: string, seller: SellerAccount, stores: StoreSummary[]): void;
  setStores(stores: StoreSummary[]): void;
  signOutSeller(): void;
  /** Calls the API as the signed-in customer; a 401 signs them out with a clear message. */
  customerRequest: AuthedRequest;
  /** Calls the API as the signed-in seller; a 401 signs them out with a clear message. */
  sellerRequest: AuthedRequest;
}

const SessionContext = createContext<SessionValue | null>(null);

/** Who is signed in, as stored. */
interface StoredSession {
  customerToken: string | null;
  customer: CustomerUser | null;
  sellerToken: string | null;
  seller: SellerAccount | null;
  stores: StoreSummary[];
}

const SIGNED_OUT: StoredSession = {
  customerToken: null,
  customer: null,
  sellerToken: null,
  seller: null,
  stores: [],
};

/**
 * The session kept in local storage. The server renders everyone signed out, and so does the first
 * render of a hydrating page (its HTML must match); the stored session shows right after.
 */
const storedSession = createLocalStorageStore<StoredSession>(
  [
    STORAGE_KEYS.customerToken,
    STORAGE_KEYS.customer,
    STORAGE_KEYS.sellerToken,
    STORAGE_KEYS.seller,
    STORAGE_KEYS.stores,
  ],
  ([customerToken, customer, sellerToken, seller, stores]) => ({
    customerToken: customerToken ?? null,
    customer: parseStoredJson<CustomerUser>(customer),
    sellerToken: sellerToken ?? null,
    seller: parseStoredJson<SellerAccount>(seller),
    stores: parseStoredJson<StoreSummary[]>(stores) ?? [],
  }),
  SIGNED_OUT,
);

/** Writes to the stored session, then shows the change. */
function changeSession(write: () => void) {
  write();
  storedSession.changed();
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { customerToken, customer, sellerToken, seller, stores } = storedSession.useValue();
  const { t } = useT(messages);

  const signOutCustomer = useCallback(() => changeSession(clearCustomerStorage), []);
  const signOutSeller = useCallback(() => changeSession(clearSellerStorage), []);

  // A stored customer token is checked against the profile once; a refused one is cleared quietly.
  useEffect(() => {
    if (!customerToken) return;
    const controller = new AbortController();
    api("GET /api/auth/profile", { token: customerToken, signal: controller.signal })
      .then(({ user }) => {
        changeSession(() => writeJson(localStorage, STORAGE_KEYS.customer, user));
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError) signOutCustomer();
      });
    return () => controller.abort();
  }, [customerToken, signOutCustomer]);

  const value = useMemo<SessionValue>(() => {
    const authed =
      (token: string | null, signOut: () => void, ended: string): AuthedRequest =>
      async (endpoint, ...[options]) => {
        try {
          const answer = await callEndpoint(endpoint, { ...(options as LooseApiOptions), token });
          return answer as Answer<typeof endpoint>;
        } catch (error) {
          if (error instanceof ApiError && error.status === 401 && token) {
            signOut();
            toast.error(t("account.session.expired"), { description: ended });
          }
          throw error;
        }
      };
    return {
      customer,
      customerToken,
      seller,
      sellerToken,
      stores,
      signInCustomer(token, user) {
        changeSession(() => {
          localStorage.setItem(STORAGE_KEYS.customerToken, token);
          writeJson(localStorage, STORAGE_KEYS.customer, user);
        });
      },
      signOutCustomer,
      signInSeller(token, account, list) {
        changeSession(() => {
          localStorage.setItem(STORAGE_KEYS.sellerToken, token);
          writeJson(localStorage, STORAGE_KEYS.seller, account);
          writeJson(localStorage, STORAGE_KEYS.sellerData, account);
          writeJson(localStorage, STORAGE_KEYS.stores, list);
        });
      },
      setStores(list) {
        changeSession(() => writeJson(localStorage, STORAGE_KEYS.stores, list));
      },
      signOutSeller,
      customerRequest: authed(customerToken, signOutCustomer, t("account.session.customerEnded")),
      sellerRequest: authed(sellerToken, signOutSeller, t("account.session.sellerEnded")),
    };
  }, [customer, customerToken, seller, sellerToken, stores, signOutCustomer, signOutSeller, t]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession needs the SessionProvider above it.");
  return value;
}

/** The signed-in customer, if any: `{ user, token, request, logout }`. */
export function useCustomerSession() {
  const s = useSession();
  return { user: s.customer, token: s.customerToken, request: s.customerRequest, logout: s.signOutCustomer };
}

/** The signed-in seller, if any: `{ seller, token, stores, request, logout }`. */
export function useSellerSession() {
  const s = useSession();
  return {
    seller: s.seller,
    token: s.sellerToken,
    stores: s.stores,
    request: s.sellerRequest,
    logout: s.signOutSeller,
  };
}
