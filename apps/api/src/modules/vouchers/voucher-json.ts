import { paisaToRupees, rupeesToPaisa } from "@marketplace/shared/money";
import type { VoucherRule } from "@marketplace/shared/voucher-pricing";
import type { CreateVoucherInput, UpdateVoucherInput, Voucher } from "@marketplace/shared/vouchers-contracts";
import type { NewVoucher, VoucherRow } from "./vouchers.repository.ts";

const rupeesOrNull = (paisa: number | null) => (paisa === null ? null : paisaToRupees(paisa));
const paisaOrNull = (rupees: number | null | undefined) =>
  rupees === null || rupees === undefined ? null : rupeesToPaisa(rupees);
const dateOrNull = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/** `value` is kept as a whole percent, or paisa for a fixed amount. */
export const storedValue = (type: VoucherRow["type"], value: number) =>
  type === "percent" ? value : rupeesToPaisa(value);

export function toVoucherJson(row: VoucherRow): Voucher {
  return {
    _id: row.id,
    storeId: row.storeId,
    code: row.code,
    type: row.type,
    value: row.type === "percent" ? row.value : paisaToRupees(row.value),
    maxDiscount: rupeesOrNull(row.maxDiscountPaisa),
    minSpend: rupeesOrNull(row.minSpendPaisa),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    productIds: row.productIds,
    status: row.status,
    uses: row.uses,
    discountGiven: paisaToRupees(row.discountGivenPaisa),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns of the terms a seller sent; only those she sent, for a change. */
export function termColumns(input: CreateVoucherInput | UpdateVoucherInput): Partial<NewVoucher> {
  const columns: Partial<NewVoucher> = {};
  if (input.maxDiscount !== undefined) columns.maxDiscountPaisa = paisaOrNull(input.maxDiscount);
  if (input.minSpend !== undefined) columns.minSpendPaisa = paisaOrNull(input.minSpend);
  if (input.startsAt !== undefined) columns.startsAt = dateOrNull(input.startsAt);
  if (input.endsAt !== undefined) columns.endsAt = dateOrNull(input.endsAt);
  if (input.usageLimit !== undefined) columns.usageLimit = input.usageLimit;
  if (input.perCustomerLimit !== undefined) columns.perCustomerLimit = input.perCustomerLimit;
  if (input.productIds !== undefined)
    columns.productIds = input.productIds === null ? null : [...new Set(input.productIds)];
  return columns;
}

export const ruleOf = (row: VoucherRow): VoucherRule => ({
  type: row.type,
  value: row.value,
  maxDiscountPaisa: row.maxDiscountPaisa,
  minSpendPaisa: row.minSpendPaisa,
  productIds: row.productIds,
});
