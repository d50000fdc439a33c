import { isLowStock } from "@marketplace/shared/pricing";
import { Eye, Pencil, Plus, Trash2 } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { DiscountBadge, ProductPrice } from "@/components/product-price.tsx";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { ProductImage } from "@/components/ui/product-image.tsx";
import { Select } from "@/components/ui/select.tsx";
import { StarRating } from "@/components/ui/star-rating.tsx";
import type { Product } from "@/features/catalog/api/products-api.ts";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { addProductPath, editProductPath, productPath } from "@/lib/app-paths.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { toast } from "@/lib/notify.ts";
import { useAllStoreProducts, useDeleteProduct } from "../api/dashboard-api.ts";
import { DASHBOARD_SORTS, type DashboardSort, sortDashboardProducts } from "../product-sort.ts";
import { HiddenListingNotice } from "./hidden-listing-notice.tsx";

/**
 * Every product of the store, sortable, with view, edit and delete (after a confirmation). While she
 * is suspended (`locked`) edit and delete are closed and the list says why. A catalog helper edits
 * but does not delete (`canDelete`, decision 0054).
 */
export function DashboardProductList({
  storeId,
  locked = false,
  canDelete = true,
}: {
  storeId: string;
  locked?: boolean;
  canDelete?: boolean;
}) {
  const products = useAllStoreProducts(storeId);
  const [sort, setSort] = useState<DashboardSort>("name");
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const remove = useDeleteProduct();
  const sortId = useId();
  const { t, locale } = useT(messages);
  const count = new Intl.NumberFormat(locale);
  const sorted = useMemo(() => sortDashboardProducts(products.data ?? [], sort), [products.data, sort]);

  function confirmDelete() {
    if (!toDelete) return;
    const { _id, name } = toDelete;
    remove.mutate(_id, {
      onSuccess: () => {
        toast.success(t("dashboard.products.deleted"), {
          description: t("dashboard.products.deletedMessage", { name }),
        });
        setToDelete(null);
      },
      onError: () => toast.error(t("dashboard.products.deleteFailed")),
    });
  }

  return (
    <section aria-labelledby={`${sortId}-title`}>
      <Card padding="none" className="p-4 sm:p-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <CardTitle id={`${sortId}-title`}>
            {products.data
              ? t("dashboard.products.titleWithCount", { count: count.format(products.data.length) })
              : t("dashboard.products.title")}
          </CardTitle>
          <div className="flex items-center gap-2">
            <label htmlFor={sortId} className="text-sm font-medium text-stone-700">
              {t("dashboard.products.sortBy")}
            </label>
            <Select
              id={sortId}
              choices={DASHBOARD_SORTS.map((s) => s.value)}
              labelOf={(value) => {
                const key = DASHBOARD_SORTS.find((s) => s.value === value)?.label;
                return key ? t(key) : value;
              }}
              value={sort}
              onValueChange={(value) => value && setSort(value)}
              box="w-auto px-3 py-2 text-sm"
            />
          </div>
        </div>

        {locked && <p className="mt-2 text-sm text-stone-600">{t("dashboard.products.suspendedNote")}</p>}

        {products.isPending ? (
          <LoadingState label={t("dashboard.products.loading")} />
        ) : products.isError ? (
          <ErrorState
            title={t("dashboard.products.loadFailed")}
            message={errorMessageOf(products.error)}
            onRetry={() => products.refetch()}
            retrying={products.isFetching}
          />
        ) : sorted.length === 0 ? (
          <EmptyState
            title={t("dashboard.products.emptyTitle")}
            message={locked ? undefined : t("dashboard.products.emptyMessage")}
          >
            {!locked && (
              <Link to={addProductPath(storeId)} className={buttonClasses("primary")}>
                <Plus className="h-4 w-4" aria-hidden="true" /> {t("dashboard.products.add")}
              </Link>
            )}
          </EmptyState>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {sorted.map((product, index) => (
              <li key={product._id}>
                <DashboardProductCard
                  product={product}
                  eager={index < 3}
                  locked={locked}
                  onDelete={canDelete ? () => setToDelete(product) : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </Card>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t("dashboard.products.deleteTitle")}
        description={
          // The product's name starts the sentence in both languages; the rest follows it.
          <>
            <strong className="font-semibold text-stone-900">{toDelete?.name}</strong>{" "}
            {t("dashboard.products.deleteDescription")}
          </>
        }
        confirmLabel={t("dashboard.products.confirmDelete")}
        busyLabel={t("dashboard.products.deleting")}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

function DashboardProductCard({
  product,
  eager,
  locked,
  onDelete,
}: {
  product: Product;
  eager: boolean;
  locked: boolean;
  onDelete?: () => void;
}) {
  const { t, locale } = useT(messages);
  const labels = useLabels();
  const quantity = new Intl.NumberFormat(locale).format(product.quantity);
  const stock =
    product.quantity <= 0
      ? { text: t("dashboard.products.outOfStock"), classes: "bg-red-50 text-red-700" }
      : isLowStock(product.quantity)
        ? {
            text: t("dashboard.products.lowStock", { count: quantity }),
            classes: "bg-accent-100 text-accent-700",
          }
        : {
            text: t("dashboard.products.inStock", { count: quantity }),
            classes: "bg-emerald-50 text-emerald-700",
          };
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl ring-1 ring-stone-200"
      aria-label={product.name}
    >
      <div className="relative aspect-[4/3] bg-stone-100">
        <ProductImage
          src={product.thumbnails[0] ?? product.images[0]}
          alt={product.name}
          width={400}
          height={300}
          priority={eager}
        />
        <DiscountBadge product={product} className="absolute top-2 start-2" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div>
          <h3 dir="auto" className="line-clamp-2 font-semibold text-stone-900">
            {product.name}
          </h3>
          <p className="text-xs text-stone-500">{labels.category(product.category)}</p>
        </div>
        {product.hidden && <HiddenListingNotice reason={product.hiddenReason ?? null} />}
        <ProductPrice product={product} />
        <div className="flex flex-wrap items-center gap-2">
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${stock.classes}`}>
            {stock.text}
          </span>
          <StarRating rating={product.rating} reviewCount={product.reviewCount} />
        </div>
        {(product.variants?.length ?? 0) > 0 && <VariantStock product={product} />}
        <div className="mt-auto flex gap-2 pt-2">
          <Link
            to={productPath(product._id)}
            className={buttonClasses("ghost", "sm", "px-3", { padding: "none" })}
            aria-label={t("dashboard.products.viewLabel", { name: product.name })}
          >
            <Eye className="h-4 w-4" aria-hidden="true" /> {t("dashboard.products.view")}
          </Link>
          {!locked && (
            <>
              <Link
                to={editProductPath(product._id)}
                className={buttonClasses("secondary", "sm", "px-3", { fill: true, padding: "none" })}
                aria-label={t("dashboard.products.editLabel", { name: product.name })}
              >
                <Pencil className="h-4 w-4" aria-hidden="true" /> {t("dashboard.products.edit")}
              </Link>
              {onDelete && (
                <Button
                  variant="ghostDestructive"
                  size="sm"
                  padding="none"
                  className="px-3"
                  onClick={onDelete}
                  aria-label={t("dashboard.products.deleteLabel", { name: product.name })}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" /> {t("dashboard.products.delete")}
                </Button>
              )}
            </>
          )}
        </div>
      </div>
    </article>
  );
}

/** Each size's stock, so she sees which one runs low ("M: only 2 left") rather than the total alone. */
function VariantStock({ product }: { product: Product }) {
  const { t, locale } = useT(messages);
  const number = new Intl.NumberFormat(locale);
  return (
    <ul aria-label={t("dashboard.products.variantStock")} className="flex flex-wrap gap-1.5">
      {(product.variants ?? []).map((variant) => {
        const choice = Object.values(variant.options).join(" / ");
        const count = number.format(variant.quantity);
        const [text, classes] =
          variant.quantity <= 0
            ? [t("dashboard.products.variantOut", { choice }), "bg-red-50 text-red-700"]
            : isLowStock(variant.quantity)
              ? [t("dashboard.products.variantLow", { choice, count }), "bg-accent-100 text-accent-700"]
              : [t("dashboard.products.variantIn", { choice, count }), "bg-stone-100 text-stone-700"];
        return (
          <li key={variant._id} className={`rounded-full px-2 py-0.5 text-xs font-medium ${classes}`}>
            <span dir="auto">{text}</span>
          </li>
        );
      })}
    </ul>
  );
}
