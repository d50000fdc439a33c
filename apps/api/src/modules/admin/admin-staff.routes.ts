import { StaffListAnswer, StaffRoleAnswer, StaffRoleInput } from "@marketplace/shared/admin-contracts";
import { IdParams } from "@marketplace/shared/api-answers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import { changeStaffRole, listStaff } from "./admin-staff.service.ts";

const errors = errorAnswers(400, 401, 403, 404, 409, 429, 503);
const bearer = [{ bearerAuth: [] }];

/** The owner's Staff screen (issue 36, decision 0043): who is on the staff, and their roles. */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/staff",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Every member of staff with her role, oldest first (owner only)",
        security: bearer,
        response: { 200: StaffListAnswer, ...errors },
      },
    },
    async () => ({ success: true as const, staff: await listStaff(app.db) }),
  );

  app.put(
    "/admin/staff/:id/role",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary:
          "Give a member of staff another role (owner only); audited (staff.role). Refused (409) for her own role and for the last owner",
        security: bearer,
        params: IdParams,
        body: StaffRoleInput,
        response: { 200: StaffRoleAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: "The role is changed. It holds from their next request.",
      member: await changeStaffRole(app.db, request.account().id, request.params.id, request.body.role),
    }),
  );
};
