import type { CreateVoucherInput, UpdateVoucherInput } from "@marketplace/shared/vouchers-contracts";
import type { Database } from "../../db/create-db.ts";
import { badRequest, conflict, forbidden, notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { requireOwnStore } from "../stores/store-ownership.ts";
import { storedValue, termColumns, toVoucherJson } from "./voucher-json.ts";
import * as repo from "./vouchers.repository.ts";

// A seller's own codes (issue 31): she makes them for one of her stores, pauses, resumes or ends
// them, and reads their uses and the discount they gave.

async function assertOwnProducts(db: Database, storeId: string, productIds: string[] | null | undefined) {
  if (!productIds || productIds.length === 0) {
    if (productIds?.length === 0) {
      throw badRequest("Choose at least one product, or none for the whole store.", [
        { field: "productIds", message: "Choose at least one product, or none for the whole store." },
      ]);
    }
    return;
  }
  const ids = [...new Set(productIds)];
  const own = ids.every(isUuid) ? await repo.countStoreProducts(db, storeId, ids) : 0;
  if (own !== ids.length) {
    const message = "A code can only name this store's own products.";
    throw badRequest(message, [{ field: "productIds", message }]);
  }
}

export async function listStoreVouchers(db: Database, sellerId: string, storeId: string) {
  await requireOwnStore(db, storeId, sellerId);
  return (await repo.findStoreVouchers(db, storeId)).map(toVoucherJson);
}

export async function createVoucher(
  db: Database,
  sellerId: string,
  storeId: string,
  input: CreateVoucherInput,
) {
  await requireOwnStore(db, storeId, sellerId);
  await assertOwnProducts(db, storeId, input.productIds);
  const row = await repo.insertVoucher(db, {
    storeId,
    code: input.code,
    type: input.type,
    value: storedValue(input.type, input.value),
    ...termColumns(input),
  });
  if (!row) {
    const message = `This store already has the code ${input.code}.`;
    throw conflict(message);
  }
  return toVoucherJson(row);
}

export const VOUCHER_NOT_FOUND = "Voucher not found.";

export async function updateVoucher(db: Database, sellerId: string, id: string, input: UpdateVoucherInput) {
  if (!isUuid(id)) throw notFound(VOUCHER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const found = await repo.lockVoucherWithOwner(tx, id);
    if (!found) throw notFound(VOUCHER_NOT_FOUND);
    if (found.sellerId !== sellerId) throw forbidden("You do not have permission to manage this store.");
    const { voucher } = found;
    if (voucher.status === "ended" && input.status && input.status !== "ended") {
      throw conflict(`The code ${voucher.code} has ended and cannot be used again; make a new one.`);
    }
    const starts = input.startsAt !== undefined ? input.startsAt : voucher.startsAt?.toISOString();
    const ends = input.endsAt !== undefined ? input.endsAt : voucher.endsAt?.toISOString();
    if (starts && ends && new Date(ends) <= new Date(starts)) {
      throw badRequest("The end must come after the start.", [
        { field: "endsAt", message: "The end must come after the start." },
      ]);
    }
    if (input.value !== undefined) {
      const valid =
        voucher.type === "percent"
          ? Number.isInteger(input.value) && input.value >= 1 && input.value <= 100
          : input.value >= 1;
      if (!valid) {
        const message =
          voucher.type === "percent"
            ? "A percentage is a whole number from 1 to 100."
            : "A fixed discount is at least Rs 1.";
        throw badRequest(message, [{ field: "value", message }]);
      }
    }
    if (input.usageLimit != null && input.usageLimit < voucher.uses) {
      const message = `The code was already used ${voucher.uses} times; the limit cannot be lower.`;
      throw badRequest(message, [{ field: "usageLimit", message }]);
    }
    await assertOwnProducts(tx, voucher.storeId, input.productIds);
    const columns = {
      ...termColumns(input),
      ...(input.value !== undefined ? { value: storedValue(voucher.type, input.value) } : {}),
      ...(input.status ? { status: input.status } : {}),
    };
    // Nothing it knows was sent: the code stays as it is.
    if (Object.keys(columns).length === 0) return toVoucherJson(voucher);
    const row = await repo.updateVoucher(tx, id, columns);
    if (!row) throw notFound(VOUCHER_NOT_FOUND);
    return toVoucherJson(row);
  });
}
