import { z } from "zod";
import { DoneAnswer, IdParams } from "../api-answers.ts";
import {
  AdminPaymentAnswer,
  AdminPaymentsAnswer,
  AdminPaymentsQuery,
  CashOnDeliveryFallbackAnswer,
  EasypaisaIpnQuery,
  EasypaisaReturnQuery,
  PaymentAnswer,
  PaymentProvidersAnswer,
  PaymentRefundedInput,
  PaymentReturnAnswer,
  ProviderFields,
  StartPaymentAnswer,
  StartPaymentInput,
} from "../payments-contracts.ts";
import { defineRoutes, errorAnswers, signedIn } from "./route-contract.ts";

/** Paying a checkout online with JazzCash or Easypaisa (issue 29, decision 0053). */
export const paymentsRoutes = defineRoutes({
  "GET /api/payments/providers": {
    tags: ["payments"],
    summary: "Which online providers the operator configured (never their keys)",
    response: { 200: PaymentProvidersAnswer },
  },
  "POST /api/payments": {
    tags: ["payments"],
    summary: "Start paying her waiting orders with a provider: the form her browser posts to its hosted page",
    security: signedIn,
    body: StartPaymentInput,
    response: { 201: StartPaymentAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
  },
  "GET /api/payments/:id": {
    tags: ["payments"],
    summary: "Where her payment stands (paid, pending with its voucher, failed), with its orders",
    security: signedIn,
    params: IdParams,
    response: { 200: PaymentAnswer, ...errorAnswers(401, 403, 404) },
  },
  "POST /api/payments/:id/cash-on-delivery": {
    tags: ["payments"],
    summary: "After a failed payment, keep the orders and pay at the door instead",
    security: signedIn,
    params: IdParams,
    response: { 200: CashOnDeliveryFallbackAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
  },
  "POST /api/payments/jazzcash/return": {
    tags: ["payments"],
    summary:
      "JazzCash's signed answer (pp_ReturnURL, a form POST); the buyer is sent on (303) to her payment",
    consumes: ["application/x-www-form-urlencoded"],
    body: ProviderFields,
    response: { 200: PaymentReturnAnswer, 303: PaymentReturnAnswer, ...errorAnswers(400) },
  },
  "GET /api/payments/easypaisa/:id/confirm": {
    tags: ["payments"],
    summary: "Easypaisa's first postBackURL: the page that posts its auth_token to Confirm.jsf",
    params: IdParams,
    querystring: EasypaisaReturnQuery,
    response: { 200: z.string().describe("text/html"), 303: PaymentReturnAnswer, ...errorAnswers(400, 404) },
  },
  "GET /api/payments/easypaisa/:id/return": {
    tags: ["payments"],
    summary: "Easypaisa's last postBackURL: confirmed by its status inquiry; the buyer is sent on (303)",
    params: IdParams,
    querystring: EasypaisaReturnQuery,
    response: { 200: PaymentReturnAnswer, 303: PaymentReturnAnswer, ...errorAnswers(400, 404) },
  },
  "GET /api/payments/easypaisa/ipn": {
    tags: ["payments"],
    summary: "Easypaisa's payment notification: the reference it names is asked about by inquiry",
    querystring: EasypaisaIpnQuery,
    response: { 200: DoneAnswer, ...errorAnswers(400) },
  },
  "GET /api/admin/payments": {
    tags: ["payments"],
    summary: "Online payments, newest first, with provider references, states, inquiries and flags",
    security: signedIn,
    querystring: AdminPaymentsQuery,
    response: { 200: AdminPaymentsAnswer, ...errorAnswers(400, 401, 403) },
  },
  "POST /api/admin/payments/:id/refunded": {
    tags: ["payments"],
    summary:
      "Finance refunded a payment flagged refund-due in the provider's portal: it becomes refunded, with the provider's reference (audited); any other payment is refused (409)",
    security: signedIn,
    params: IdParams,
    body: PaymentRefundedInput,
    response: { 200: AdminPaymentAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
  },
});
