import { IdParams } from "@marketplace/shared/api-answers";
import {
  AdminCustomerAnswer,
  AdminCustomerListAnswer,
  AdminCustomerListQuery,
  ClearRefusalsInput,
} from "@marketplace/shared/cod-confirmation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import { adminCustomer, clearRefusalsByAdmin } from "../orders/refusals.service.ts";
import { listCustomers } from "./admin-customers.service.ts";

const errors = errorAnswers(400, 401, 403, 404, 429, 503);
const bearer = [{ bearerAuth: [] }];

/** The operator's view of a buyer's Cash-on-Delivery standing (issue 27, decision 0034). */
export const adminCustomersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/customers",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary:
          "Customers whose name or e-mail holds q, newest first, with their counted refusals and their orders",
        security: bearer,
        querystring: AdminCustomerListQuery,
        response: { 200: AdminCustomerListAnswer, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await listCustomers(app.db, request.query)) }),
  );

  app.get(
    "/admin/customers/:id",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary:
          "A customer with her parcels refused at the door in the last 180 days (since last cleared), her delivered orders, and whether she may pay Cash on Delivery",
        security: bearer,
        params: IdParams,
        response: { 200: AdminCustomerAnswer, ...errors },
      },
    },
    async (request) => ({ success: true as const, customer: await adminCustomer(app.db, request.params.id) }),
  );

  app.put(
    "/admin/customers/:id/refusals",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Clear a customer's refusal count, with a reason; audited (customer.refusals)",
        security: bearer,
        params: IdParams,
        body: ClearRefusalsInput,
        response: { 200: AdminCustomerAnswer, ...errors },
      },
    },
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
