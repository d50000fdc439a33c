import { orderNumber } from "@marketplace/shared/order-number";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { sellers, stores } from "../../db/schema/index.ts";
import { badRequest } from "../../lib/http-error.ts";
import type { OrderRow } from "../orders/orders.repository.ts";
import { findItems } from "../orders/orders.repository.ts";
import type { ParcelToBook } from "./courier-adapter.ts";

/** Provinces, territories and the country: what sellers often write after the city. */
const NOT_A_CITY = new Set(
  [
    "pakistan",
    "punjab",
    "sindh",
    "khyber pakhtunkhwa",
    "kpk",
    "kp",
    "balochistan",
    "baluchistan",
    "gilgit-baltistan",
    "gilgit baltistan",
    "gb",
    "azad kashmir",
    "azad jammu and kashmir",
    "ajk",
    "ict",
    "islamabad capital territory",
  ].map((name) => name.toLowerCase()),
);

/**
 * The city of a store's location as sellers write it ("House 4, Gulberg, Lahore" or "Lahore,
 * Punjab"): its last part that is not a province or the country. Stores keep one free-text location
 * (decision 0012), so that is where the pickup is.
 */
export function cityOf(location: string): string {
  const parts = location
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.findLast((part) => !NOT_A_CITY.has(part.toLowerCase())) ?? "";
}

/**
 * What the courier is asked to pick up (issue 28): the order number as its reference (a retry books
 * the same order, not a second parcel), the buyer's address and phone from the order, the store's
 * location as the pickup, and the cash to collect: the order's total for Cash on Delivery, else 0.
 */
export async function parcelToBook(
  db: Executor,
  order: OrderRow,
  book: { weightGrams: number; pieces: number },
): Promise<ParcelToBook> {
  const [store] = await db
    .select({
      name: stores.name,
      location: stores.location,
      phone: stores.contactPhone,
      sellerPhone: sellers.phone,
    })
    .from(stores)
    .innerJoin(sellers, eq(sellers.id, stores.sellerId))
    .where(eq(stores.id, order.storeId));
  if (!store?.location.includes(",") || cityOf(store.location).length < 2) {
    const message =
      "Add your store's pickup address with its city (for example “House 4, Gulberg, Lahore”) in the store's Location before booking a pickup.";
    throw badRequest(message, [{ field: "book", message }]);
  }
  const items = await findItems(db, [order.id]);
  return {
    orderReference: orderNumber(order.id),
    weightGrams: book.weightGrams,
    pieces: book.pieces,
    codAmountPaisa: order.paymentMethod === "Cash on Delivery" ? order.totalPaisa : 0,
    description: items
      .map((i) => `${i.quantity} × ${i.productName}`)
      .join(", ")
      .slice(0, 200),
    consignee: {
      name: order.shipFullName,
      phone: order.shipPhone,
      address: order.shipAddressLine,
      city: order.shipCity,
    },
    pickup: {
      name: store.name,
      phone: store.phone || store.sellerPhone,
      address: store.location,
      city: cityOf(store.location),
    },
  };
}
