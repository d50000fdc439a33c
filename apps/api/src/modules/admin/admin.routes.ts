import { randomUUID } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import * as admin from "./admin.service.ts";
import { adminAccountClosureRoutes } from "./admin-account-closure.routes.ts";
import { adminAccountsRoutes } from "./admin-accounts.routes.ts";
import { adminCustomersRoutes } from "./admin-customers.routes.ts";
import { adminStaffRoutes } from "./admin-staff.routes.ts";

/** The operator's API (decision 0018): every route needs an admin token (the sign-in is in auth). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminCustomersRoutes);
  await app.register(adminAccountClosureRoutes);
  await app.register(adminStaffRoutes);
  await app.register(adminAccountsRoutes);
  addRoute(app, "GET /api/admin/sellers", { onRequest: app.requireAdmin }, async (request) => ({
    success: true as const,
    ...(await admin.listSellers(app.db, request.query)),
  }));

  addRoute(app, "PUT /api/admin/sellers/:id/status", { onRequest: app.requireAdmin }, async (request) => {
    const seller = await admin.changeSellerStatus(
      app.db,
      request.account().id,
      request.params.id,
      request.body,
    );
    // After the commit; the seller is told of verified and suspended (issue 17).
    await app.publishEvent({ kind: "seller-status", sellerId: seller._id, changeId: randomUUID() });
    return { success: true as const, message: `The seller is now ${seller.status}.`, seller };
  });
};
