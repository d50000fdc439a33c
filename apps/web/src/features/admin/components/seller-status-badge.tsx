import type { SellerStatus } from "@marketplace/shared/admin-contracts";
import { cn } from "@/lib/cn.ts";
import { type AdminKey, useAdminT } from "../admin-words.ts";

export const SELLER_STATUS_KEYS: Readonly<Record<SellerStatus, AdminKey>> = {
  pending: "admin.sellers.status.pending",
  verified: "admin.sellers.status.verified",
  suspended: "admin.sellers.status.suspended",
};

const TONES: Readonly<Record<SellerStatus, string>> = {
  pending: "bg-amber-50 text-amber-800",
  verified: "bg-emerald-50 text-emerald-800",
  suspended: "bg-red-50 text-red-800",
};

export function SellerStatusBadge({ status }: { status: SellerStatus }) {
  const { t } = useAdminT();
  return (
    <span className={cn("rounded-full px-2.5 py-1 text-xs font-semibold", TONES[status])}>
      {t(SELLER_STATUS_KEYS[status])}
    </span>
  );
}
