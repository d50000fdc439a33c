import { formatRupees } from "@marketplace/shared/money";
import { formatDateTime } from "@/lib/format-date.ts";
import { saveFile } from "@/lib/save-file.ts";
import type { Order } from "./api/orders-api.ts";
import { orderNumber } from "./order-format.ts";
import { paymentInstructionRows } from "./payment-instruction-rows.ts";

export function receiptFileName(orderId: string): string {
  return `receipt-${orderId}.txt`;
}

const RULE = "-".repeat(44);

/** A label and a value on one line, the value right-aligned so amounts line up in a monospace viewer. */
function row(label: string, value: string): string {
  const gap = Math.max(1, RULE.length - label.length - value.length);
  return `${label}${" ".repeat(gap)}${value}`;
}

/**
 * The plain-text receipt a customer downloads after placing an order: what was bought, at what
 * unit price, the totals the server charged, where it goes and how it is paid. Dates are written
 * in the given time zone so the same order always gives the same text in tests.
 */
export function buildReceiptText(order: Order, options: { timeZone?: string } = {}): string {
  const placed = formatDateTime(order.createdAt, { timeZone: options.timeZone });
  const address = order.shippingAddress;
  const lines = [
    "HUNARMAND - ORDER RECEIPT",
    RULE,
    `Order number: ${orderNumber(order._id)}`,
    `Order id: ${order._id}`,
    `Date: ${placed}`,
    `Store: ${order.store.name}`,
    `Status: ${order.orderStatus}`,
    RULE,
    "Items",
    ...order.products.flatMap((item) => [
      item.product.name,
      row(`  ${item.quantity} x ${formatRupees(item.price)}`, formatRupees(item.price * item.quantity)),
    ]),
    RULE,
    row("Items total", formatRupees(order.itemsPrice)),
    row("Shipping", order.shippingPrice === 0 ? "Free" : formatRupees(order.shippingPrice)),
    row("Tax (5%)", formatRupees(order.taxPrice)),
    row("Total", formatRupees(order.totalPrice)),
    RULE,
    "Shipping address",
    address.fullName,
    address.addressLine,
    `${address.city} ${address.postalCode}`,
    address.country,
    `Phone: ${address.phone}`,
    RULE,
    `Payment method: ${order.paymentMethod}`,
    `Payment status: ${order.paymentStatus}`,
    ...paymentSection(order),
    ...(order.notes ? [`Notes: ${order.notes}`] : []),
    RULE,
    "Thank you for supporting women artisans!",
  ];
  return `${lines.join("\n")}\n`;
}

/** For Bank Transfer and Mobile Wallet: where the money goes and the reference to quote. */
function paymentSection(order: Order): string[] {
  const instructions = order.paymentInstructions;
  if (!instructions) return [];
  return [
    "",
    `How to pay (${instructions.method})`,
    ...paymentInstructionRows(instructions).map(([label, value]) => row(`  ${label}`, value)),
    "Quote the reference with your payment; the store marks the order paid once it arrives.",
  ];
}

/** Saves the receipt through the browser's download. */
export function downloadReceipt(order: Order): void {
  saveFile(
    new Blob([buildReceiptText(order)], { type: "text/plain;charset=utf-8" }),
    receiptFileName(order._id),
  );
}
