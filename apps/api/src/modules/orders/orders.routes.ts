import {
  CancelOrderInput,
  PlaceOrderInput,
  ReviewInput,
  UpdateOrderStatusInput,
  UpdatePaymentStatusInput,
} from "@marketplace/shared/orders-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  errorAnswer,
  orderAnswer,
  orderListAnswer,
  orderSchema,
  placeOrderAnswer,
  statusFilter,
  totalChangedAnswer,
} from "./orders.schemas.ts";
import * as orders from "./orders.service.ts";
import * as reviews from "./reviews.service.ts";

const idParam = z.object({ id: z.string() });
const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };
const bearer = [{ bearerAuth: [] }];

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/orders",
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ["orders"],
        summary:
          "Place a checkout: one order per store, priced and stocked by the server; 409 with the new totals when they are not the expectedTotal",
        security: bearer,
        headers: z.object({ "idempotency-key": z.string().min(1).max(200).optional() }),
        body: PlaceOrderInput,
        response: { 201: placeOrderAnswer, ...errors, 409: totalChangedAnswer, 422: errorAnswer },
      },
    },
    async (request, reply) => {
      const customer = request.auth!;
      const { status, body } = await orders.placeOrder(
        app.db,
        customer.id,
        request.body,
        request.headers["idempotency-key"],
      );
      return reply.code(status).send(body);
    },
  );

  app.get(
    "/orders/user/:userId",
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ["orders"],
        summary: "The signed-in customer's orders, newest first",
        security: bearer,
        params: z.object({ userId: z.string() }),
        querystring: statusFilter,
        response: { 200: orderListAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orders.listCustomerOrders(
        app.db,
        request.auth!,
        request.params.userId,
        request.query.status,
      ),
    }),
  );

  app.get(
    "/orders/store/:storeId",
    {
      onRequest: app.requireSeller,
      schema: {
        tags: ["orders"],
        summary: "A store's orders for its owner, newest first, optionally by status",
        security: bearer,
        params: z.object({ storeId: z.string() }),
        querystring: statusFilter,
        response: { 200: orderListAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orders.listStoreOrders(
        app.db,
        request.auth!.id,
        request.params.storeId,
        request.query.status,
      ),
    }),
  );

  app.get(
    "/orders/:id",
    {
      onRequest: app.requireSignedIn,
      schema: {
        tags: ["orders"],
        summary: "One order with its event timeline, for its customer or the store's owner",
        security: bearer,
        params: idParam,
        response: { 200: z.object({ success: z.literal(true), data: orderSchema }), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orders.getOrder(app.db, request.auth!, request.params.id),
    }),
  );

  app.put(
    "/orders/:id/status",
    {
      onRequest: app.requireSeller,
      schema: {
        tags: ["orders"],
        summary: "Change an order's status (the owning seller only); Shipped needs a tracking number",
        security: bearer,
        params: idParam,
        body: UpdateOrderStatusInput,
        response: { 200: orderAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: `Order status updated to ${request.body.orderStatus}.`,
      data: await orders.updateOrderStatus(
        app.db,
        request.auth!.id,
        request.params.id,
        request.body.orderStatus,
        request.body.trackingNumber,
      ),
    }),
  );

  app.post(
    "/orders/:id/cancel",
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ["orders"],
        summary: "The customer cancels her own order while it is Pending or Processing; its stock goes back",
        security: bearer,
        params: idParam,
        // The reason is optional, and so is the whole body.
        body: CancelOrderInput.nullish(),
        response: { 200: orderAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Your order has been cancelled.",
      data: await orders.cancelOrderByCustomer(
        app.db,
        request.auth!.id,
        request.params.id,
        request.body?.reason ?? "",
      ),
    }),
  );

  app.put(
    "/orders/:id/payment",
    {
      onRequest: app.requireSeller,
      schema: {
        tags: ["orders"],
        summary: "Change an order's payment status (the owning seller only)",
        security: bearer,
        params: idParam,
        body: UpdatePaymentStatusInput,
        response: { 200: orderAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: `Payment status updated to ${request.body.paymentStatus}.`,
      data: await orders.updatePaymentStatus(
        app.db,
        request.auth!.id,
        request.params.id,
        request.body.paymentStatus,
      ),
    }),
  );

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
        response: {
          201: z.object({
            success: z.literal(true),
            message: z.string(),
            review: z.object({
              rating: z.number(),
              comment: z.string(),
              productRating: z.number(),
              reviewCount: z.number(),
            }),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const review = await reviews.addReview(
        app.db,
        request.auth!.id,
        request.params.id,
        request.params.itemId,
        request.body,
      );
      return reply.code(201).send({ success: true as const, message: "Thank you for your review!", review });
    },
  );

  app.get(
    "/products/:id/reviews",
    {
      schema: {
        tags: ["reviews"],
        summary: "A product's reviews, newest first, with its average rating",
        params: idParam,
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          limit: z.coerce.number().int().min(1).max(50).default(10),
        }),
        response: {
          200: z.object({
            success: z.literal(true),
            reviews: z.array(
              z.object({
                _id: z.string(),
                rating: z.number(),
                comment: z.string(),
                author: z.string(),
                createdAt: z.string(),
              }),
            ),
            averageRating: z.number(),
            reviewCount: z.number(),
            pagination: z.object({
              current_page: z.number(),
              total_pages: z.number(),
              total_reviews: z.number(),
            }),
          }),
          404: errorAnswer,
          400: errorAnswer,
        },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await reviews.listProductReviews(
        app.db,
        request.params.id,
        request.query.page,
        request.query.limit,
      )),
    }),
  );
};
