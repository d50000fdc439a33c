import type { Return, ReturnStatus } from "@marketplace/shared/returns-contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, fallbackErrorMessage, NetworkError, pageLanguage } from "@/lib/api-client.ts";
import type { Body } from "@/lib/api-endpoints.ts";
import { useSession } from "@/lib/session/session-provider.tsx";

export type { Return, ReturnStatus };

export const returnKeys = {
  all: ["returns"] as const,
  mine: () => [...returnKeys.all, "customer"] as const,
  seller: (status?: ReturnStatus) => [...returnKeys.all, "seller", status ?? "all"] as const,
};

/** The signed-in buyer's returns, newest first. */
export function useMyReturns(enabled: boolean) {
  const { customerRequest } = useSession();
  return useQuery({
    queryKey: returnKeys.mine(),
    queryFn: ({ signal }) => customerRequest("GET /api/returns", { signal }).then((a) => a.returns),
    enabled,
  });
}

/** Returns of the signed-in seller's stores, newest first, of one status or all. */
export function useSellerReturns(enabled: boolean, status?: ReturnStatus) {
  const { sellerRequest } = useSession();
  return useQuery({
    queryKey: returnKeys.seller(status),
    queryFn: ({ signal }) =>
      sellerRequest("GET /api/seller/returns", { query: status ? { status } : {}, signal }).then(
        (a) => a.returns,
      ),
    enabled,
  });
}

/** Every change answers the return as it is now; all lists of returns (and orders' timelines) are read again. */
function useRefreshReturns() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: returnKeys.all }),
      queryClient.invalidateQueries({ queryKey: ["orders"] }),
    ]);
}

export function useAskReturn() {
  const { customerRequest } = useSession();
  const refresh = useRefreshReturns();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: Body<"POST /api/orders/:id/returns"> }) =>
      customerRequest("POST /api/orders/:id/returns", { params: { id: orderId }, body }),
    onSuccess: refresh,
  });
}

/** The buyer's own steps: take a declined return to the operator, or withdraw it. */
export function useBuyerStep() {
  const { customerRequest } = useSession();
  const refresh = useRefreshReturns();
  return useMutation({
    mutationFn: ({ id, step, note }: { id: string; step: "escalate" | "withdraw"; note: string }) =>
      customerRequest(
        step === "escalate" ? "POST /api/returns/:id/escalate" : "POST /api/returns/:id/withdraw",
        {
          params: { id },
          body: { note },
        },
      ),
    onSuccess: refresh,
  });
}

export function useSellerDecision() {
  const { sellerRequest } = useSession();
  const refresh = useRefreshReturns();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Body<"PUT /api/returns/:id"> }) =>
      sellerRequest("PUT /api/returns/:id", { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useMarkReceived() {
  const { sellerRequest } = useSession();
  const refresh = useRefreshReturns();
  return useMutation({
    mutationFn: (id: string) => sellerRequest("POST /api/returns/:id/received", { params: { id } }),
    onSuccess: refresh,
  });
}

export function useRecordRefund() {
  const { sellerRequest } = useSession();
  const refresh = useRefreshReturns();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Body<"POST /api/returns/:id/refund"> }) =>
      sellerRequest("POST /api/returns/:id/refund", { params: { id }, body }),
    onSuccess: refresh,
  });
}

/** Uploads one photo for a return as the buyer (multipart, like a seller's product images); answers its url. */
export async function uploadReturnPhoto(file: File, token: string): Promise<string> {
  const form = new FormData();
  form.append("photos", file, file.name);
  let response: Response;
  try {
    response = await fetch("/api/returns/photos", {
      method: "POST",
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: "application/json",
        "Accept-Language": pageLanguage(),
      },
      body: form,
    });
  } catch {
    throw new NetworkError();
  }
  const body = (await response.json().catch(() => ({}))) as {
    message?: unknown;
    images?: Array<{ url: string }>;
  };
  const url = body.images?.[0]?.url;
  if (response.ok && url) return url;
  const message =
    typeof body.message === "string" && body.message ? body.message : fallbackErrorMessage(response.status);
  throw new ApiError(response.status, message, []);
}
