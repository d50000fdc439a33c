import type { AccountRole } from "@/lib/session/signed-in-account.ts";

/** Whose inbox a path is: the seller's lives in her dashboard, the customer's at /messages. */
export function inboxRoleOf(pathname: string): AccountRole {
  return pathname.toLowerCase().startsWith("/dashboard/") ? "seller" : "customer";
}
