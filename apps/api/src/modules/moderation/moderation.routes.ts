import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import * as moderation from "./moderation.service.ts";

/** Customers' reports of listings and the operator's answers to them (decision 0019). */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(
    app,
    "POST /api/products/:id/reports",
    { onRequest: app.requireCustomer },
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

  addRoute(app, "GET /api/admin/reports", { onRequest: app.requireAdmin }, async (request) => ({
    success: true as const,
    ...(await moderation.listReports(app.db, request.query)),
  }));

  addRoute(app, "PUT /api/admin/reports/:id", { onRequest: app.requireAdmin }, async (request) => ({
    success: true as const,
    message: "The report is dismissed.",
    report: await moderation.dismissReport(app.db, request.account().id, request.params.id, request.body),
  }));

  addRoute(
    app,
    "PUT /api/admin/products/:id/visibility",
    { onRequest: app.requireAdmin },
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
