import { paisaToRupees } from "@marketplace/shared/money";
import type { StoreDashboardAnswer } from "@marketplace/shared/stores-contracts";
import type { Database } from "../../db/create-db.ts";
import type { ImageUrls } from "../../lib/public-urls.ts";
import { inOptionOrder } from "../catalog/product-json.ts";
import { requireOwnStore } from "../stores/store-ownership.ts";
import * as repo from "./dashboard.repository.ts";

export const CHART_DAYS = 30;
/** The most entries the dashboard's low-stock list shows. */
const LOW_STOCK_LIST = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `days` UTC dates, oldest first, as YYYY-MM-DD. */
export function lastDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The seller dashboard's figures for one of the seller's own stores. */
export async function storeDashboard(
  db: Database,
  imageUrls: ImageUrls,
  sellerId: string,
  storeId: string,
  now = new Date(),
): Promise<Omit<StoreDashboardAnswer, "success">> {
  await requireOwnStore(db, storeId, sellerId);

  const days = lastDays(now, CHART_DAYS);
  const since = new Date(`${days[0]}T00:00:00.000Z`);
  const [viewCount, productFigures, orderFigures, daily, top, running] = await Promise.all([
    repo.findStoreViewCount(db, storeId),
    repo.productStats(db, storeId, now),
    repo.orderStats(db, storeId),
    repo.dailyOrders(db, storeId, since),
    repo.topProducts(db, storeId, 5),
    repo.lowStock(db, storeId, LOW_STOCK_LIST),
  ]);
  const byDay = new Map(daily.map((d) => [d.day, d]));
  return {
    stats: {
      totalProducts: productFigures.total,
      onSale: productFigures.onSale,
      outOfStock: productFigures.outOfStock,
      averageRating:
        productFigures.ratingCount > 0
          ? Math.round((productFigures.ratingSum / productFigures.ratingCount) * 10) / 10
          : 0,
      reviewCount: productFigures.ratingCount,
      revenue: paisaToRupees(Number(orderFigures.revenuePaisa)),
      orders: orderFigures.orders,
      pendingOrders: orderFigures.pending,
      views: viewCount,
    },
    daily: days.map((date) => {
      const d = byDay.get(date);
      return { date, orders: d?.orders ?? 0, revenue: paisaToRupees(Number(d?.revenuePaisa ?? 0)) };
    }),
    topProducts: top.map((p) => ({
      _id: p.productId as string,
      name: p.name,
      image: p.image ? imageUrls.toPublic(p.image) : null,
      unitsSold: p.units,
      revenue: paisaToRupees(Number(p.revenuePaisa)),
    })),
    lowStock: running.map((r) => ({
      _id: r.productId,
      name: r.name,
      variant:
        r.variantId && r.variantOptions
          ? { _id: r.variantId, options: inOptionOrder(r.productOptions, r.variantOptions) }
          : null,
      quantity: Number(r.quantity),
    })),
  };
}
