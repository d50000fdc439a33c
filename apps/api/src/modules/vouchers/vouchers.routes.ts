import { IdParams } from "@marketplace/shared/api-answers";
import {
  CreateVoucherInput,
  UpdateVoucherInput,
  VoucherAnswer,
  VoucherListAnswer,
} from "@marketplace/shared/vouchers-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import { createVoucher, listStoreVouchers, updateVoucher } from "./store-vouchers.service.ts";

const bearer = [{ bearerAuth: [] }];
const StoreParams = z.object({ id: z.string() });

/** A seller's voucher codes for her stores (issue 31, decision 0048). */
export const vouchersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/seller/stores/:id/vouchers",
    {
      onRequest: app.requireSeller,
      schema: {
        tags: ["vouchers"],
        summary: "A store's voucher codes, newest first, with their uses and the discount they gave",
        security: bearer,
        params: StoreParams,
        response: { 200: VoucherListAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      vouchers: await listStoreVouchers(app.db, request.account().id, request.params.id),
    }),
  );

  app.post(
    "/seller/stores/:id/vouchers",
    {
      onRequest: app.requireSeller,
      schema: {
        tags: ["vouchers"],
        summary:
          "Make a voucher code for a store: a percentage (with a cap) or a fixed amount, with its limits",
        security: bearer,
        params: StoreParams,
        body: CreateVoucherInput,
        response: { 201: VoucherAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const voucher = await createVoucher(app.db, request.account().id, request.params.id, request.body);
      return reply.code(201).send({ voucher });
    },
  );

  app.put(
    "/seller/vouchers/:id",
    {
      onRequest: app.requireSeller,
      schema: {
        tags: ["vouchers"],
        summary: "Pause, resume or end a voucher code, or change its terms (not its code or type)",
        security: bearer,
        params: IdParams,
        body: UpdateVoucherInput,
        response: { 200: VoucherAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      voucher: await updateVoucher(app.db, request.account().id, request.params.id, request.body),
    }),
  );
};
