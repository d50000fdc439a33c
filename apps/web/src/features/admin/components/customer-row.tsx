import type { AdminCustomerRow } from "@marketplace/shared/cod-confirmation";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "@/lib/cn.ts";
import { useAdminT } from "../admin-words.ts";

/** One customer found: her name opens her page; her refusals stand out once she has any. */
export function CustomerRow({ customer }: { customer: AdminCustomerRow }) {
  const { t } = useAdminT();
  return (
    <Link
      to={`/admin/customers/${customer._id}`}
      className="flex items-center justify-between gap-3 rounded-2xl border border-stone-200 bg-white p-4 hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span className="min-w-0">
        <span className="block font-semibold break-words text-stone-900">
          <bdi>{customer.name}</bdi>
        </span>
        <span className="block text-sm break-all text-stone-600">{customer.email}</span>
        <span className="mt-1 flex flex-wrap gap-x-3 text-sm">
          <span className={cn(customer.refusals > 0 ? "font-medium text-red-700" : "text-stone-600")}>
            {t("admin.customers.refusals", { count: customer.refusals })}
          </span>
          <span className="text-stone-600">{t("admin.customers.orders", { count: customer.orders })}</span>
        </span>
      </span>
      <ChevronRight className="h-5 w-5 shrink-0 text-stone-400 rtl:-scale-x-100" aria-hidden="true" />
    </Link>
  );
}
