import type { AccountRole } from "@marketplace/shared/auth-contracts";
import type { DemoAccounts } from "@marketplace/shared/site-contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, type Body } from "@/lib/api-endpoints.ts";

export const authKeys = {
  all: ["auth"] as const,
  customerProfile: (token: string) => [...authKeys.all, "customer-profile", token] as const,
  myStores: (token: string) => [...authKeys.all, "my-stores", token] as const,
  demoAccounts: () => [...authKeys.all, "demo-accounts"] as const,
};

export const fetchDemoAccounts = (signal?: AbortSignal) =>
  api("GET /api/site", { signal }).then((answer) => answer.demo);

export const demoAccountsQuery = () =>
  queryOptions({
    queryKey: authKeys.demoAccounts(),
    queryFn: ({ signal }) => fetchDemoAccounts(signal),
    staleTime: Infinity,
  });

/**
 * The seeded demo accounts while the server has its demo data on, else null. They come from the
 * server only, so a real shop's web app holds no demo password and shows no demo buttons.
 */
export function useDemoAccounts(): DemoAccounts | null {
  return useQuery(demoAccountsQuery()).data ?? null;
}

export const loginCustomer = (body: Body<"POST /api/auth/login">) => api("POST /api/auth/login", { body });

export const signUpCustomer = (body: Body<"POST /api/auth/signup">) => api("POST /api/auth/signup", { body });

export const loginSeller = (body: Body<"POST /api/seller/login">) => api("POST /api/seller/login", { body });

export const signUpSeller = (body: Body<"POST /api/seller/signup">) =>
  api("POST /api/seller/signup", { body });

export const fetchMyStores = (token: string, signal?: AbortSignal) =>
  api("GET /api/stores/seller/my-stores", { token, signal });

/** The stores she helps (decision 0054): a helper without a store of her own goes to her dashboard. */
export const fetchHelpedStores = (token: string, signal?: AbortSignal) =>
  api("GET /api/seller/helped-stores", { token, signal });

/** "Sign out everywhere": every token of the account stops working, the caller's own included. */
export const signOutEverywhere = (role: AccountRole, token: string) =>
  api(role === "customer" ? "POST /api/auth/logout-all" : "POST /api/seller/logout-all", { token });

export const requestPasswordReset = (body: Body<"POST /api/auth/forgot-password">) =>
  api("POST /api/auth/forgot-password", { body });

export const resetPassword = (body: Body<"POST /api/auth/reset-password">) =>
  api("POST /api/auth/reset-password", { body });
