import { IdParams } from "@marketplace/shared/api-answers";
import { ReviewAnswer, ReviewInput } from "@marketplace/shared/orders-contracts";
import { ProductReviewsAnswer, ProductReviewsQuery } from "@marketplace/shared/products-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import { productReviewsAnswer } from "./review-answers.ts";
import * as reviews from "./reviews.service.ts";

const errors = errorAnswers(400, 401, 403, 404, 409);
const bearer = [{ bearerAuth: [] }];

/** A buyer rates what she bought once it is delivered; anyone reads a product's reviews. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/orders/:id/items/:itemId/review",
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ["reviews"],
        summary: "Rate a product of a delivered order, once per order item",
        security: bearer,
        params: z.object({ id: z.string(), itemId: z.string() }),
        body: ReviewInput,
        response: { 201: ReviewAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const review = await reviews.addReview(
        app.db,
        request.account().id,
        request.params.id,
        request.params.itemId,
        request.body,
      );
      await app.publishEvent({ kind: "review-received", orderItemId: request.params.itemId });
      return reply.code(201).send({ success: true as const, message: "Thank you for your review!", review });
    },
  );

  app.get(
    "/products/:id/reviews",
    {
      config: { cache: "public" },
      onRequest: app.optionalAuth,
      schema: {
        tags: ["reviews"],
        summary: "A product's reviews, newest first, with its average rating",
        params: IdParams,
        querystring: ProductReviewsQuery,
        response: { 200: ProductReviewsAnswer, ...errorAnswers(400, 404) },
      },
    },
    async (request) => productReviewsAnswer(app, request.params.id, request.query, request.auth?.id),
  );
};
