import { paisaToRupees } from "@marketplace/shared/money";
import type { AdminPayment, PaymentView } from "@marketplace/shared/payments-contracts";
import type { PaymentEventRow, PaymentRow } from "./payments.repository.ts";

export function toPaymentView(row: PaymentRow): PaymentView {
  return {
    _id: row.id,
    status: row.status,
    provider: row.provider,
    amount: paisaToRupees(row.amountPaisa),
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    expiresAt: (row.voucherExpiresAt && row.voucherExpiresAt > row.expiresAt
      ? row.voucherExpiresAt
      : row.expiresAt
    ).toISOString(),
    voucher:
      row.status === "pending" && (row.voucherToken || row.voucherExpiresAt)
        ? { token: row.voucherToken, expiresAt: row.voucherExpiresAt?.toISOString() ?? null }
        : null,
    providerMessage: row.providerMessage,
  };
}

export function toAdminPayment(
  row: PaymentRow,
  customerName: string,
  orderNumbers: string[],
  events: PaymentEventRow[],
): AdminPayment {
  return {
    ...toPaymentView(row),
    customer: { _id: row.customerId, name: customerName },
    orderNumbers,
    providerTransactionId: row.providerTransactionId,
    paidAt: row.paidAt?.toISOString() ?? null,
    flag: row.latePaidAt && row.status !== "refunded" ? "refund-due" : null,
    events: events.map((e) => ({ at: e.createdAt.toISOString(), kind: e.kind, code: e.code, note: e.note })),
  };
}
