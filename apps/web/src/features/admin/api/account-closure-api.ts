import type { AdminCloseAccountInput } from "@marketplace/shared/account-contracts";
import { useMutation } from "@tanstack/react-query";
import { useAdminSession } from "../session/admin-session.tsx";
import { useRefreshConsole } from "./admin-keys.ts";

export type ClosableRole = "customer" | "seller";

/** Closes a customer's or seller's account on her request, with the operator's reason (audited). */
export function useCloseAccount(role: ClosableRole, id: string) {
  const { request } = useAdminSession();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (body: AdminCloseAccountInput) =>
      request(
        role === "customer" ? "POST /api/admin/customers/:id/close" : "POST /api/admin/sellers/:id/close",
        {
          params: { id },
          body,
        },
      ),
    onSuccess: refresh,
  });
}
