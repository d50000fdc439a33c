import { IdParams } from "../api-answers.ts";
import {
  AdminReturnListQuery,
  CreateReturnInput,
  MarketplaceRefundInput,
  RefundInput,
  ReturnAnswer,
  ReturnDecisionInput,
  ReturnListAnswer,
  ReturnListQuery,
  ReturnNoteInput,
  ReturnPhotosAnswer,
} from "../returns-contracts.ts";
import { defineRoutes, errorAnswers, signedIn } from "./route-contract.ts";

const errors = errorAnswers(400, 401, 403, 404, 409);

/** The three lists of returns, newest first: the buyer's, her stores' for a seller, every store's. */
const returnList = <Q>(summary: string, querystring: Q) => ({
  tags: ["returns"] as const,
  summary,
  security: signedIn,
  querystring,
  response: { 200: ReturnListAnswer, ...errors },
});

/** What the buyer may still do with her return: take a declined one to the team, or withdraw it. */
const buyerStep = (summary: string) => ({
  tags: ["returns"] as const,
  summary,
  security: signedIn,
  params: IdParams,
  body: ReturnNoteInput,
  response: { 200: ReturnAnswer, ...errors },
});

/** Who decides a return: the store's owner a new one, the operator one the buyer escalated. */
const decision = (summary: string) => ({
  tags: ["returns"] as const,
  summary,
  security: signedIn,
  params: IdParams,
  body: ReturnDecisionInput,
  response: { 200: ReturnAnswer, ...errors },
});

/** The returns module's routes (apps/api/src/modules/returns). */
export const returnsRoutes = defineRoutes({
  "POST /api/returns/photos": {
    tags: ["returns"],
    summary: "Upload up to 4 photos for a return as multipart files; answers their URLs to use in `images`",
    security: signedIn,
    consumes: ["multipart/form-data"],
    response: { 201: ReturnPhotosAnswer, ...errorAnswers(400, 401, 403, 413) },
  },
  "POST /api/orders/:id/returns": {
    tags: ["returns"],
    summary: "Ask to return some or all units of a delivered order, within the return window",
    security: signedIn,
    params: IdParams,
    body: CreateReturnInput,
    response: { 201: ReturnAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
  },
  "GET /api/returns": returnList("The signed-in buyer's returns, newest first", ReturnListQuery),
  "GET /api/seller/returns": returnList(
    "Returns of the signed-in seller's stores, newest first",
    ReturnListQuery,
  ),
  "GET /api/admin/returns": returnList(
    "Every store's returns, newest first; `status=escalated` is the operator's queue, `onlineRefundDue=true` the team's refunds to send (received returns of orders paid online, not fully refunded)",
    AdminReturnListQuery,
  ),
  "POST /api/returns/:id/escalate": buyerStep("Take a declined return to the Hunarmand team (once)"),
  "POST /api/returns/:id/withdraw": buyerStep("Withdraw a return before the seller has the items back"),
  "PUT /api/returns/:id": decision("The store's owner accepts or declines a new return"),
  "PUT /api/admin/returns/:id": decision("The operator decides an escalated return (audited)"),
  "POST /api/returns/:id/received": {
    tags: ["returns"],
    summary: "The seller has the items back: their stock returns",
    security: signedIn,
    params: IdParams,
    response: { 200: ReturnAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
  },
  "POST /api/admin/returns/:id/refund": {
    tags: ["returns"],
    summary:
      "The Hunarmand team refunds an order paid online: through JazzCash's wallet refund API when the reference is left out and the payment allows it, else by recording the provider's reference (audited)",
    security: signedIn,
    params: IdParams,
    body: MarketplaceRefundInput,
    response: { 200: ReturnAnswer, ...errorAnswers(400, 401, 403, 404, 409, 502) },
  },
  "POST /api/returns/:id/refund": {
    tags: ["returns"],
    summary:
      "Record money sent back to the buyer (partial refunds allowed, never more than was paid for the lines)",
    security: signedIn,
    params: IdParams,
    body: RefundInput,
    response: { 200: ReturnAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
  },
});
