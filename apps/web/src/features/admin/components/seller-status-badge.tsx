import type { SellerStatus } from "@marketplace/shared/admin-contracts";
import { cn } from "@/lib/cn.ts";

export const SELLER_STATUS_LABELS: Readonly<Record<SellerStatus, string>> = {
  pending: "Pending",
  verified: "Verified",
  suspended: "Suspended",
};

const TONES: Readonly<Record<SellerStatus, string>> = {
  pending: "bg-amber-50 text-amber-800",
  verified: "bg-emerald-50 text-emerald-800",
  suspended: "bg-red-50 text-red-800",
};

export function SellerStatusBadge({ status }: { status: SellerStatus }) {
  return (
    <span className={cn("rounded-full px-2.5 py-1 text-xs font-semibold", TONES[status])}>
      {SELLER_STATUS_LABELS[status]}
    </span>
  );
}
