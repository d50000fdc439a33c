import { z } from "zod";
import { IdParams } from "../api-answers.ts";
import { AdminKycAnswer, KycAnswer, KycDecisionInput, KycDocumentQuery, KycInput } from "../kyc-contracts.ts";
import { defineRoutes, errorAnswers, signedIn } from "./route-contract.ts";

/** A seller's identity check and the admin's decision on it (issue 30, decision 0051). */
export const kycRoutes = defineRoutes({
  "GET /api/seller/kyc": {
    tags: ["kyc"],
    summary: "Her identity check: its status, her CNIC, payout account and short-lived links to her photos",
    security: signedIn,
    response: { 200: KycAnswer, ...errorAnswers(401, 403, 404) },
  },
  "PUT /api/seller/kyc": {
    tags: ["kyc"],
    summary:
      "Send her CNIC (13 digits), photos of both sides (data URLs) and the account she is paid into; a new account after approval needs approval again",
    security: signedIn,
    body: KycInput,
    response: { 200: KycAnswer, ...errorAnswers(400, 401, 403, 404, 413) },
  },
  "GET /api/admin/sellers/:id/kyc": {
    tags: ["kyc"],
    summary: "A seller's identity check with her name and stores, and short-lived links to her photos",
    security: signedIn,
    params: IdParams,
    response: { 200: AdminKycAnswer, ...errorAnswers(400, 401, 403, 404) },
  },
  "PUT /api/admin/sellers/:id/kyc": {
    tags: ["kyc"],
    summary: "Approve or reject (with a reason) a seller's identity check; audited",
    security: signedIn,
    params: IdParams,
    body: KycDecisionInput,
    response: { 200: KycAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
  },
  "GET /api/kyc-documents/:id": {
    tags: ["kyc"],
    summary:
      "One photo of a CNIC, through the signed link its owner's or an admin's answer carried (5 minutes)",
    params: IdParams,
    querystring: KycDocumentQuery,
    response: { 200: z.string().describe("image/jpeg, image/png or image/webp"), ...errorAnswers(400, 403) },
  },
});
