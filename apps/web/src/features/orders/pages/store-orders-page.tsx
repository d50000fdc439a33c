import { ORDER_STATUSES, type OrderStatus } from "@marketplace/shared/order-statuses";
import { ArrowLeft, ClipboardList } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { useKeepLastSeenOrders } from "@/features/dashboard/api/last-seen.ts";
import messages from "@/i18n/catalogs/en/orders.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { ApiError, NetworkError } from "@/lib/api-client.ts";
import { storeOrderPath, storeOrdersPath } from "@/lib/app-paths.ts";
import { cn } from "@/lib/cn.ts";
import { loginPathReturningTo } from "@/lib/session/return-path.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { type Order, useStoreOrders } from "../api/orders-api.ts";
import { AccessNotice } from "../components/access-notice.tsx";
import { StoreOrderCard } from "../components/store-order-card.tsx";
import { orderNumber } from "../order-format.ts";

type Filter = "All" | OrderStatus;

export default function StoreOrdersPage() {
  // `orderId`: one order of the store, where a push or the bell for it opens (issue 32).
  const { storeId = "", orderId } = useParams();
  const { seller, stores } = useSession();
  const storeName = stores.find((s) => s._id === storeId)?.name;
  const { t } = useT(messages);

  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageHead
        title={storeName ? t("orders.store.pageTitle", { store: storeName }) : t("orders.store.title")}
        noindex
      />
      <Link to="/dashboard" className={buttonClasses("ghost", "sm", "-ms-3 mb-3")}>
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        {t("orders.store.back")}
      </Link>
      <h1 className="font-display text-3xl font-bold text-brand-800">{t("orders.store.title")}</h1>
      {storeName && <p className="mt-1 text-stone-600">{storeName}</p>}
      {seller ? (
        <StoreOrderList storeId={storeId} orderId={orderId} />
      ) : (
        <AccessNotice title={t("orders.store.loginTitle")} message={t("orders.store.loginMessage")}>
          <Link
            to={loginPathReturningTo(
              "/seller/login",
              orderId ? storeOrderPath(storeId, orderId) : storeOrdersPath(storeId),
            )}
            className={buttonClasses("primary")}
          >
            {t("orders.store.loginButton")}
          </Link>
        </AccessNotice>
      )}
    </section>
  );
}

function countByStatus(orders: Order[]): Record<Filter, number> {
  const counts = Object.fromEntries(["All", ...ORDER_STATUSES].map((s) => [s, 0])) as Record<Filter, number>;
  for (const order of orders) {
    counts.All += 1;
    if (order.orderStatus in counts) counts[order.orderStatus] += 1;
  }
  return counts;
}

function StoreOrderList({ storeId, orderId }: { storeId: string; orderId?: string }) {
  const orders = useStoreOrders(storeId);
  // Kept on the phone for her dashboard when the connection goes (issue 32).
  useKeepLastSeenOrders(storeId, orders.data);
  const [filter, setFilter] = useState<Filter>("All");
  const { t } = useT(messages);
  const labels = useLabels();
  const filterName = (status: Filter) =>
    status === "All" ? t("orders.store.all") : labels.orderStatus(status);

  if (orders.isPending) return <LoadingState label={t("orders.store.loading")} />;
  if (orders.isError) {
    const error = orders.error;
    if (error instanceof ApiError && error.status === 403) {
      return (
        <AccessNotice title={t("orders.store.notAllowedTitle")} message={t("orders.store.notAllowedMessage")}>
          <Link to="/dashboard" className={buttonClasses("primary")}>
            {t("orders.store.goToDashboard")}
          </Link>
        </AccessNotice>
      );
    }
    if (error instanceof ApiError && error.status === 404) {
      return (
        <ErrorState title={t("orders.store.notFoundTitle")} message={t("orders.store.notFoundMessage")}>
          <Link to="/dashboard" className={buttonClasses("secondary")}>
            {t("orders.store.back")}
          </Link>
        </ErrorState>
      );
    }
    return (
      <ErrorState
        title={t("orders.store.failed")}
        message={error instanceof NetworkError ? t("orders.store.noConnection") : error.message}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  }

  if (orderId) return <OneOrder orders={orders.data} storeId={storeId} orderId={orderId} />;

  const counts = countByStatus(orders.data);
  const shown = filter === "All" ? orders.data : orders.data.filter((o) => o.orderStatus === filter);

  return (
    <>
      <fieldset className="mt-6 flex flex-wrap gap-2">
        <legend className="sr-only">{t("orders.store.filterLegend")}</legend>
        {(["All", ...ORDER_STATUSES] as Filter[]).map((status) => (
          <button
            key={status}
            type="button"
            aria-pressed={filter === status}
            onClick={() => setFilter(status)}
            className={cn(
              "rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors ring-inset",
              filter === status
                ? "bg-brand-700 text-white ring-brand-700"
                : "bg-white text-stone-700 ring-stone-300 hover:bg-stone-50",
            )}
          >
            {filterName(status)}{" "}
            <span className={filter === status ? "text-brand-100" : "text-stone-500"}>
              ({counts[status]})
            </span>
          </button>
        ))}
      </fieldset>

      {shown.length === 0 ? (
        <EmptyState
          title={t("orders.store.emptyTitle")}
          message={
            filter === "All"
              ? t("orders.store.emptyAll")
              : t("orders.store.emptyStatus", { status: filterName(filter) })
          }
          icon={<ClipboardList className="h-7 w-7" aria-hidden="true" />}
        >
          {filter !== "All" && (
            <button type="button" className={buttonClasses("secondary")} onClick={() => setFilter("All")}>
              {t("orders.store.showAll")}
            </button>
          )}
        </EmptyState>
      ) : (
        <ul className="mt-6 space-y-5">
          {shown.map((order) => (
            <li key={order._id} aria-label={t("orders.list.orderLabel", { number: orderNumber(order._id) })}>
              <StoreOrderCard order={order} storeId={storeId} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** One order of the store, as a push or the bell names it, with the way to all of them. */
function OneOrder({ orders, storeId, orderId }: { orders: Order[]; storeId: string; orderId: string }) {
  const { t } = useT(messages);
  const order = orders.find((o) => o._id === orderId);
  const all = (
    <Link to={storeOrdersPath(storeId)} className={buttonClasses("secondary")}>
      {t("orders.store.showAll")}
    </Link>
  );
  if (!order) {
    return (
      <EmptyState
        title={t("orders.store.orderMissingTitle")}
        message={t("orders.store.orderMissingMessage")}
        icon={<ClipboardList className="h-7 w-7" aria-hidden="true" />}
      >
        {all}
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="mt-6 space-y-5">
        <li aria-label={t("orders.list.orderLabel", { number: orderNumber(order._id) })}>
          <StoreOrderCard order={order} storeId={storeId} />
        </li>
      </ul>
      <div className="mt-6">{all}</div>
    </>
  );
}
