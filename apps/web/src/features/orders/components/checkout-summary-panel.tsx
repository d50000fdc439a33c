import { formatRupees } from "@marketplace/shared/money";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import messages from "@/i18n/catalogs/en/checkout.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { useVariantWords } from "@/i18n/use-variant-words.ts";
import { lineKey } from "@/lib/cart-lines.ts";
import { cn } from "@/lib/cn.ts";
import { formatList } from "@/lib/format-list.ts";
import { type CheckedLine, lineChangeNotes } from "../checkout-lines.ts";
import { summarizeCheckout } from "../checkout-summary.ts";
import { OrderSummary } from "./order-summary.tsx";
import type { CheckoutOrder } from "./use-checkout-order.ts";
import { VoucherCodeField } from "./voucher-code-field.tsx";

interface CheckoutSummaryPanelProps {
  order: CheckoutOrder;
  source: "cart" | "buy-now";
  /** Opens the cart drawer (the cart checkout's "Edit cart"). */
  onEditCart(): void;
  /** Takes a line that can no longer be bought out of the cart. */
  onRemove(productId: string): void;
  /** Place Order shows only to a signed-in customer. */
  canOrder: boolean;
}

/**
 * The order summary beside the form: the lines and totals as checked now, what cannot be bought,
 * the server's new totals after a 409, why placing failed, and Place Order.
 */
export function CheckoutSummaryPanel({
  order,
  source,
  onEditCart,
  onRemove,
  canOrder,
}: CheckoutSummaryPanelProps) {
  const { t } = useT(messages);
  const labels = useLabels();
  const { placed, checked, fresh, newTotals, placeError } = order;
  return (
    <Card>
      <div className="flex items-center justify-between gap-2">
        <CardTitle>{t("checkout.summary.title")}</CardTitle>
        {source === "cart" && !placed && (
          <Button variant="ghost" size="sm" onClick={onEditCart} className="-me-3">
            {t("checkout.summary.editCart")}
          </Button>
        )}
      </div>
      {!placed && order.unavailable.length > 0 && (
        <UnavailableLines lines={order.unavailable} onRemove={source === "cart" ? onRemove : undefined} />
      )}
      {!placed && !checked && fresh.isError ? (
        <div role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          <p className="font-semibold">{t("checkout.summary.checkFailedTitle")}</p>
          <p className="mt-1">{t("checkout.summary.checkFailedMessage")}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={fresh.refetch}>
            {t("checkout.summary.tryAgain")}
          </Button>
        </div>
      ) : (
        <OrderSummary
          lines={order.shownLines}
          notes={placed ? undefined : order.notes}
          checking={!placed && !checked}
          vouchers={order.vouchers}
        />
      )}
      {canOrder && !placed && checked && order.ready && (
        <VoucherCodeField
          applied={appliedVouchers(order)}
          checking={order.checkingVoucher}
          onApply={order.applyVoucherCode}
          onRemove={order.removeVoucherCode}
        />
      )}
      {newTotals && !placed && (
        <div
          role="alert"
          className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-300"
        >
          <p className="font-semibold">{t("checkout.summary.totalChangedTitle")}</p>
          <p className="mt-1">{newTotals.message}</p>
          <dl className="mt-2 space-y-0.5">
            <TotalRow term={t("checkout.totals.items")} value={formatRupees(newTotals.totals.itemsPrice)} />
            <TotalRow
              term={t("checkout.totals.shipping")}
              value={
                newTotals.totals.shippingPrice === 0
                  ? t("checkout.totals.free")
                  : formatRupees(newTotals.totals.shippingPrice)
              }
            />
            <TotalRow term={t("checkout.totals.tax")} value={formatRupees(newTotals.totals.taxPrice)} />
            <TotalRow
              term={t("checkout.summary.newTotal")}
              value={formatRupees(newTotals.totals.totalPrice)}
              strong
            />
          </dl>
          <p className="mt-2">{t("checkout.summary.totalChangedNote")}</p>
        </div>
      )}
      {placeError && (
        <div role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          <p className="font-semibold">{placeError.title}</p>
          {placeError.message && <p className="mt-1">{placeError.message}</p>}
        </div>
      )}
      {canOrder && (
        <Button
          type="submit"
          size="lg"
          className="mt-4 w-full"
          loading={order.placing}
          disabled={!!placed || !order.ready}
        >
          {order.leavingFor
            ? t("checkout.summary.leavingFor", { method: labels.paymentMethod(order.leavingFor) })
            : order.placing
              ? t("checkout.summary.placing")
              : t("checkout.summary.placeOrder")}
        </Button>
      )}
    </Card>
  );
}

/** A store's discount less what campaigns give: its code's part. */
const voucherPart = (store: { totals: { discount: number }; campaignDiscount: number } | undefined) =>
  store ? Math.round((store.totals.discount - store.campaignDiscount) * 100) / 100 : 0;

/** Each checked code with what it takes off the lines now (nothing once they no longer meet it). */
function appliedVouchers(order: CheckoutOrder) {
  const summary = summarizeCheckout(order.shownLines, undefined, order.vouchers);
  return new Map(
    [...order.vouchers].map(([storeId, voucher]) => [
      storeId,
      { voucher, discount: voucherPart(summary.stores.find((s) => s.store._id === storeId)) },
    ]),
  );
}

function TotalRow({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={cn("flex justify-between gap-2", strong && "font-semibold")}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Lines that can no longer be bought: named, with a way to take them out of the cart. */
function UnavailableLines({
  lines,
  onRemove,
}: {
  lines: CheckedLine[];
  /** Takes the line (by `lineKey`) out of the cart. */
  onRemove?: (key: string) => void;
}) {
  const { t, locale } = useT(messages);
  const variantWords = useVariantWords();
  return (
    <div role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
      <p className="font-semibold">
        {onRemove ? t("checkout.summary.unavailableSome") : t("checkout.summary.unavailableOne")}
      </p>
      <ul className="mt-2 space-y-2">
        {lines.map((checked) => (
          <li key={lineKey(checked.line)} className="flex items-center justify-between gap-2">
            <span className="min-w-0">
              <span className="font-medium">{checked.line.product.name}</span>
              {checked.line.variant && ` (${variantWords.variant(checked.line.variant.options)})`}:{" "}
              {formatList(lineChangeNotes(checked, t), locale)}
            </span>
            {onRemove && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onRemove(lineKey(checked.line))}
                aria-label={t("checkout.summary.removeLabel", { name: checked.line.product.name })}
              >
                {t("checkout.summary.remove")}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
