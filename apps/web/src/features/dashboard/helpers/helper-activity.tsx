import { orderNumber } from "@marketplace/shared/order-number";
import { ORDER_STATUSES, type OrderStatus } from "@marketplace/shared/order-statuses";
import type { HelperActionEntry } from "@marketplace/shared/store-helpers-contracts";
import { History } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import messages from "@/i18n/catalogs/en/helpers.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { conversationPath, editProductPath, storeOrdersPath } from "@/lib/app-paths.ts";
import { formatDateTime } from "@/lib/format-date.ts";
import { ACTION_WORDS } from "./helper-words.ts";

/** Where an action's "open" link goes: the store's orders, the product's edit page, or the conversation. */
function targetPath(entry: HelperActionEntry, storeId: string): string | null {
  if (!entry.targetId) return null;
  if (entry.action === "order_status" || entry.action === "order_shipment") return storeOrdersPath(storeId);
  if (entry.action === "message_sent") return conversationPath("seller", entry.targetId);
  return editProductPath(entry.targetId);
}

/** What the store's helpers did lately, newest first, each with her name (decision 0054). */
export function HelperActivity({ storeId, actions }: { storeId: string; actions: HelperActionEntry[] }) {
  const { t, language } = useT(messages);
  const labels = useLabels();

  if (actions.length === 0) {
    return (
      <EmptyState
        title={t("helpers.activity.emptyTitle")}
        message={t("helpers.activity.emptyMessage")}
        icon={<History className="h-7 w-7" aria-hidden="true" />}
      />
    );
  }

  return (
    <ol className="divide-y divide-stone-100" aria-label={t("helpers.activity.title")}>
      {actions.map((entry) => {
        const status = ORDER_STATUSES.includes(entry.detail as OrderStatus)
          ? labels.orderStatus(entry.detail as OrderStatus)
          : entry.detail;
        const sentence = t(ACTION_WORDS[entry.action], {
          name: entry.helperName || t("helpers.activity.someone"),
          number: entry.targetId ? orderNumber(entry.targetId) : "",
          status,
          product: entry.detail,
          parcel: entry.detail,
        });
        const path = targetPath(entry, storeId);
        return (
          <li key={entry._id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
            <p className="min-w-0 text-stone-800">
              {path ? (
                <Link to={path} className="hover:underline">
                  {sentence}
                </Link>
              ) : (
                sentence
              )}
            </p>
            <time dateTime={entry.at} className="text-xs text-stone-500">
              {formatDateTime(entry.at, { language })}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
