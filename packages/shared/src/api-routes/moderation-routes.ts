import {
  AdminReportListAnswer,
  AdminReportListQuery,
  ProductVisibilityAnswer,
  ProductVisibilityInput,
  ReportStatusAnswer,
  ReportStatusInput,
} from "../admin-contracts.ts";
import { IdParams } from "../api-answers.ts";
import { ReportCreatedAnswer, ReportInput } from "../reports-contracts.ts";
import { defineRoutes, errorAnswers, signedIn } from "./route-contract.ts";

const errors = errorAnswers(400, 401, 403, 404, 409);

/** The moderation module's routes (apps/api/src/modules/moderation). */
export const moderationRoutes = defineRoutes({
  "POST /api/products/:id/reports": {
    tags: ["moderation"],
    summary: "Report a listing (signed-in customers); one open report per customer and product",
    security: signedIn,
    params: IdParams,
    body: ReportInput,
    response: { 201: ReportCreatedAnswer, ...errors },
  },
  "GET /api/admin/reports": {
    tags: ["admin"],
    summary: "Reports of listings in one status (open by default), newest first",
    security: signedIn,
    querystring: AdminReportListQuery,
    response: { 200: AdminReportListAnswer, ...errors },
  },
  "PUT /api/admin/reports/:id": {
    tags: ["admin"],
    summary: "Dismiss an open report; the change is audited",
    security: signedIn,
    params: IdParams,
    body: ReportStatusInput,
    response: { 200: ReportStatusAnswer, ...errors },
  },
  "PUT /api/admin/products/:id/visibility": {
    tags: ["admin"],
    summary:
      "Hide a listing from the public (with a reason; resolves its open reports) or show it again; audited",
    security: signedIn,
    params: IdParams,
    body: ProductVisibilityInput,
    response: { 200: ProductVisibilityAnswer, ...errors },
  },
});
