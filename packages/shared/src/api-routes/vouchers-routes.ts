import { IdParams } from "../api-answers.ts";
import {
  CheckVoucherAnswer,
  CheckVoucherInput,
  CreateVoucherInput,
  UpdateVoucherInput,
  VoucherAnswer,
  VoucherListAnswer,
} from "../vouchers-contracts.ts";
import { defineRoutes, errorAnswers, signedIn } from "./route-contract.ts";

/** A seller's voucher codes for her stores, and the checkout's check of one (issue 31, decision 0048). */
export const vouchersRoutes = defineRoutes({
  "GET /api/seller/stores/:id/vouchers": {
    tags: ["vouchers"],
    summary: "A store's voucher codes, newest first, with their uses and the discount they gave",
    security: signedIn,
    params: IdParams,
    response: { 200: VoucherListAnswer, ...errorAnswers(400, 401, 403, 404) },
  },
  "POST /api/seller/stores/:id/vouchers": {
    tags: ["vouchers"],
    summary: "Make a voucher code for a store: a percentage (with a cap) or a fixed amount, with its limits",
    security: signedIn,
    params: IdParams,
    body: CreateVoucherInput,
    response: { 201: VoucherAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
  },
  "PUT /api/seller/vouchers/:id": {
    tags: ["vouchers"],
    summary: "Pause, resume or end a voucher code, or change its terms (not its code or type)",
    security: signedIn,
    params: IdParams,
    body: UpdateVoucherInput,
    response: { 200: VoucherAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
  },
  "POST /api/vouchers/check": {
    tags: ["vouchers"],
    summary: "Whether a voucher code applies to these cart lines, and what it takes off their store's order",
    security: signedIn,
    body: CheckVoucherInput,
    response: { 200: CheckVoucherAnswer, ...errorAnswers(400, 401, 403, 409) },
  },
});
