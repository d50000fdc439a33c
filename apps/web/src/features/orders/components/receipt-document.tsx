import { formatRupees } from "@marketplace/shared/money";
import type { ReactNode } from "react";
import messages from "@/i18n/catalogs/en/orders.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { useVariantWords } from "@/i18n/use-variant-words.ts";
import { formatDateTime } from "@/lib/format-date.ts";
import type { Order } from "../api/orders-api.ts";
import { orderNumber } from "../order-format.ts";
import { OrderPriceSummary } from "./order-price-summary.tsx";
import { PaymentInstructionsPanel } from "./payment-instructions-panel.tsx";

/**
 * One order's receipt as a document: what was bought at what price, the totals the server charged,
 * where it goes and how it is paid, in the reader's language. Laid out for a phone's screen and for
 * paper alike (the browser's print, or its "save as PDF").
 */
export function ReceiptDocument({ order }: { order: Order }) {
  const { t, language } = useT(messages);
  const labels = useLabels();
  const variantWords = useVariantWords();
  const address = order.shippingAddress;
  return (
    <article
      aria-labelledby="receipt-heading"
      className="space-y-6 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-8 print:rounded-none print:p-0 print:ring-0"
    >
      <header className="space-y-3 border-b border-stone-200 pb-4">
        <p className="font-display text-lg font-bold text-brand-800">{t("orders.receipt.brand")}</p>
        <h1 id="receipt-heading" className="font-display text-2xl font-bold text-stone-900">
          {t("orders.receipt.title")}
        </h1>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <Fact label={t("orders.receipt.orderNumber")}>
            <bdi data-testid="receipt-order-number">{orderNumber(order._id)}</bdi>
          </Fact>
          <Fact label={t("orders.receipt.date")}>{formatDateTime(order.createdAt, { language })}</Fact>
          <Fact label={t("orders.receipt.store")}>
            <bdi>{order.store.name}</bdi>
          </Fact>
          <Fact label={t("orders.receipt.status")}>{labels.orderStatus(order.orderStatus)}</Fact>
        </dl>
      </header>

      <section aria-labelledby="receipt-items" className="space-y-3">
        <h2 id="receipt-items" className="font-semibold text-stone-900">
          {t("orders.receipt.items")}
        </h2>
        <table className="w-full text-sm">
          <thead className="text-stone-500">
            <tr className="border-b border-stone-200">
              <th scope="col" className="py-2 text-start font-medium">
                {t("orders.receipt.item")}
              </th>
              <th scope="col" className="px-2 py-2 text-end font-medium">
                {t("orders.receipt.quantity")}
              </th>
              <th
                scope="col"
                className="hidden px-2 py-2 text-end font-medium sm:table-cell print:table-cell"
              >
                {t("orders.receipt.unitPrice")}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t("orders.receipt.amount")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {order.products.map((item) => (
              <tr key={item._id} className="align-top">
                <td className="py-2 pe-2">
                  <bdi className="font-medium text-stone-900">{item.product.name}</bdi>
                  {item.variant && (
                    <span className="block text-stone-600">{variantWords.variant(item.variant.options)}</span>
                  )}
                </td>
                <td className="px-2 py-2 text-end tabular-nums">{item.quantity}</td>
                <td className="hidden px-2 py-2 text-end whitespace-nowrap tabular-nums sm:table-cell print:table-cell">
                  {formatRupees(item.price)}
                </td>
                <td className="py-2 text-end whitespace-nowrap tabular-nums">
                  {formatRupees(item.price * item.quantity)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="border-t border-stone-200 pt-3 sm:ms-auto sm:max-w-xs">
          <OrderPriceSummary order={order} />
        </div>
      </section>

      <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <section aria-labelledby="receipt-address" className="space-y-1 text-sm text-stone-800">
          <h2 id="receipt-address" className="font-semibold text-stone-900">
            {t("orders.receipt.shippingAddress")}
          </h2>
          <p>
            <bdi>{address.fullName}</bdi>
          </p>
          <p>
            <bdi>{address.addressLine}</bdi>
          </p>
          <p>
            <bdi>
              {address.city} {address.postalCode}
            </bdi>
          </p>
          <p>{labels.country(address.country)}</p>
          <p>
            {t("orders.receipt.phone")}: <bdi>{address.phone}</bdi>
          </p>
        </section>
        <section aria-labelledby="receipt-payment" className="space-y-2 text-sm">
          <h2 id="receipt-payment" className="font-semibold text-stone-900">
            {t("orders.receipt.payment")}
          </h2>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
            <Fact label={t("orders.receipt.paymentMethod")}>{labels.paymentMethod(order.paymentMethod)}</Fact>
            <Fact label={t("orders.receipt.paymentStatus")}>{labels.paymentStatus(order.paymentStatus)}</Fact>
            {order.notes && (
              <Fact label={t("orders.receipt.notes")}>
                <bdi>{order.notes}</bdi>
              </Fact>
            )}
          </dl>
          {order.paymentInstructions && <PaymentInstructionsPanel instructions={order.paymentInstructions} />}
        </section>
      </div>

      <p className="border-t border-stone-200 pt-4 text-center text-sm text-stone-600">
        {t("orders.receipt.thanks")}
      </p>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-stone-500">{label}</dt>
      <dd className="font-medium text-stone-900">{children}</dd>
    </div>
  );
}
