import type { ProductReviewsQuery } from "@marketplace/shared/products-contracts";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import * as reviews from "./reviews.service.ts";

/**
 * A product's reviews, answered whole: by the HTTP route and, in-process, by the server's render of
 * the product page (docs/decisions/0022).
 */
export async function productReviewsAnswer(
  app: FastifyInstance,
  productId: string,
  query: z.output<typeof ProductReviewsQuery>,
  viewerId?: string,
) {
  return {
    success: true as const,
    ...(await reviews.listProductReviews(app.db, productId, query.page, query.limit, viewerId)),
  };
}
