import type { Order } from "@marketplace/shared/orders-contracts";
import type { Product } from "@marketplace/shared/products-contracts";
import { useEffect } from "react";
import { keep, readKept } from "@/lib/offline/kept-on-phone.ts";
import { useSession } from "@/lib/session/session-provider.tsx";

/**
 * What the seller's pages last read, kept on the phone for when the connection goes (issue 32,
 * decision 0049): a few fields of her products and her newest orders, under her account's id in
 * IndexedDB (never the service worker's cache), and forgotten when she signs out.
 */
export interface LastSeenProduct {
  id: string;
  name: string;
  price: number;
  quantity: number;
}

export interface LastSeenOrder {
  id: string;
  buyer: string;
  status: Order["orderStatus"];
  total: number;
  createdAt: string;
}

export interface LastSeen<Item> {
  savedAt: string;
  items: Item[];
}

/** The newest orders kept: what she needs to see offline, not her whole history. */
const ORDERS_KEPT = 20;

const name = (kind: "products" | "orders", storeId: string) => `last-seen/${kind}/${storeId}`;

export const readLastSeenProducts = (accountId: string, storeId: string) =>
  readKept<LastSeen<LastSeenProduct>>(accountId, name("products", storeId));

export const readLastSeenOrders = (accountId: string, storeId: string) =>
  readKept<LastSeen<LastSeenOrder>>(accountId, name("orders", storeId));

function useKeep<Source, Item>(
  kind: "products" | "orders",
  storeId: string | null,
  source: Source[] | undefined,
  shape: (source: Source[]) => Item[],
) {
  const { seller } = useSession();
  const accountId = seller?._id ?? "";
  // Once for each answer read (the query's data keeps its identity until the next one).
  useEffect(() => {
    if (!source || !storeId || !accountId) return;
    const kept: LastSeen<Item> = { savedAt: new Date().toISOString(), items: shape(source) };
    void keep(accountId, name(kind, storeId), kept).catch(() => undefined);
  }, [kind, storeId, accountId, source, shape]);
}

const productsSeen = (products: Product[]): LastSeenProduct[] =>
  products.map((p) => ({ id: p._id, name: p.name, price: p.price, quantity: p.quantity }));

const ordersSeen = (orders: Order[]): LastSeenOrder[] =>
  [...orders]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, ORDERS_KEPT)
    .map((o) => ({
      id: o._id,
      buyer: o.customer?.name ?? o.shippingAddress.fullName,
      status: o.orderStatus,
      total: o.totalPrice,
      createdAt: o.createdAt,
    }));

/** Keeps the store's products as her dashboard last read them. */
export const useKeepLastSeenProducts = (storeId: string | null, products: Product[] | undefined) =>
  useKeep("products", storeId, products, productsSeen);

/** Keeps the store's newest orders as her orders page last read them. */
export const useKeepLastSeenOrders = (storeId: string | null, orders: Order[] | undefined) =>
  useKeep("orders", storeId, orders, ordersSeen);
