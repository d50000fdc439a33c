import { IdParams } from "@marketplace/shared/api-answers";
import { StoreDashboardAnswer } from "@marketplace/shared/stores-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import { storeDashboard } from "./dashboard.service.ts";

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = imageUrls(app.config.publicUrl);
  app.get(
    "/stores/:id/dashboard",
    {
      onRequest: app.requireSeller,
      schema: {
        tags: ["dashboard"],
        summary: "The owner's figures for a store: stats, the last 30 days and the best sellers",
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: StoreDashboardAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await storeDashboard(app.db, urls, request.account().id, request.params.id)),
    }),
  );
};
