import { type AdminSeller, SELLER_STATUSES, type SellerStatus } from "@marketplace/shared/admin-contracts";
import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { toast } from "@/lib/notify.ts";
import { type AdminKey, useAdminT } from "../admin-words.ts";
import { useAdminSellers, useSetSellerStatus } from "../api/sellers-api.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { CloseAccountDialog } from "../components/close-account-dialog.tsx";
import { FilterTabs } from "../components/filter-tabs.tsx";
import { ListSearch } from "../components/list-search.tsx";
import { Pager } from "../components/pager.tsx";
import { SellerCard } from "../components/seller-card.tsx";
import { SELLER_STATUS_KEYS } from "../components/seller-status-badge.tsx";
import { SuspendSellerDialog } from "../components/suspend-seller-dialog.tsx";
import { listHref, readChoice, readPage } from "../list-address.ts";

const TABS = [...SELLER_STATUSES, "all"] as const;
type Tab = (typeof TABS)[number];

const EMPTY: Readonly<Record<Tab, AdminKey>> = {
  pending: "admin.sellers.empty.pending",
  verified: "admin.sellers.empty.verified",
  suspended: "admin.sellers.empty.suspended",
  all: "admin.sellers.empty.all",
};

export default function AdminSellersPage() {
  const { t } = useAdminT();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // Pending first: the sellers waiting for an admin are the work of this page.
  const tab = readChoice(params, "status", TABS, "pending");
  const search = (params.get("q") ?? "").trim();
  const page = readPage(params);
  const sellers = useAdminSellers({
    status: tab === "all" ? undefined : tab,
    search: search || undefined,
    page,
  });
  const setStatus = useSetSellerStatus();
  const [suspending, setSuspending] = useState<AdminSeller | null>(null);
  const [closingAccount, setClosingAccount] = useState<AdminSeller | null>(null);

  const change = (seller: AdminSeller, status: Exclude<SellerStatus, "suspended">, done: AdminKey) =>
    setStatus.mutate(
      { sellerId: seller._id, input: { status } },
      {
        onSuccess: () => toast.success(t(done), { description: seller.name }),
        onError: (error) =>
          toast.error(t("admin.sellers.changeFailed"), { description: errorMessageOf(error) }),
      },
    );

  const data = sellers.data;
  return (
    <AdminPage title={t("admin.sections.sellers")} intro={t("admin.sellers.intro")}>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <FilterTabs
          label={t("admin.sellers.tabsLabel")}
          choices={TABS}
          current={tab}
          labelOf={(choice) => t(choice === "all" ? "admin.sellers.tabAll" : SELLER_STATUS_KEYS[choice])}
          hrefFor={(choice) =>
            listHref(pathname, params, { status: choice === "pending" ? undefined : choice })
          }
        />
        <ListSearch
          param="q"
          label={t("admin.sellers.searchLabel")}
          placeholder={t("admin.sellers.searchPlaceholder")}
          submitLabel={t("admin.sellers.search")}
        />
      </div>

      {sellers.isError ? (
        <ErrorState
          message={t("admin.sellers.loadError", { error: errorMessageOf(sellers.error) })}
          onRetry={() => sellers.refetch()}
          retrying={sellers.isFetching}
        />
      ) : !data ? (
        <LoadingState label={t("admin.sellers.loading")} />
      ) : data.sellers.length === 0 ? (
        <EmptyState
          title={t("admin.sellers.emptyTitle")}
          message={search ? t("admin.sellers.noMatch", { search }) : t(EMPTY[tab])}
        />
      ) : (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            {t("admin.sellers.count", { count: data.pagination.total_sellers })}
          </p>
          <ul className="grid gap-4 md:grid-cols-2">
            {data.sellers.map((seller) => (
              <li key={seller._id} aria-label={seller.name}>
                <SellerCard
                  seller={seller}
                  busy={setStatus.isPending && setStatus.variables?.sellerId === seller._id}
                  onRestore={() => change(seller, "verified", "admin.sellers.restoredToast")}
                  onSuspend={() => setSuspending(seller)}
                  onCloseAccount={() => setClosingAccount(seller)}
                />
              </li>
            ))}
          </ul>
          <Pager
            page={data.pagination.current_page}
            totalPages={data.pagination.total_pages}
            label={t("admin.sellers.pagesLabel")}
            hrefFor={(target) => listHref(pathname, params, { page: target })}
          />
        </>
      )}
      {suspending && <SuspendSellerDialog seller={suspending} onClose={() => setSuspending(null)} />}
      {closingAccount && (
        <CloseAccountDialog
          accountRole="seller"
          account={closingAccount}
          onClose={() => setClosingAccount(null)}
        />
      )}
    </AdminPage>
  );
}
