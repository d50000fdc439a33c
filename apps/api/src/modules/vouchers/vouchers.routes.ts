import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { createVoucher, listStoreVouchers, updateVoucher } from "./store-vouchers.service.ts";

/** A seller's voucher codes for her stores (issue 31, decision 0048). */
export const vouchersRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(app, "GET /api/seller/stores/:id/vouchers", { onRequest: app.requireSeller }, async (request) => ({
    vouchers: await listStoreVouchers(app.db, request.account().id, request.params.id),
  }));

  addRoute(
    app,
    "POST /api/seller/stores/:id/vouchers",
    { onRequest: app.requireSeller },
    async (request, reply) => {
      const voucher = await createVoucher(app.db, request.account().id, request.params.id, request.body);
      return reply.code(201).send({ voucher });
    },
  );

  addRoute(app, "PUT /api/seller/vouchers/:id", { onRequest: app.requireSeller }, async (request) => ({
    voucher: await updateVoucher(app.db, request.account().id, request.params.id, request.body),
  }));
};
