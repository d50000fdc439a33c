import { AdminCloseAccountInput, CloseAccountAnswer } from "@marketplace/shared/account-contracts";
import { IdParams } from "@marketplace/shared/api-answers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import { closeAccountOnRequest } from "./admin-account-closure.service.ts";

const errors = errorAnswers(400, 401, 403, 404, 409, 429, 503);
const bearer = [{ bearerAuth: [] }];

/** The operator closes an account on its owner's request (issue 36, decision 0041), audited. */
export const adminAccountClosureRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const role of ["customer", "seller"] as const) {
    app.post(
      `/admin/${role}s/:id/close`,
      {
        onRequest: app.requireAdmin,
        schema: {
          tags: ["admin"],
          summary: `Close a ${role}'s account on her request, with a reason; audited (account.close). Her personal details are erased as when she closes it herself (decision 0041); refused (409) while ${role === "customer" ? "her orders are open" : "her stores' orders are open or their balance is not zero"}`,
          security: bearer,
          params: IdParams,
          body: AdminCloseAccountInput,
          response: { 200: CloseAccountAnswer, ...errors },
        },
      },
      async (request) => {
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
      },
    );
  }
};
