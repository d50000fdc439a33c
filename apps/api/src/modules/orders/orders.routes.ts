import type { Order } from "@marketplace/shared/orders-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { answerTags, writeTouched } from "../../lib/public-answer-tags.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import { queuePaymentExpiry } from "../payments/payment-jobs.ts";
import { configuredProviders } from "../payments/payment-providers.ts";
import { codConfirmationRoutes } from "./cod-confirmation.routes.ts";
import { startCodExpiry } from "./cod-expiry.ts";
import { withPublicImages } from "./order-json.ts";
import { registerOrderMetrics } from "./order-metrics.ts";
import * as orders from "./orders.service.ts";
import { placeOrder } from "./place-order.service.ts";
import { reviewsRoutes } from "./reviews.routes.ts";
import { anySoldOut } from "./sold-out.ts";
import { storeOrdersRoutes } from "./store-orders.routes.ts";
import { voucherCheckRoutes } from "./voucher-check.routes.ts";

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = imageUrls(app.config.publicUrl);
  const answered = (order: Order) => withPublicImages(order, urls);
  const codExpiry = await startCodExpiry(app);
  const orderMetrics = registerOrderMetrics(app);
  await app.register(codConfirmationRoutes);
  await app.register(reviewsRoutes);
  await app.register(storeOrdersRoutes);
  await app.register(voucherCheckRoutes);

  addRoute(app, "POST /api/orders", { onRequest: app.requireCustomer }, async (request, reply) => {
    const { status, body, replayed } = await placeOrder(
      app.db,
      request.account().id,
      request.body,
      request.headers["idempotency-key"],
      app.config.codConfirmationWindowMs,
      {
        providers: configuredProviders(app.paymentProviders),
        holdMs: app.config.paymentHoldMinutes * 60_000,
      },
    );
    if (!replayed) orderMetrics.placed(body.orders?.length ?? 1);
    // The stock of what was bought shows on its pages (and the lists that show them) and its
    // stores' figures; every list only when something sold out (decision 0059).
    const placed = body.orders ?? [body.data];
    const bought = placed.flatMap((order) => order.products.flatMap((item) => item.product._id ?? []));
    writeTouched(request, [
      ...placed.map((order) => answerTags.storeGoods(order.store_id)),
      ...bought.map(answerTags.product),
      ...((await anySoldOut(app.db, bought)) ? [answerTags.lists] : []),
    ]);
    // After the commit: the buyer's receipt and each store owner's "new order" (issue 17).
    for (const order of body.orders ?? [body.data]) {
      await app.publishEvent({ kind: "order-placed", orderId: order._id });
      // A Cash-on-Delivery order ends unconfirmed when its window does (decision 0034).
      if (order.confirmationDueAt) await codExpiry.schedule(order._id, new Date(order.confirmationDueAt));
      // An order paid online holds its stock until its payment's time is up (decision 0053).
      if (order.paymentDueAt) await queuePaymentExpiry(app, order._id, new Date(order.paymentDueAt));
    }
    return reply.code(status).send({
      ...body,
      data: answered(body.data),
      ...(body.orders ? { orders: body.orders.map(answered) } : {}),
    });
  });

  addRoute(app, "GET /api/orders/user/:userId", { onRequest: app.requireCustomer }, async (request) => ({
    success: true as const,
    data: (
      await orders.listCustomerOrders(app.db, request.account(), request.params.userId, request.query.status)
    ).map(answered),
  }));

  addRoute(app, "GET /api/orders/:id", { onRequest: app.requireSignedIn }, async (request) => ({
    success: true as const,
    data: answered(await orders.getOrder(app.db, request.account(), request.params.id)),
  }));

  addRoute(app, "POST /api/orders/:id/cancel", { onRequest: app.requireCustomer }, async (request) => {
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
  });
};
