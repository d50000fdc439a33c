import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { answerDependsOn, answerTags } from "../../lib/public-answer-tags.ts";
import { productReviewsAnswer } from "./review-answers.ts";
import * as reviews from "./reviews.service.ts";

/** A buyer rates what she bought once it is delivered; anyone reads a product's reviews. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(
    app,
    "POST /api/orders/:id/items/:itemId/review",
    { onRequest: app.requireCustomer },
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

  addRoute(
    app,
    "GET /api/products/:id/reviews",
    { config: { cache: "public" }, onRequest: app.optionalAuth },
    async (request) => {
      // A new review names no tags, so it forgets every answer (decision 0059).
      answerDependsOn(request, [answerTags.product(request.params.id)]);
      return productReviewsAnswer(app, request.params.id, request.query, request.auth?.id);
    },
  );
};
