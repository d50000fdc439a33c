import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { adminCustomer, clearRefusalsByAdmin } from "../orders/refusals.service.ts";
import { listCustomers } from "./admin-customers.service.ts";

/** The operator's view of a buyer's Cash-on-Delivery standing (issue 27, decision 0034). */
export const adminCustomersRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(app, "GET /api/admin/customers", { onRequest: app.requireAdmin }, async (request) => ({
    success: true as const,
    ...(await listCustomers(app.db, request.query)),
  }));

  addRoute(app, "GET /api/admin/customers/:id", { onRequest: app.requireAdmin }, async (request) => ({
    success: true as const,
    customer: await adminCustomer(app.db, request.params.id),
  }));

  addRoute(
    app,
    "PUT /api/admin/customers/:id/refusals",
    { onRequest: app.requireAdmin },
    async (request) => ({
      success: true as const,
      message: "The refusal count is cleared.",
      customer: await clearRefusalsByAdmin(
        app.db,
        request.account().id,
        request.params.id,
        request.body.reason,
      ),
    }),
  );
};
