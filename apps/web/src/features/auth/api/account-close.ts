import type { CloseAccountInput } from "@marketplace/shared/account-contracts";
import { api } from "@/lib/api-endpoints.ts";

/** Closes the signed-in customer's or seller's own account, her password re-typed (decision 0041). */
export const closeMyAccount = (token: string, body: CloseAccountInput) =>
  api("POST /api/account/close", { token, body });
