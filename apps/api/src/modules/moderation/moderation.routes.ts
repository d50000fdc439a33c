import {
  AdminReportListAnswer,
  AdminReportListQuery,
  ProductVisibilityAnswer,
  ProductVisibilityInput,
  ReportStatusAnswer,
  ReportStatusInput,
} from "@marketplace/shared/admin-contracts";
import { IdParams } from "@marketplace/shared/api-answers";
import { ReportCreatedAnswer, ReportInput } from "@marketplace/shared/reports-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import * as moderation from "./moderation.service.ts";

const errors = errorAnswers(400, 401, 403, 404, 409);
const bearer = [{ bearerAuth: [] }];

/** Customers' reports of listings and the operator's answers to them (decision 0019). */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/products/:id/reports",
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ["moderation"],
        summary: "Report a listing (signed-in customers); one open report per customer and product",
        security: bearer,
        params: IdParams,
        body: ReportInput,
        response: { 201: ReportCreatedAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const report = await moderation.reportProduct(
        app.db,
        request.account().id,
        request.params.id,
        request.body,
      );
      return reply.code(201).send({
        success: true as const,
        message: "Thank you. We will review this listing.",
        report,
      });
    },
  );

  app.get(
    "/admin/reports",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Reports of listings in one status (open by default), newest first",
        security: bearer,
        querystring: AdminReportListQuery,
        response: { 200: AdminReportListAnswer, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await moderation.listReports(app.db, request.query)) }),
  );

  app.put(
    "/admin/reports/:id",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Dismiss an open report; the change is audited",
        security: bearer,
        params: IdParams,
        body: ReportStatusInput,
        response: { 200: ReportStatusAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: "The report is dismissed.",
      report: await moderation.dismissReport(app.db, request.account().id, request.params.id, request.body),
    }),
  );

  app.put(
    "/admin/products/:id/visibility",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary:
          "Hide a listing from the public (with a reason; resolves its open reports) or show it again; audited",
        security: bearer,
        params: IdParams,
        body: ProductVisibilityInput,
        response: { 200: ProductVisibilityAnswer, ...errors },
      },
    },
    async (request) => {
      const { answer, changeId } = await moderation.setProductVisibility(
        app.db,
        request.account().id,
        request.params.id,
        request.body,
      );
      // After the commit: the seller is told, with the operator's reason (issue 34, item 14).
      if (changeId) await app.publishEvent({ kind: "listing-status", auditId: changeId });
      return {
        success: true as const,
        message: answer.product.hidden ? "The listing is hidden." : "The listing is shown again.",
        ...answer,
      };
    },
  );
};
