import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { closeAccountOnRequest } from "./admin-account-closure.service.ts";

/** The operator closes an account on its owner's request (issue 36, decision 0041), audited. */
export const adminAccountClosureRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const role of ["customer", "seller"] as const) {
    addRoute(app, `POST /api/admin/${role}s/:id/close`, { onRequest: app.requireAdmin }, async (request) => {
      await closeAccountOnRequest(
        app.db,
        request.account().id,
        { role, id: request.params.id },
        request.body.reason,
      );
      return {
        success: true as const,
        message: "The account is closed. Its personal details have been erased.",
      };
    });
  }
};
