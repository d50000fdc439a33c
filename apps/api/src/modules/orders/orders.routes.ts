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
  TotalChangedAnswer,
} from "@marketplace/shared/orders-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import { codConfirmationRoutes } from "./cod-confirmation.routes.ts";
import { startCodExpiry } from "./cod-expiry.ts";
import { withPublicImages } from "./order-json.ts";
import { registerOrderMetrics } from "./order-metrics.ts";
import * as orders from "./orders.service.ts";
import { placeOrder } from "./place-order.service.ts";
import { reviewsRoutes } from "./reviews.routes.ts";
import { storeOrdersRoutes } from "./store-orders.routes.ts";
import { voucherCheckRoutes } from "./voucher-check.routes.ts";

const errors = errorAnswers(400, 401, 403, 404, 409);
const bearer = [{ bearerAuth: [] }];

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = imageUrls(app.config.publicUrl);
  const answered = (order: Order) => withPublicImages(order, urls);
  const codExpiry = await startCodExpiry(app);
  const orderMetrics = registerOrderMetrics(app);
  await app.register(codConfirmationRoutes);
  await app.register(reviewsRoutes);
  await app.register(storeOrdersRoutes);
  await app.register(voucherCheckRoutes);

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
      const { status, body, replayed } = await placeOrder(
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
};
