import type { Order } from "@marketplace/shared/orders-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import { answerConfirmationLink, confirmOrder } from "./cod-confirmation.service.ts";
import { publishLastMove } from "./cod-expiry.ts";
import { confirmationTokens } from "./confirmation-tokens.ts";
import { withPublicImages } from "./order-json.ts";
import { codAvailability } from "./refusals.service.ts";

/** The buyer's side of Cash-on-Delivery confirmation and refusals (issue 27, decision 0034). */
export const codConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = imageUrls(app.config.publicUrl);
  const tokens = confirmationTokens(app.jwtSecret);
  /** The store's owner hears of a confirmation (she may ship now), and of a cancellation from the link. */
  const tellSeller = async (order: Order) => {
    const answered = order.events.findLast((e) => e.kind === "confirmation" && e.by === "customer");
    if (order.confirmation === "confirmed" && answered) {
      await app.publishEvent({ kind: "order-status", orderEventId: answered._id });
    } else await publishLastMove(app, order, "customer");
  };

  addRoute(app, "POST /api/orders/:id/confirm", { onRequest: app.requireCustomer }, async (request) => {
    const order = await confirmOrder(app.db, request.account().id, request.params.id);
    await tellSeller(order);
    return {
      success: true as const,
      message: "Thank you! Your order is confirmed.",
      data: withPublicImages(order, urls),
    };
  });

  addRoute(app, "POST /api/orders/confirm", {}, async (request) => {
    const { order, message } = await answerConfirmationLink(app.db, tokens, request.body);
    await tellSeller(order);
    return { success: true as const, message, data: withPublicImages(order, urls) };
  });

  addRoute(app, "GET /api/orders/cash-on-delivery", { onRequest: app.requireCustomer }, async (request) => ({
    success: true as const,
    ...(await codAvailability(app.db, request.account().id)),
  }));
};
