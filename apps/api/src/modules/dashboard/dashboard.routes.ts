import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import { storeDashboard } from "./dashboard.service.ts";

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = imageUrls(app.config.publicUrl);
  addRoute(app, "GET /api/stores/:id/dashboard", { onRequest: app.requireSeller }, async (request) => ({
    success: true as const,
    ...(await storeDashboard(app.db, urls, request.account().id, request.params.id)),
  }));
};
