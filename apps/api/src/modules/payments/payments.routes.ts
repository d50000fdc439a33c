import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import { emailLinkBase } from "../auth/email-links.ts";
import { COD_EXPIRY_QUEUE } from "../orders/cod-expiry.ts";
import { codSettings } from "../orders/cod-settings.ts";
import { withPublicImages } from "../orders/order-json.ts";
import { listAdminPayments, markPaymentRefunded } from "./admin-payments.service.ts";
import { switchToCashOnDelivery } from "./payment-expiry.service.ts";
import { startPaymentJobs } from "./payment-jobs.ts";
import { configuredProviders } from "./payment-providers.ts";
import { paymentReturnsRoutes } from "./payment-returns.routes.ts";
import { paymentView, startPayment } from "./payments.service.ts";

/** Online payment's routes (issue 29, decision 0053); the providers' returns are in their own file. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = app.paymentProviders;
  const jobs = await startPaymentJobs(app, providers);
  const urls = imageUrls(app.config.publicUrl);
  await app.register(paymentReturnsRoutes, { jobs });

  addRoute(app, "GET /api/payments/providers", {}, async () => ({
    providers: configuredProviders(providers),
    holdMinutes: app.config.paymentHoldMinutes,
  }));

  addRoute(app, "POST /api/payments", { onRequest: app.requireCustomer }, async (request, reply) => {
    const base = emailLinkBase(app.config, request);
    const payment = await startPayment(app.db, providers, request.account().id, request.body, base);
    return reply.code(201).send({ payment });
  });

  addRoute(app, "GET /api/payments/:id", { onRequest: app.requireCustomer }, async (request) => {
    const answer = await paymentView(app.db, request.account().id, request.params.id);
    return { ...answer, orders: answer.orders.map((order) => withPublicImages(order, urls)) };
  });

  addRoute(
    app,
    "POST /api/payments/:id/cash-on-delivery",
    { onRequest: app.requireCustomer },
    async (request) => {
      const windowMs =
        app.config.codConfirmationWindowMs ?? (await codSettings(app.db)).codConfirmationHours * 3600_000;
      const orders = await switchToCashOnDelivery(app.db, request.account().id, request.params.id, windowMs);
      // Each order now waits for her confirmation like any COD order (decision 0034).
      for (const order of orders) {
        if (order.confirmationDueAt)
          await app.jobQueue.sendAfter(
            COD_EXPIRY_QUEUE,
            { orderId: order._id },
            new Date(order.confirmationDueAt),
          );
      }
      return {
        success: true as const,
        message: "Your orders will be paid in cash on delivery.",
        orders: orders.map((order) => withPublicImages(order, urls)),
      };
    },
  );

  addRoute(app, "GET /api/admin/payments", { onRequest: app.requireAdmin }, async (request) => ({
    success: true as const,
    payments: await listAdminPayments(app.db, request.query),
  }));

  // A late payment flagged for refund, refunded by finance in the provider's portal (decision 0053).
  addRoute(
    app,
    "POST /api/admin/payments/:id/refunded",
    { onRequest: app.requireAdmin },
    async (request) => ({
      success: true as const,
      message: "Payment marked refunded.",
      payment: await markPaymentRefunded(
        app.db,
        request.account().id,
        request.params.id,
        request.body.reference,
      ),
    }),
  );
};
