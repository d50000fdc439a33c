import type { DemoAccounts, SiteAnswer } from "@marketplace/shared/site-contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client.ts";
import type { CustomerUser, SellerAccount, StoreSummary } from "../session/session-storage.ts";

export interface CustomerSessionAnswer {
  success: true;
  message: string;
  token: string;
  user: CustomerUser;
}

export interface SellerSessionAnswer {
  success: true;
  message: string;
  token: string;
  seller: SellerAccount;
}

export const authKeys = {
  all: ["auth"] as const,
  customerProfile: (token: string) => [...authKeys.all, "customer-profile", token] as const,
  myStores: (token: string) => [...authKeys.all, "my-stores", token] as const,
  demoAccounts: () => [...authKeys.all, "demo-accounts"] as const,
};

export const fetchDemoAccounts = (signal?: AbortSignal) =>
  apiRequest<SiteAnswer>("/api/site", { signal }).then((answer) => answer.demo);

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

export const loginCustomer = (body: { email: string; password: string }) =>
  apiRequest<CustomerSessionAnswer>("/api/auth/login", { method: "POST", body });

export const signUpCustomer = (body: { name: string; email: string; password: string }) =>
  apiRequest<CustomerSessionAnswer>("/api/auth/signup", { method: "POST", body });

export const fetchCustomerProfile = (token: string, signal?: AbortSignal) =>
  apiRequest<{ success: true; user: CustomerUser }>("/api/auth/profile", { token, signal });

export const loginSeller = (body: { email: string; password: string }) =>
  apiRequest<SellerSessionAnswer>("/api/seller/login", { method: "POST", body });

export const signUpSeller = (body: { name: string; email: string; phone: string; password: string }) =>
  apiRequest<SellerSessionAnswer>("/api/seller/signup", { method: "POST", body });

export const fetchMyStores = (token: string, signal?: AbortSignal) =>
  apiRequest<{ success: true; count: number; stores: StoreSummary[] }>("/api/stores/seller/my-stores", {
    token,
    signal,
  });

/** "Sign out everywhere": every token of the account stops working, the caller's own included. */
export const signOutEverywhere = (role: "customer" | "seller", token: string) =>
  apiRequest<{ success: true; message: string }>(
    role === "customer" ? "/api/auth/logout-all" : "/api/seller/logout-all",
    { method: "POST", token },
  );

export const requestPasswordReset = (body: { email: string; role: "customer" | "seller" }) =>
  apiRequest<{ success: true; message: string }>("/api/auth/forgot-password", { method: "POST", body });

export const resetPassword = (body: { token: string; password: string }) =>
  apiRequest<{ success: true; message: string; role: "customer" | "seller" }>("/api/auth/reset-password", {
    method: "POST",
    body,
  });
