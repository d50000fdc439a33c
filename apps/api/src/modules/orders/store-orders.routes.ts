import { IdParams } from "@marketplace/shared/api-answers";
import {
  type Order,
  OrderAnswer,
  OrderListAnswer,
  OrderStatusFilter,
  UpdateOrderStatusInput,
  UpdatePaymentStatusInput,
} from "@marketplace/shared/orders-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import { cancelBookingBeforeCancel } from "../couriers/shipments.service.ts";
import { withPublicImages } from "./order-json.ts";
import * as orders from "./orders.service.ts";

const errors = errorAnswers(400, 401, 403, 404, 409);
const bearer = [{ bearerAuth: [] }];

/** The store owner's side of her orders: the list, and moving an order's status and payment. */
export const storeOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = imageUrls(app.config.publicUrl);
  const answered = (order: Order) => withPublicImages(order, urls);

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
};
