import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { changeStaffRole, listStaff } from "./admin-staff.service.ts";

/** The owner's Staff screen (issue 36, decision 0043): who is on the staff, and their roles. */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(app, "GET /api/admin/staff", { onRequest: app.requireAdmin }, async () => ({
    success: true as const,
    staff: await listStaff(app.db),
  }));

  addRoute(app, "PUT /api/admin/staff/:id/role", { onRequest: app.requireAdmin }, async (request) => ({
    success: true as const,
    message: "The role is changed. It holds from their next request.",
    member: await changeStaffRole(app.db, request.account().id, request.params.id, request.body.role),
  }));
};
