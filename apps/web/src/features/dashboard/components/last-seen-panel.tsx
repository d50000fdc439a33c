import { formatRupees } from "@marketplace/shared/money";
import { History, WifiOff } from "lucide-react";
import { useEffect, useState } from "react";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/drafts.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { formatDateTime } from "@/lib/format-date.ts";
import {
  type LastSeen,
  type LastSeenOrder,
  type LastSeenProduct,
  readLastSeenOrders,
  readLastSeenProducts,
} from "../api/last-seen.ts";

interface Seen {
  products?: LastSeen<LastSeenProduct>;
  orders?: LastSeen<LastSeenOrder>;
}

/**
 * Offline, her dashboard shows the products and orders she last saw on this phone (issue 32),
 * marked plainly as offline and as of when; nothing kept shows an empty state that says so.
 */
export function LastSeenPanel({ accountId, storeId }: { accountId: string; storeId: string | null }) {
  const { t, language, locale } = useT(messages);
  const labels = useLabels();
  const [seen, setSeen] = useState<Seen | null>(null);

  useEffect(() => {
    let live = true;
    const read = async (): Promise<Seen> =>
      storeId
        ? {
            products: await readLastSeenProducts(accountId, storeId),
            orders: await readLastSeenOrders(accountId, storeId),
          }
        : {};
    read()
      .catch(() => ({}))
      .then((found) => {
        if (live) setSeen(found);
      });
    return () => {
      live = false;
    };
  }, [accountId, storeId]);

  if (!seen) return <LoadingState label={t("drafts.loading")} />;
  const { products, orders } = seen;
  if (!products && !orders) {
    return (
      <EmptyState
        title={t("drafts.lastSeen.title")}
        message={t("drafts.lastSeen.none")}
        icon={<WifiOff className="h-7 w-7" aria-hidden="true" />}
      />
    );
  }
  const savedAt = [products?.savedAt, orders?.savedAt].filter(Boolean).sort().at(-1) ?? "";
  const count = new Intl.NumberFormat(locale);

  return (
    <section aria-labelledby="last-seen-title" className="space-y-4" data-offline="true">
      <div className="flex items-start gap-3 rounded-lg border border-stone-300 bg-stone-100 p-4 text-stone-800">
        <History className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <div>
          <h2 id="last-seen-title" className="font-semibold">
            {t("drafts.lastSeen.title")}
          </h2>
          <p className="text-sm">
            {t("drafts.lastSeen.message", { time: formatDateTime(savedAt, { language }) })}
          </p>
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardTitle>{t("drafts.lastSeen.orders")}</CardTitle>
          {orders?.items.length ? (
            <ul aria-label={t("drafts.lastSeen.orders")} className="mt-3 divide-y divide-stone-200">
              {orders.items.map((o) => (
                <li key={o.id} className="flex flex-wrap justify-between gap-x-3 py-2 text-sm">
                  <span className="font-medium">{o.buyer}</span>
                  <span>{labels.orderStatus(o.status)}</span>
                  <span className="w-full text-stone-600">
                    {formatRupees(o.total)} · {formatDateTime(o.createdAt, { language })}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-stone-600">{t("drafts.lastSeen.noOrders")}</p>
          )}
        </Card>
        <Card>
          <CardTitle>{t("drafts.lastSeen.products")}</CardTitle>
          {products?.items.length ? (
            <ul aria-label={t("drafts.lastSeen.products")} className="mt-3 divide-y divide-stone-200">
              {products.items.map((p) => (
                <li key={p.id} className="flex flex-wrap justify-between gap-x-3 py-2 text-sm">
                  <span className="min-w-0 font-medium break-words">{p.name}</span>
                  <span className="text-stone-600">
                    {formatRupees(p.price)} ·{" "}
                    {t("drafts.lastSeen.stock", { count: count.format(p.quantity) })}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-stone-600">{t("drafts.lastSeen.noProducts")}</p>
          )}
        </Card>
      </div>
    </section>
  );
}
