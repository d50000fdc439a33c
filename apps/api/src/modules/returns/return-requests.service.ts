import type {
  AdminReturnListQuery,
  CreateReturnInput,
  CreateReturnInput as CreateReturnSchema,
  Return,
} from "@marketplace/shared/returns-contracts";
import { and, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Executor } from "../../db/create-db.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import type { ImageUrls } from "../../lib/public-urls.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { ImageStorage } from "../media/image-storage.ts";
import { requireOwnOrder } from "../orders/order-ownership.ts";
import { findItems, findOrderForUpdate } from "../orders/orders.repository.ts";
import { toReturnJsonList } from "./return-json.ts";
import { linePaidPaisa, lineRefundablePaisa, returnRefundablePaisa } from "./return-money.ts";
import { lockBuyersReturn, moveReturn, RETURN_NOT_FOUND } from "./return-steps.ts";
import * as repo from "./returns.repository.ts";

type CreateInput = z.output<typeof CreateReturnSchema>;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A photo this server stored for a return (full size or thumbnail): its id. */
const RETURN_PHOTO_KEY = /^returns\/([0-9a-f-]{36})(?:-thumb)?\.webp$/i;

export interface StepDone {
  returnId: string;
  stepId: string;
}

/** The photos named by a new return, as stored urls, each one an upload of this buyer still pending. */
async function claimPhotos(
  tx: Executor,
  storage: ImageStorage,
  urls: ImageUrls,
  customerId: string,
  sent: string[],
) {
  const stored = sent.map((input, index) => {
    const own = RETURN_PHOTO_KEY.exec(storage.keyOf(urls.toStored(input)) ?? "");
    if (!own) throw photoRefused(index);
    return storage.urlOf(`returns/${own[1]}.webp`);
  });
  const unique = [...new Set(stored)];
  const claimed = await repo.claimOwnUploads(tx, customerId, unique);
  const missing = unique.findIndex((url) => !claimed.has(url));
  if (missing !== -1) throw photoRefused(stored.indexOf(unique[missing] as string));
  return unique;
}

const photoRefused = (index: number) => {
  const message = `Photo ${index + 1} is not a photo you uploaded for this return. Please upload it again.`;
  return badRequest(message, [{ field: `images.${index}`, message }]);
};

/**
 * The buyer asks to return some units of her delivered order, within the operator's window. The
 * order's row lock lines up two requests for the same order, so their units never add up to more
 * than she bought.
 */
export async function createReturn(
  db: Database,
  storage: ImageStorage,
  urls: ImageUrls,
  customerId: string,
  orderId: string,
  input: CreateInput,
): Promise<StepDone> {
  return db.transaction(async (tx) => {
    const order = requireOwnOrder(
      isUuid(orderId) ? await findOrderForUpdate(tx, orderId) : undefined,
      customerId,
    );
    if (order.orderStatus !== "Delivered" || !order.deliveredAt) {
      throw conflict("Only a delivered order can be returned.");
    }
    const days = await repo.findReturnWindowDays(tx);
    if (Date.now() - order.deliveredAt.getTime() > days * DAY_MS) {
      throw conflict(`The return window of ${days} days after delivery has passed.`);
    }
    const lines = new Map((await findItems(tx, [order.id])).map((line) => [line.id, line]));
    const held = await repo.findHeldUnits(tx, order.id);
    const seen = new Set<string>();
    const items = input.items.map(({ itemId, quantity }, index) => {
      const field = `items.${index}`;
      const line = lines.get(itemId);
      if (!line)
        throw badRequest(`Item ${index + 1} is not part of this order.`, [
          { field, message: "Not in this order." },
        ]);
      if (seen.has(itemId))
        throw badRequest(`Item ${index + 1} is named twice.`, [{ field, message: "Named twice." }]);
      seen.add(itemId);
      const left = line.quantity - (held.get(itemId) ?? 0);
      if (quantity > left) {
        const message = `Only ${left} of ${line.productName} can still be returned.`;
        throw badRequest(message, [{ field: `${field}.quantity`, message }]);
      }
      return { line, quantity };
    });
    const paidFor = (id: string, units: number) => {
      const line = lines.get(id);
      return line ? linePaidPaisa(line, units) : 0;
    };
    const heldItemsPaisa = [...held].reduce((sum, [id, units]) => sum + paidFor(id, units), 0);
    // Each line's units are counted after those already held, so its rounding adds up exactly.
    const itemsPaisa = items.reduce(
      (sum, i) =>
        sum +
        paidFor(i.line.id, (held.get(i.line.id) ?? 0) + i.quantity) -
        paidFor(i.line.id, held.get(i.line.id) ?? 0),
      0,
    );
    const images = await claimPhotos(tx, storage, urls, customerId, input.images);
    const row = await repo.insertReturn(
      tx,
      {
        orderId: order.id,
        storeId: order.storeId,
        customerId,
        reason: input.reason,
        note: input.note,
        images,
        refundablePaisa: returnRefundablePaisa(order, heldItemsPaisa, itemsPaisa),
      },
      items.map(({ line, quantity }) => ({
        orderItemId: line.id,
        quantity,
        refundablePaisa: lineRefundablePaisa(order, line, quantity),
      })),
    );
    const stepId = await moveReturn(tx, row, "requested", { role: "customer", id: customerId }, input.note);
    return { returnId: row.id, stepId };
  });
}

/** The buyer takes a declined return to the operator, once. */
export async function escalateReturn(db: Database, customerId: string, returnId: string, note: string) {
  return db.transaction(async (tx): Promise<StepDone> => {
    const row = await lockBuyersReturn(tx, customerId, returnId);
    if (row.status !== "declined")
      throw conflict("Only a declined return can be taken to the Hunarmand team.");
    const steps = await repo.findSteps(tx, [row.id]);
    if (steps.some((s) => s.status === "escalated")) {
      throw conflict("The Hunarmand team has already decided this return.");
    }
    return {
      returnId: row.id,
      stepId: await moveReturn(tx, row, "escalated", { role: "customer", id: customerId }, note),
    };
  });
}

/** The buyer withdraws her return, any time before the seller has it back. */
export async function withdrawReturn(db: Database, customerId: string, returnId: string, note: string) {
  return db.transaction(async (tx): Promise<StepDone> => {
    const row = await lockBuyersReturn(tx, customerId, returnId);
    if (!["requested", "accepted", "declined", "escalated"].includes(row.status)) {
      throw conflict("A return cannot be withdrawn once the seller has received the items.");
    }
    return {
      returnId: row.id,
      stepId: await moveReturn(tx, row, "closed", { role: "customer", id: customerId }, note),
    };
  });
}

/** Returns matching `where` (and the query's status), as answers carry them. */
export async function listReturns(
  db: Database,
  urls: ImageUrls,
  where: SQL | undefined,
  query: AdminReturnListQuery,
) {
  const conditions = [
    where,
    query.status ? repo.returnsWhere.status(query.status) : undefined,
    query.onlineRefundDue === "true" ? repo.returnsWhere.onlineRefundDue() : undefined,
  ];
  return toReturnJsonList(db, await repo.findReturns(db, and(...conditions)), urls);
}

/** One return as answers carry it (after a change; the caller knows it exists). */
export async function readReturn(db: Database, urls: ImageUrls, returnId: string): Promise<Return> {
  const [found] = await toReturnJsonList(
    db,
    await repo.findReturns(db, repo.returnsWhere.id(returnId)),
    urls,
  );
  if (!found) throw notFound(RETURN_NOT_FOUND);
  return found;
}

export type { CreateReturnInput };
