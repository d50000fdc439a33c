import type { Language } from "@marketplace/shared/languages";
import { formatRupees } from "@marketplace/shared/money";
import { useCallback } from "react";
import messages from "@/i18n/catalogs/en/orders.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { useVariantWords } from "@/i18n/use-variant-words.ts";
import { formatDateTime } from "@/lib/format-date.ts";
import { saveFile } from "@/lib/save-file.ts";
import type { Order } from "./api/orders-api.ts";
import { orderNumber } from "./order-format.ts";
import { type OrdersT, paymentInstructionRows } from "./payment-instruction-rows.ts";

export function receiptFileName(orderId: string): string {
  return `receipt-${orderId}.txt`;
}

/** What the receipt is written in: the reader's language, its words and list names. */
export interface ReceiptWords {
  t: OrdersT;
  labels: ReturnType<typeof useLabels>;
  /** Sizes and colours: "Size: M". */
  variantWords: ReturnType<typeof useVariantWords>;
  language: Language;
}

const RULE = "-".repeat(44);

/** A label and a value on one line, the value right-aligned so amounts line up in a monospace viewer. */
function row(label: string, value: string): string {
  const gap = Math.max(1, RULE.length - label.length - value.length);
  return `${label}${" ".repeat(gap)}${value}`;
}

/**
 * The plain-text receipt a customer downloads after placing an order, in her language: what was
 * bought, at what unit price, the totals the server charged, where it goes and how it is paid. Dates
 * are written in the given time zone so the same order always gives the same text in tests.
 */
export function buildReceiptText(
  order: Order,
  { t, labels, variantWords, language }: ReceiptWords,
  options: { timeZone?: string } = {},
): string {
  const placed = formatDateTime(order.createdAt, { timeZone: options.timeZone, language });
  const address = order.shippingAddress;
  const lines = [
    t("orders.receipt.title"),
    RULE,
    t("orders.receipt.orderNumber", { number: orderNumber(order._id) }),
    t("orders.receipt.orderId", { id: order._id }),
    t("orders.receipt.date", { date: placed }),
    t("orders.receipt.store", { store: order.store.name }),
    t("orders.receipt.status", { status: labels.orderStatus(order.orderStatus) }),
    RULE,
    t("orders.receipt.items"),
    ...order.products.flatMap((item) => [
      item.product.name,
      ...(item.variant ? [`  ${variantWords.variant(item.variant.options)}`] : []),
      row(`  ${item.quantity} x ${formatRupees(item.price)}`, formatRupees(item.price * item.quantity)),
    ]),
    RULE,
    row(t("orders.receipt.itemsTotal"), formatRupees(order.itemsPrice)),
    row(
      t("orders.totals.shipping"),
      order.shippingPrice === 0 ? t("orders.totals.free") : formatRupees(order.shippingPrice),
    ),
    row(t("orders.totals.tax"), formatRupees(order.taxPrice)),
    row(t("orders.totals.total"), formatRupees(order.totalPrice)),
    RULE,
    t("orders.receipt.shippingAddress"),
    address.fullName,
    address.addressLine,
    `${address.city} ${address.postalCode}`,
    labels.country(address.country),
    t("orders.receipt.phone", { phone: address.phone }),
    RULE,
    t("orders.receipt.paymentMethod", { method: labels.paymentMethod(order.paymentMethod) }),
    t("orders.receipt.paymentStatus", { status: labels.paymentStatus(order.paymentStatus) }),
    ...paymentSection(order, { t, labels, variantWords, language }),
    ...(order.notes ? [t("orders.receipt.notes", { notes: order.notes })] : []),
    RULE,
    t("orders.receipt.thanks"),
  ];
  return `${lines.join("\n")}\n`;
}

/** For Bank Transfer and Mobile Wallet: where the money goes and the reference to quote. */
function paymentSection(order: Order, { t, labels }: ReceiptWords): string[] {
  const instructions = order.paymentInstructions;
  if (!instructions) return [];
  return [
    "",
    t("orders.receipt.howToPay", { method: labels.paymentMethod(instructions.method) }),
    ...paymentInstructionRows(instructions, t).map(([label, value]) => row(`  ${label}`, value)),
    t("orders.receipt.quoteReference"),
  ];
}

/** Saves an order's receipt, in the reader's language, through the browser's download. */
export function useDownloadReceipt(): (order: Order) => void {
  const { t, language } = useT(messages);
  const labels = useLabels();
  const variantWords = useVariantWords();
  return useCallback(
    (order: Order) =>
      saveFile(
        new Blob([buildReceiptText(order, { t, labels, variantWords, language })], {
          type: "text/plain;charset=utf-8",
        }),
        receiptFileName(order._id),
      ),
    [t, labels, variantWords, language],
  );
}
