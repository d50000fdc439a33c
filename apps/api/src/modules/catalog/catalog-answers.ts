import { type ProductListQuery, STORE_PRODUCTS_CAP } from "@marketplace/shared/products-contracts";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { imageUrls } from "../../lib/public-urls.ts";
import { requireVisibleStore } from "../stores/store-ownership.ts";
import { productFacets } from "./product-facets.ts";
import * as products from "./products.service.ts";

type ListQuery = z.output<typeof ProductListQuery>;

/**
 * The catalog's public reads, answered whole: by the HTTP routes and, in-process, by the server's
 * render of the public pages (docs/decisions/0022), so both send the same answer.
 */
export function catalogAnswers(app: FastifyInstance) {
  const urls = imageUrls(app.config.publicUrl);
  return {
    async productList(query: ListQuery) {
      return {
        success: true as const,
        message: "Products retrieved successfully",
        ...(await products.listProducts(app.db, query, urls)),
      };
    },

    /** The list's facets with their counts, for the same query (issue 33). */
    async productFacets(query: ListQuery) {
      return { success: true as const, facets: await productFacets(app.db, query) };
    },

    async product(id: string, viewerId?: string) {
      return { success: true as const, product: await products.getProduct(app.db, id, urls, viewerId) };
    },

    /** The owner's token shows her hidden products too, marked (decision 0019). */
    async storeProducts(storeId: string, query: ListQuery, options: { viewerId?: string; paged: boolean }) {
      const { ownerView } = await requireVisibleStore(app.db, storeId, options.viewerId);
      // Older clients (the first dashboard and store page) never page: they get the whole store.
      const paging = options.paged ? {} : { page: 1, limit: STORE_PRODUCTS_CAP };
      const [page, stats] = await Promise.all([
        products.listProducts(app.db, { ...query, ...paging, store_id: storeId }, urls, ownerView),
        products.storeStats(app.db, storeId, ownerView),
      ]);
      return { success: true as const, message: "Store products retrieved successfully", ...page, stats };
    },
  };
}
