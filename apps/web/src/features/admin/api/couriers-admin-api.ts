import type { AdminCourierInput, AdminCourierUpdate } from "@marketplace/shared/couriers-contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_QUERY_ROOT, useAdminSession } from "../session/admin-session.tsx";
import { useRefreshConsole } from "./admin-keys.ts";

const couriersKey = [...ADMIN_QUERY_ROOT, "couriers"] as const;

/** Every courier, active or not, with whether its credentials are set (never what they are). */
export function useAdminCouriers() {
  const { request } = useAdminSession();
  return useQuery({
    queryKey: couriersKey,
    queryFn: ({ signal }) => request("GET /api/admin/couriers", { signal }).then((answer) => answer.couriers),
  });
}

export function useAddCourier() {
  const { request } = useAdminSession();
  const refresh = useRefreshConsole();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCourierInput) => request("POST /api/admin/couriers", { body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["couriers"] });
      return refresh();
    },
  });
}

export function useSaveCourier() {
  const { request } = useAdminSession();
  const refresh = useRefreshConsole();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, ...changes }: AdminCourierUpdate & { code: string }) =>
      request("PUT /api/admin/couriers/:code", { params: { code }, body: changes }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["couriers"] });
      return refresh();
    },
  });
}
