import type {
  PaymentAnswer,
  PaymentProviderCode,
  PaymentRedirect,
  StartPaymentInput,
} from "@marketplace/shared/payments-contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-endpoints.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { orderKeys } from "./orders-api.ts";

export type { PaymentAnswer, PaymentProviderCode };

export const paymentKeys = {
  providers: ["payments", "providers"] as const,
  one: (paymentId: string) => ["payments", "one", paymentId] as const,
};

/** Which online providers the operator configured (issue 29): the checkout offers only these. */
export function usePaymentProviders() {
  return useQuery({
    queryKey: paymentKeys.providers,
    queryFn: ({ signal }) => api("GET /api/payments/providers", { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useStartPayment() {
  const { customerRequest } = useSession();
  return useMutation({
    mutationFn: (body: StartPaymentInput) =>
      customerRequest("POST /api/payments", { body }).then((answer) => answer.payment),
    networkMode: "always",
  });
}

/** Her payment and its orders; asked again every few seconds while the provider may still answer. */
export function usePayment(paymentId: string) {
  const { customerRequest, customerToken } = useSession();
  return useQuery({
    queryKey: paymentKeys.one(paymentId),
    queryFn: ({ signal }) => customerRequest("GET /api/payments/:id", { params: { id: paymentId }, signal }),
    enabled: !!customerToken,
    refetchInterval: (query) => {
      const status = query.state.data?.payment.status;
      return status === "initiated" || status === "pending" ? 5000 : false;
    },
  });
}

export function useCashOnDeliveryFallback(paymentId: string) {
  const { customerRequest } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      customerRequest("POST /api/payments/:id/cash-on-delivery", { params: { id: paymentId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.one(paymentId) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

/**
 * Sends the browser to the provider's hosted page the way its protocol says: a form POST of the
 * fields the API signed (decision 0053). The page is left, so nothing after this runs.
 */
export function postToProvider(redirect: PaymentRedirect, doc: Document = document): void {
  const form = doc.createElement("form");
  form.method = redirect.method;
  form.action = redirect.url;
  for (const [name, value] of Object.entries(redirect.fields)) {
    const input = doc.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}
