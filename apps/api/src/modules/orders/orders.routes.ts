import { ErrorAnswer, IdParams } from "@marketplace/shared/api-answers";
import {
  CancelOrderInput,
  OneOrderAnswer,
  type Order,
  OrderAnswer,
  OrderListAnswer,
  OrderStatusFilter,
  PlaceOrderAnswer,
  PlaceOrderInput,
  ReviewAnswer,
  ReviewInput,
  TotalChangedAnswer,
  UpdateOrderStatusInput,
  UpdatePaymentStatusInput,
} from "@marketplace/shared/orders-contracts";
import { ProductReviewsAnswer, ProductReviewsQuery } from "@marketplace/shared/products-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import { cancelBookingBeforeCancel } from "../couriers/shipments.service.ts";
import { codConfirmationRoutes } from "./cod-confirmation.routes.ts";
import { startCodExpiry } from "./cod-expiry.ts";
import { withPublicImages } from "./order-json.ts";
import { registerOrderMetrics } from "./order-metrics.ts";
import * as orders from "./orders.service.ts";
import { productReviewsAnswer } from "./review-answers.ts";
import * as reviews from "./reviews.service.ts";

const errors = errorAnswers(400, 401, 403, 404, 409);
const bearer = [{ bearerAuth: [] }];

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = imageUrls(app.config.publicUrl);
  const answered = (order: Order) => withPublicImages(order, urls);
  const codExpiry = await startCodExpiry(app);
  const orderMetrics = registerOrderMetrics(app);
  await app.register(codConfirmationRoutes);

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
        response: { 201: PlaceOrderAnswer, ...errors, 409: TotalChangedAnswer, 422: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const { status, body, replayed } = await orders.placeOrder(
        app.db,
        request.account().id,
        request.body,
        request.headers["idempotency-key"],
        app.config.codConfirmationWindowMs,
      );
      if (!replayed) orderMetrics.placed(body.orders?.length ?? 1);
      // After the commit: the buyer's receipt and each store owner's "new order" (issue 17).
      for (const order of body.orders ?? [body.data]) {
        await app.publishEvent({ kind: "order-placed", orderId: order._id });
        // A Cash-on-Delivery order ends unconfirmed when its window does (decision 0034).
        if (order.confirmationDueAt) await codExpiry.schedule(order._id, new Date(order.confirmationDueAt));
      }
      return reply.code(status).send({
        ...body,
        data: answered(body.data),
        ...(body.orders ? { orders: body.orders.map(answered) } : {}),
      });
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
        querystring: OrderStatusFilter,
        response: { 200: OrderListAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: (
        await orders.listCustomerOrders(
          app.db,
          request.account(),
          request.params.userId,
          request.query.status,
        )
      ).map(answered),
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
        querystring: OrderStatusFilter,
        response: { 200: OrderListAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: (
        await orders.listStoreOrders(
          app.db,
          request.account().id,
          request.params.storeId,
          request.query.status,
        )
      ).map(answered),
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
        params: IdParams,
        response: { 200: OneOrderAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: answered(await orders.getOrder(app.db, request.account(), request.params.id)),
    }),
  );

  app.put(
    "/orders/:id/status",
    {
      onRequest: app.requireSeller,
      schema: {
        tags: ["orders"],
        summary:
          "Change an order's status (the owning seller only); Shipped needs a tracking number and, for Cash on Delivery, the buyer's confirmation (409 until then); Returned from Shipped may say returnReason \"refused\" (refused at the door)",
        security: bearer,
        params: IdParams,
        body: UpdateOrderStatusInput,
        response: { 200: OrderAnswer, ...errors, ...errorAnswers(502) },
      },
    },
    async (request) => {
      // A parcel the marketplace booked is cancelled at its courier first (issue 28).
      if (request.body.orderStatus === "Cancelled") {
        await cancelBookingBeforeCancel(app.db, app.courierRegistry, request.account().id, request.params.id);
      }
      const order = await orders.updateOrderStatus(
        app.db,
        request.account().id,
        request.params.id,
        request.body.orderStatus,
        request.body.trackingNumber,
        request.body.returnReason,
      );
      // After the commit: the buyer is told of the move (an unchanged status names the last one again).
      const moved = order.events.findLast((event) => event.kind === "status" && event.by === "seller");
      if (moved) await app.publishEvent({ kind: "order-status", orderEventId: moved._id });
      return {
        success: true as const,
        message: `Order status updated to ${request.body.orderStatus}.`,
        data: answered(order),
      };
    },
  );

  app.post(
    "/orders/:id/cancel",
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ["orders"],
        summary: "The customer cancels her own order while it is Pending or Processing; its stock goes back",
        security: bearer,
        params: IdParams,
        // The reason is optional, and so is the whole body.
        body: CancelOrderInput.nullish(),
        response: { 200: OrderAnswer, ...errors },
      },
    },
    async (request) => {
      const order = await orders.cancelOrderByCustomer(
        app.db,
        request.account().id,
        request.params.id,
        request.body?.reason ?? "",
      );
      // After the commit: the store's owner is told, with her reason (issue 34, item 2).
      const cancelled = order.events.findLast((event) => event.kind === "status" && event.by === "customer");
      if (cancelled) await app.publishEvent({ kind: "order-status", orderEventId: cancelled._id });
      return { success: true as const, message: "Your order has been cancelled.", data: answered(order) };
    },
  );

  app.put(
    "/orders/:id/payment",
    {
      onRequest: app.requireSeller,
      schema: {
        tags: ["orders"],
        summary: "Change an order's payment status (the owning seller only)",
        security: bearer,
        params: IdParams,
        body: UpdatePaymentStatusInput,
        response: { 200: OrderAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: `Payment status updated to ${request.body.paymentStatus}.`,
      data: answered(
        await orders.updatePaymentStatus(
          app.db,
          request.account().id,
          request.params.id,
          request.body.paymentStatus,
        ),
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
