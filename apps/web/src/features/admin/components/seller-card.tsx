import type { AdminSeller } from "@marketplace/shared/admin-contracts";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { storePath } from "@/lib/app-paths.ts";
import { formatDate } from "@/lib/format-date.ts";
import { pagePath } from "@/lib/page-paths.ts";
import { useAdminT } from "../admin-words.ts";
import { SellerStatusBadge } from "./seller-status-badge.tsx";

interface SellerCardProps {
  seller: AdminSeller;
  /** The seller whose change is on its way, if it is this one: her buttons wait. */
  busy: boolean;
  onSuspend(): void;
  onRestore(): void;
  /** Closing her account on her request (decision 0041). */
  onCloseAccount(): void;
}

/** One seller: who she is, her stores, her status, and what an admin can do about it. */
export function SellerCard({ seller, busy, onSuspend, onRestore, onCloseAccount }: SellerCardProps) {
  const { t, language } = useAdminT();
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-stone-900">
            <bdi>{seller.name}</bdi>
          </h2>
          <p className="text-sm break-all text-stone-600">{seller.email}</p>
          <p className="text-sm text-stone-600">
            {t("admin.sellerCard.joined", {
              phone: seller.phone,
              date: formatDate(seller.createdAt, { language }),
            })}
          </p>
        </div>
        <SellerStatusBadge status={seller.status} />
      </div>
      {seller.status === "suspended" && seller.statusReason && (
        <p className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {t("admin.sellerCard.reason", { reason: seller.statusReason })}
        </p>
      )}
      <div className="text-sm">
        <span className="text-stone-600">{t("admin.sellerCard.stores")} </span>
        {seller.stores.length === 0 ? (
          <span className="text-stone-600">{t("admin.sellerCard.noStores")}</span>
        ) : (
          <ul className="inline">
            {seller.stores.map((store, i) => (
              <li key={store._id} className="inline">
                {i > 0 && t("admin.common.listSeparator")}
                <a
                  href={storePath(store)}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-brand-700 hover:underline"
                >
                  <bdi>{store.name}</bdi>
                  <span className="sr-only"> {t("admin.common.opensInNewTab")}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {/* A seller is verified by approving her identity check there (decision 0051), never by a button here. */}
        <Link
          to={pagePath("adminSellerIdentity", { sellerId: seller._id })}
          className={buttonClasses(seller.status === "pending" ? "primary" : "secondary", "sm")}
        >
          {t("admin.sellerCard.identity")}
        </Link>
        {seller.status !== "suspended" && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={onSuspend}>
            {t("admin.sellerCard.suspend")}
          </Button>
        )}
        {seller.status === "suspended" && (
          <Button size="sm" loading={busy} onClick={onRestore}>
            {t("admin.sellerCard.restore")}
          </Button>
        )}
        <Button size="sm" variant="secondary" disabled={busy} onClick={onCloseAccount}>
          {t("admin.closeAccount.action")}
        </Button>
      </div>
    </Card>
  );
}
