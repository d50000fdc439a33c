import { z } from "zod";
import { ErrorAnswer, IdParams } from "../api-answers.ts";
import { CashOnDeliveryAnswer, ConfirmByLinkInput } from "../cod-confirmation.ts";
import {
  CancelOrderInput,
  OneOrderAnswer,
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
} from "../orders-contracts.ts";
import { ProductReviewsAnswer, ProductReviewsQuery } from "../products-contracts.ts";
import { defineRoutes, errorAnswers, signedIn } from "./route-contract.ts";

const errors = errorAnswers(400, 401, 403, 404, 409);

/** The orders module's routes (apps/api/src/modules/orders). */
export const ordersRoutes = defineRoutes({
  "POST /api/orders/:id/confirm": {
    tags: ["orders"],
    summary:
      "The buyer confirms her Cash-on-Delivery order, so the store may ship it; confirming again changes nothing",
    security: signedIn,
    params: IdParams,
    response: { 200: OrderAnswer, ...errors },
  },
  "POST /api/orders/confirm": {
    tags: ["orders"],
    summary:
      "The order e-mail's link, without signing in: confirm or cancel the one order its token names, while it awaits confirmation. A used, expired or foreign token is 400 (404 for an order gone) and changes nothing",
    body: ConfirmByLinkInput,
    response: { 200: OrderAnswer, ...errorAnswers(400, 404) },
  },
  "GET /api/orders/cash-on-delivery": {
    tags: ["orders"],
    summary:
      "Whether the signed-in buyer may pay Cash on Delivery: not once her parcels refused at the door in 180 days reach the operator's limit",
    security: signedIn,
    response: { 200: CashOnDeliveryAnswer, ...errorAnswers(401, 403) },
  },
  "POST /api/orders": {
    tags: ["orders"],
    summary:
      "Place a checkout: one order per store, priced and stocked by the server; 409 with the new totals when they are not the expectedTotal",
    security: signedIn,
    headers: z.object({ "idempotency-key": z.string().min(1).max(200).optional() }),
    body: PlaceOrderInput,
    response: {
      201: PlaceOrderAnswer,
      ...errors,
      409: TotalChangedAnswer,
      422: ErrorAnswer,
    },
  },
  "GET /api/orders/user/:userId": {
    tags: ["orders"],
    summary: "The signed-in customer's orders, newest first",
    security: signedIn,
    params: z.object({ userId: z.string() }),
    querystring: OrderStatusFilter,
    response: { 200: OrderListAnswer, ...errors },
  },
  "GET /api/orders/:id": {
    tags: ["orders"],
    summary: "One order with its event timeline, for its customer or the store's owner",
    security: signedIn,
    params: IdParams,
    response: { 200: OneOrderAnswer, ...errors },
  },
  "POST /api/orders/:id/cancel": {
    tags: ["orders"],
    summary: "The customer cancels her own order while it is Pending or Processing; its stock goes back",
    security: signedIn,
    params: IdParams,
    // The reason is optional, and so is the whole body.
    body: CancelOrderInput.nullish(),
    response: { 200: OrderAnswer, ...errors },
  },
  "POST /api/orders/:id/items/:itemId/review": {
    tags: ["reviews"],
    summary: "Rate a product of a delivered order, once per order item",
    security: signedIn,
    params: z.object({ id: z.string(), itemId: z.string() }),
    body: ReviewInput,
    response: { 201: ReviewAnswer, ...errors },
  },
  "GET /api/products/:id/reviews": {
    tags: ["reviews"],
    summary: "A product's reviews, newest first, with its average rating",
    params: IdParams,
    querystring: ProductReviewsQuery,
    response: { 200: ProductReviewsAnswer, ...errorAnswers(400, 404) },
  },
  "GET /api/orders/store/:storeId": {
    tags: ["orders"],
    summary: "A store's orders for its owner, newest first, optionally by status",
    security: signedIn,
    params: z.object({ storeId: z.string() }),
    querystring: OrderStatusFilter,
    response: { 200: OrderListAnswer, ...errors },
  },
  "PUT /api/orders/:id/status": {
    tags: ["orders"],
    summary:
      "Change an order's status (the owning seller only); Shipped needs a tracking number and, for Cash on Delivery, the buyer's confirmation (409 until then); Returned from Shipped may say returnReason \"refused\" (refused at the door)",
    security: signedIn,
    params: IdParams,
    body: UpdateOrderStatusInput,
    response: { 200: OrderAnswer, ...errors, ...errorAnswers(502) },
  },
  "PUT /api/orders/:id/payment": {
    tags: ["orders"],
    summary: "Change an order's payment status (the owning seller only)",
    security: signedIn,
    params: IdParams,
    body: UpdatePaymentStatusInput,
    response: { 200: OrderAnswer, ...errors },
  },
});
