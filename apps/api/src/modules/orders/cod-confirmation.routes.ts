import { IdParams } from "@marketplace/shared/api-answers";
import { CashOnDeliveryAnswer, ConfirmByLinkInput } from "@marketplace/shared/cod-confirmation";
import { type Order, OrderAnswer } from "@marketplace/shared/orders-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import { answerConfirmationLink, confirmOrder } from "./cod-confirmation.service.ts";
import { publishLastMove } from "./cod-expiry.ts";
import { confirmationTokens } from "./confirmation-tokens.ts";
import { withPublicImages } from "./order-json.ts";
import { codAvailability } from "./refusals.service.ts";

const bearer = [{ bearerAuth: [] }];

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

  app.post(
    "/orders/:id/confirm",
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ["orders"],
        summary:
          "The buyer confirms her Cash-on-Delivery order, so the store may ship it; confirming again changes nothing",
        security: bearer,
        params: IdParams,
        response: { 200: OrderAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const order = await confirmOrder(app.db, request.account().id, request.params.id);
      await tellSeller(order);
      return {
        success: true as const,
        message: "Thank you! Your order is confirmed.",
        data: withPublicImages(order, urls),
      };
    },
  );

  app.post(
    "/orders/confirm",
    {
      schema: {
        tags: ["orders"],
        summary:
          "The order e-mail's link, without signing in: confirm or cancel the one order its token names, while it awaits confirmation. A used, expired or foreign token is 400 (404 for an order gone) and changes nothing",
        body: ConfirmByLinkInput,
        response: { 200: OrderAnswer, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const { order, message } = await answerConfirmationLink(app.db, tokens, request.body);
      await tellSeller(order);
      return { success: true as const, message, data: withPublicImages(order, urls) };
    },
  );

  app.get(
    "/orders/cash-on-delivery",
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ["orders"],
        summary:
          "Whether the signed-in buyer may pay Cash on Delivery: not once her parcels refused at the door in 180 days reach the operator's limit",
        security: bearer,
        response: { 200: CashOnDeliveryAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ({ success: true as const, ...(await codAvailability(app.db, request.account().id)) }),
  );
};
