import type { Order } from "@marketplace/shared/orders-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import { cancelBookingBeforeCancel } from "../couriers/shipments.service.ts";
import { withPublicImages } from "./order-json.ts";
import * as orders from "./orders.service.ts";

/** The store owner's side of her orders: the list, and moving an order's status and payment. */
export const storeOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = imageUrls(app.config.publicUrl);
  const answered = (order: Order) => withPublicImages(order, urls);

  addRoute(app, "GET /api/orders/store/:storeId", { onRequest: app.requireSeller }, async (request) => ({
    success: true as const,
    data: (
      await orders.listStoreOrders(app.db, request.account().id, request.params.storeId, request.query.status)
    ).map(answered),
  }));

  addRoute(app, "PUT /api/orders/:id/status", { onRequest: app.requireSeller }, async (request) => {
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
  });

  addRoute(app, "PUT /api/orders/:id/payment", { onRequest: app.requireSeller }, async (request) => ({
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
  }));
};
