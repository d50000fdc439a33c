import { type AdminSeller, SELLER_STATUSES, type SellerStatus } from "@marketplace/shared/admin-contracts";
import { Search } from "lucide-react";
import { useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { Input } from "@/components/ui/input.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { errorMessageOf } from "@/features/auth/auth-errors.ts";
import { toast } from "@/lib/notify.ts";
import { useAdminSellers, useSetSellerStatus } from "../api/sellers-api.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { FilterTabs } from "../components/filter-tabs.tsx";
import { Pager } from "../components/pager.tsx";
import { SellerCard } from "../components/seller-card.tsx";
import { SELLER_STATUS_LABELS } from "../components/seller-status-badge.tsx";
import { SuspendSellerDialog } from "../components/suspend-seller-dialog.tsx";
import { listHref, readChoice, readPage } from "../list-address.ts";

const TABS = [...SELLER_STATUSES, "all"] as const;
type Tab = (typeof TABS)[number];

const EMPTY: Readonly<Record<Tab, string>> = {
  pending: "No seller is waiting for verification.",
  verified: "No verified sellers yet.",
  suspended: "No seller is suspended.",
  all: "No sellers yet.",
};

export default function AdminSellersPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
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
  const [searchText, setSearchText] = useState(search);
  const [suspending, setSuspending] = useState<AdminSeller | null>(null);

  const change = (seller: AdminSeller, status: Exclude<SellerStatus, "suspended">, done: string) =>
    setStatus.mutate(
      { sellerId: seller._id, input: { status } },
      {
        onSuccess: () => toast.success(done, { description: seller.name }),
        onError: (error) => toast.error("The change was not saved", { description: errorMessageOf(error) }),
      },
    );

  const data = sellers.data;
  return (
    <AdminPage title="Sellers" intro="Verify new sellers, suspend one with a reason, restore her later.">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <FilterTabs
          label="Seller status"
          choices={TABS}
          current={tab}
          labelOf={(choice) => (choice === "all" ? "All" : SELLER_STATUS_LABELS[choice])}
          hrefFor={(choice) =>
            listHref(pathname, params, { status: choice === "pending" ? undefined : choice })
          }
        />
        <search>
          <form
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              navigate(listHref(pathname, params, { q: searchText.trim() }));
            }}
          >
            <Input
              type="search"
              aria-label="Search sellers by name or e-mail"
              placeholder="Name or e-mail"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              className="min-w-0 flex-1 lg:w-64"
            />
            <Button type="submit" variant="secondary">
              <Search className="h-4 w-4" aria-hidden="true" /> Search
            </Button>
          </form>
        </search>
      </div>

      {sellers.isError ? (
        <ErrorState
          message={`We couldn't load the sellers. ${errorMessageOf(sellers.error)}`}
          onRetry={() => sellers.refetch()}
          retrying={sellers.isFetching}
        />
      ) : !data ? (
        <LoadingState label="Loading sellers..." />
      ) : data.sellers.length === 0 ? (
        <EmptyState
          title="No sellers found"
          message={search ? `No seller matches "${search}" here.` : EMPTY[tab]}
        />
      ) : (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            {data.pagination.total_sellers} {data.pagination.total_sellers === 1 ? "seller" : "sellers"}
          </p>
          <ul className="grid gap-4 md:grid-cols-2">
            {data.sellers.map((seller) => (
              <li key={seller._id} aria-label={seller.name}>
                <SellerCard
                  seller={seller}
                  busy={setStatus.isPending && setStatus.variables?.sellerId === seller._id}
                  onVerify={() => change(seller, "verified", "Seller verified")}
                  onRestore={() => change(seller, "verified", "Seller restored")}
                  onSuspend={() => setSuspending(seller)}
                />
              </li>
            ))}
          </ul>
          <Pager
            page={data.pagination.current_page}
            totalPages={data.pagination.total_pages}
            label="Seller pages"
            hrefFor={(target) => listHref(pathname, params, { page: target })}
          />
        </>
      )}
      {suspending && <SuspendSellerDialog seller={suspending} onClose={() => setSuspending(null)} />}
    </AdminPage>
  );
}
