import { orderNumber } from "@marketplace/shared/order-number";
import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import {
  admins,
  couriers,
  customers,
  productReports,
  products,
  returnRequests,
  sellers,
  stores,
} from "../../db/schema/index.ts";

type NameRows = Promise<{ id: string; name: string }[]>;

/**
 * How each kind of audit target is named, for a page of ids at once: one query per kind on the page,
 * never one per row. A seller goes by her store's name (what the operator knows her shop as; her
 * first store if she has several), or her own before she has one; a report by the product reported;
 * a return by its order's number.
 */
const NAMERS: Readonly<Record<string, (db: Executor, ids: string[]) => NameRows>> = {
  seller: async (db, ids) => {
    const rows = await db
      .select({ id: sellers.id, name: sellers.name, storeName: stores.name })
      .from(sellers)
      .leftJoin(stores, eq(stores.sellerId, sellers.id))
      .where(inArray(sellers.id, ids))
      .orderBy(asc(stores.createdAt));
    const firstStore = new Map<string, string>();
    for (const row of rows) {
      if (!firstStore.has(row.id)) firstStore.set(row.id, row.storeName ?? row.name);
    }
    return [...firstStore].map(([id, name]) => ({ id, name }));
  },
  store: (db, ids) =>
    db.select({ id: stores.id, name: stores.name }).from(stores).where(inArray(stores.id, ids)),
  product: (db, ids) =>
    db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids)),
  report: (db, ids) =>
    db
      .select({ id: productReports.id, name: products.name })
      .from(productReports)
      .innerJoin(products, eq(products.id, productReports.productId))
      .where(inArray(productReports.id, ids)),
  courier: (db, ids) =>
    db.select({ id: couriers.id, name: couriers.name }).from(couriers).where(inArray(couriers.id, ids)),
  admin: (db, ids) =>
    db.select({ id: admins.id, name: admins.name }).from(admins).where(inArray(admins.id, ids)),
  customer: (db, ids) =>
    db.select({ id: customers.id, name: customers.name }).from(customers).where(inArray(customers.id, ids)),
  return: async (db, ids) =>
    (
      await db
        .select({ id: returnRequests.id, orderId: returnRequests.orderId })
        .from(returnRequests)
        .where(inArray(returnRequests.id, ids))
    ).map((row) => ({ id: row.id, name: orderNumber(row.orderId) })),
};

/** The key a target's name is found under: its kind and its id. */
export const targetKey = (kind: string, id: string) => `${kind}:${id}`;

/** The names of a page's audit targets now, by `targetKey`; a kind without names (settings) has none. */
export async function findTargetNames(
  db: Executor,
  targets: { targetKind: string; targetId: string }[],
): Promise<Map<string, string>> {
  const idsByKind = new Map<string, Set<string>>();
  for (const { targetKind, targetId } of targets) {
    if (!Object.hasOwn(NAMERS, targetKind)) continue;
    const ids = idsByKind.get(targetKind) ?? new Set<string>();
    idsByKind.set(targetKind, ids.add(targetId));
  }
  const names = new Map<string, string>();
  for (const [kind, ids] of idsByKind) {
    for (const row of await NAMERS[kind]!(db, [...ids])) names.set(targetKey(kind, row.id), row.name);
  }
  return names;
}
