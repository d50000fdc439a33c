import type { AccountRole } from "@marketplace/shared/auth-contracts";
import { useMemo } from "react";
import { useSession } from "@/lib/session/session-provider.tsx";

/** A role that has an inbox and notifications of its own (an admin's console has neither yet): the shared contract's. */
export type { AccountRole };

type AuthedRequest = ReturnType<typeof useSession>["customerRequest"];

/**
 * One signed-in account as the notifications and messages read it: its role, its token (part of
 * every cache key, so one account's notifications never show for another) and its API calls.
 */
export interface SignedInAccount {
  role: AccountRole;
  token: string;
  request: AuthedRequest;
}

/** The account signed in as `role` in this browser, or null. */
export function useSignedInAccount(role: AccountRole): SignedInAccount | null {
  const session = useSession();
  const token = role === "customer" ? session.customerToken : session.sellerToken;
  const signedIn = role === "customer" ? Boolean(session.customer) : Boolean(session.seller);
  const request = role === "customer" ? session.customerRequest : session.sellerRequest;
  return useMemo(
    () => (token && signedIn ? { role, token, request } : null),
    [role, token, signedIn, request],
  );
}
