import { formatRupees } from "@marketplace/shared/money";
import type { AppliedVoucher } from "@marketplace/shared/vouchers-contracts";
import { Store as StoreIcon, TriangleAlert } from "lucide-react";
import { ProductImage } from "@/components/ui/product-image.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import messages from "@/i18n/catalogs/en/checkout.json";
import { useT } from "@/i18n/use-t.ts";
import { useVariantWords } from "@/i18n/use-variant-words.ts";
import { type CartLine, lineKey } from "@/lib/cart-lines.ts";
import { type SummaryTotals, summarizeCheckout } from "../checkout-summary.ts";

interface OrderSummaryProps {
  lines: CartLine[];
  /** What changed on a line since she added it ("Price went from ... to ..."), by `lineKey`. */
  notes?: ReadonlyMap<string, string[]>;
  /** The lines are being read afresh: no totals until they are the server's. */
  checking?: boolean;
  /** Each store's checked voucher code, by store id. */
  vouchers?: ReadonlyMap<string, AppliedVoucher>;
}

/** The lines with their unit prices, grouped per store when there are several, and the totals. */
export function OrderSummary({ lines, notes, checking, vouchers }: OrderSummaryProps) {
  const { t } = useT(messages);
  const variantWords = useVariantWords();
  const summary = summarizeCheckout(lines, undefined, vouchers);
  const codes = summary.stores.flatMap((s) => (s.code ? [s.code] : [])).join(", ");
  const campaignDiscount = summary.stores.reduce((sum, s) => sum + s.campaignDiscount, 0);
  const several = summary.stores.length > 1;
  return (
    <div className="mt-3 space-y-4">
      {several && (
        <p className="rounded-xl bg-accent-50 p-3 text-sm text-stone-700 ring-1 ring-accent-200">
          {t("checkout.summary.severalStores", { count: summary.stores.length })}
        </p>
      )}
      {summary.stores.map((group) => (
        <section
          key={group.store._id}
          aria-label={t("checkout.summary.itemsFrom", { store: group.store.name })}
          className="space-y-3"
        >
          <h3 className="flex items-center gap-1.5 text-sm font-semibold text-brand-800">
            <StoreIcon className="h-4 w-4" aria-hidden="true" />
            {group.store.name || t("checkout.summary.storeFallback")}
          </h3>
          <ul className="space-y-3">
            {group.lines.map(({ line, unitPrice, lineTotal }) => (
              <li key={lineKey(line)} className="flex gap-3">
                <div className="h-14 w-14 shrink-0 overflow-hidden rounded-lg bg-stone-100">
                  <ProductImage
                    src={line.product.thumbnails?.[0] ?? line.product.images[0]}
                    alt=""
                    width={56}
                    height={56}
                  />
                </div>
                <div className="min-w-0 flex-1 text-sm">
                  <p dir="auto" className="line-clamp-2 font-medium text-stone-900">
                    {line.product.name}
                  </p>
                  {line.variant && (
                    <p className="text-stone-700">{variantWords.variant(line.variant.options)}</p>
                  )}
                  <p className="text-stone-500">
                    {t("checkout.summary.quantityPrice", {
                      quantity: line.quantity,
                      price: formatRupees(unitPrice),
                    })}
                  </p>
                  {notes?.get(lineKey(line))?.map((note) => (
                    <p
                      key={note}
                      className="mt-1 flex items-start gap-1 font-medium text-amber-800"
                      data-testid="line-change"
                    >
                      <TriangleAlert className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                      {note}
                    </p>
                  ))}
                </div>
                <p className="text-sm font-semibold whitespace-nowrap text-stone-900">
                  {formatRupees(lineTotal)}
                </p>
              </li>
            ))}
          </ul>
          {several && !checking && (
            <Totals
              totals={group.totals}
              code={group.code ?? ""}
              campaignDiscount={group.campaignDiscount}
              label={t("checkout.summary.storeTotal")}
              compact
            />
          )}
        </section>
      ))}
      <div className="border-t border-stone-200 pt-3">
        {checking ? (
          <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
            <Spinner size="sm" />
            {t("checkout.summary.checking")}
          </p>
        ) : several ? (
          <div className="flex items-baseline justify-between gap-2">
            <span className="font-semibold text-stone-900">{t("checkout.summary.grandTotal")}</span>
            <span className="text-xl font-bold text-brand-800" data-testid="grand-total">
              {formatRupees(summary.grand.total)}
            </span>
          </div>
        ) : (
          <Totals
            totals={summary.grand}
            code={codes}
            campaignDiscount={campaignDiscount}
            label={t("checkout.totals.total")}
          />
        )}
      </div>
    </div>
  );
}

/** The totals of one order, or of all of them; `label` names the last row. */
function Totals({
  totals,
  label,
  code,
  campaignDiscount,
  compact,
}: {
  totals: SummaryTotals;
  label: string;
  /** The voucher codes behind the discount, named on its row. */
  code: string;
  /** The part of the discount running campaigns give (the rest is the codes'). */
  campaignDiscount: number;
  compact?: boolean;
}) {
  const { t } = useT(messages);
  const voucherDiscount = Math.round((totals.discount - campaignDiscount) * 100) / 100;
  return (
    <dl className={compact ? "space-y-1 rounded-xl bg-stone-50 p-3 text-sm" : "space-y-1.5 text-sm"}>
      <Row term={t("checkout.totals.items")} value={formatRupees(totals.items)} />
      {campaignDiscount > 0 && (
        <Row term={t("checkout.totals.campaign")} value={`− ${formatRupees(campaignDiscount)}`} discount />
      )}
      {voucherDiscount > 0 && (
        <Row
          term={t("checkout.totals.discount", { code })}
          value={`− ${formatRupees(voucherDiscount)}`}
          discount
        />
      )}
      <Row
        term={t("checkout.totals.shipping")}
        value={totals.shipping === 0 ? t("checkout.totals.free") : formatRupees(totals.shipping)}
      />
      <Row term={t("checkout.totals.tax")} value={formatRupees(totals.tax)} />
      <div className="flex items-baseline justify-between gap-2 pt-1 font-semibold text-stone-900">
        <dt>{label}</dt>
        <dd className={compact ? "" : "text-xl font-bold text-brand-800"}>{formatRupees(totals.total)}</dd>
      </div>
    </dl>
  );
}

function Row({ term, value, discount }: { term: string; value: string; discount?: boolean }) {
  return (
    <div
      className={
        discount
          ? "flex justify-between gap-2 font-medium text-emerald-800"
          : "flex justify-between gap-2 text-stone-600"
      }
    >
      <dt>{term}</dt>
      <dd dir="ltr" className="whitespace-nowrap">
        {value}
      </dd>
    </div>
  );
}
