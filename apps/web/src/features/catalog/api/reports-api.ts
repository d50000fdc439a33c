import type { ReportInput } from "@marketplace/shared/reports-contracts";
import { useMutation } from "@tanstack/react-query";
import { useSession } from "@/lib/session/session-provider.tsx";

/** The signed-in customer reports a listing to Hunarmand (`POST /api/products/:id/reports`). */
export function useReportProduct(productId: string) {
  const { customerRequest } = useSession();
  return useMutation({
    mutationFn: (body: ReportInput) =>
      customerRequest("POST /api/products/:id/reports", { params: { id: productId }, body }),
  });
}
