import { randomUUID } from "node:crypto";
import {
  AdminSellerListAnswer,
  AdminSellerListQuery,
  SellerStatusAnswer,
  SellerStatusInput,
} from "@marketplace/shared/admin-contracts";
import { IdParams } from "@marketplace/shared/api-answers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import * as admin from "./admin.service.ts";
import { adminAccountClosureRoutes } from "./admin-account-closure.routes.ts";
import { adminAccountsRoutes } from "./admin-accounts.routes.ts";
import { adminCustomersRoutes } from "./admin-customers.routes.ts";
import { adminStaffRoutes } from "./admin-staff.routes.ts";

const errors = errorAnswers(400, 401, 403, 404, 409, 429, 503);
const bearer = [{ bearerAuth: [] }];

/** The operator's API (decision 0018): every route needs an admin token (the sign-in is in auth). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminCustomersRoutes);
  await app.register(adminAccountClosureRoutes);
  await app.register(adminStaffRoutes);
  await app.register(adminAccountsRoutes);
  app.get(
    "/admin/sellers",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Sellers by status, with a search over name, e-mail and phone",
        security: bearer,
        querystring: AdminSellerListQuery,
        response: { 200: AdminSellerListAnswer, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await admin.listSellers(app.db, request.query)) }),
  );

  app.put(
    "/admin/sellers/:id/status",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Verify, suspend (with a reason) or restore a seller; the change is audited",
        security: bearer,
        params: IdParams,
        body: SellerStatusInput,
        response: { 200: SellerStatusAnswer, ...errors },
      },
    },
    async (request) => {
      const seller = await admin.changeSellerStatus(
        app.db,
        request.account().id,
        request.params.id,
        request.body,
      );
      // After the commit; the seller is told of verified and suspended (issue 17).
      await app.publishEvent({ kind: "seller-status", sellerId: seller._id, changeId: randomUUID() });
      return { success: true as const, message: `The seller is now ${seller.status}.`, seller };
    },
  );
};
