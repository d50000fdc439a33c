import { PAYMENT_METHODS } from "@marketplace/shared/order-statuses";
import { PaymentDetailsInput } from "@marketplace/shared/payment-details";
import { SearchText } from "@marketplace/shared/search-contracts";
import { StoreFields } from "@marketplace/shared/stores-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IMAGE_BODY_BYTES } from "../../lib/body-limits.ts";
import { errorAnswer } from "../orders/orders.schemas.ts";
import * as stores from "./stores.service.ts";

const storeSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  category: z.string(),
  description: z.string(),
  contactInfo: z.object({ phone: z.string(), email: z.string() }),
  socialLinks: z.object({ facebook: z.string(), instagram: z.string(), twitter: z.string() }),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  location: z.string(),
  seller_id: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  acceptedPaymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** Only in the owner's own answers: public ones are filtered to `storeSchema`, so details never leak. */
const ownStoreSchema = storeSchema.extend({
  paymentDetails: z.object({
    bankName: z.string(),
    accountTitle: z.string(),
    iban: z.string(),
    jazzcash: z.string(),
    easypaisa: z.string(),
  }),
});

const imageField = z
  .string()
  .max(8 * 1024 * 1024, "The image is too large.")
  .nullable()
  .optional();
const CreateStoreBody = StoreFields.extend({
  /** Ignored: the token decides who owns the store. */
  user_id: z.unknown().optional(),
  logo: imageField,
  banner: imageField,
  paymentDetails: PaymentDetailsInput.optional(),
});
const UpdateStoreBody = StoreFields.partial().extend({
  logo: imageField,
  banner: imageField,
  paymentDetails: PaymentDetailsInput.optional(),
});

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };
const bearer = [{ bearerAuth: [] }];
const storeAnswer = z.object({ success: z.literal(true), message: z.string(), store: ownStoreSchema });

export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/stores",
    {
      schema: {
        tags: ["stores"],
        summary: "Stores, newest first, by category or name",
        querystring: z.object({
          category: z.string().max(60).optional(),
          search: SearchText.optional(),
        }),
        response: {
          200: z.object({ success: z.literal(true), stores: z.array(storeSchema) }),
          400: errorAnswer,
        },
      },
    },
    async (request) => ({ success: true as const, stores: await stores.listStores(app.db, request.query) }),
  );

  app.get(
    "/stores/seller/my-stores",
    {
      onRequest: app.requireSeller,
      schema: {
        tags: ["stores"],
        summary: "The signed-in seller's stores, newest first",
        security: bearer,
        response: {
          200: z.object({ success: z.literal(true), count: z.number(), stores: z.array(ownStoreSchema) }),
          ...errors,
        },
      },
    },
    async (request) => {
      const list = await stores.myStores(app.db, request.auth!.id);
      return { success: true as const, count: list.length, stores: list };
    },
  );

  app.get(
    "/stores/:id",
    {
      onRequest: app.optionalAuth,
      schema: {
        tags: ["stores"],
        summary:
          "One store by id or by its slug (its address /store/{slug}), with its seller; counts the visit once per visitor per day (never the owner's)",
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ success: z.literal(true), store: storeSchema }), 404: errorAnswer },
      },
    },
    async (request) => ({
      success: true as const,
      store: await stores.getStore(app.db, request.params.id, {
        accountId: request.auth?.id,
        ip: request.ip,
      }),
    }),
  );

  app.post(
    "/stores",
    {
      onRequest: app.requireSeller,
      // Logo and banner may come as data URLs.
      bodyLimit: IMAGE_BODY_BYTES,
      schema: {
        tags: ["stores"],
        summary: "Open a store (step 2 of seller signup); the token decides the owner",
        security: bearer,
        body: CreateStoreBody,
        response: { 201: storeAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const store = await stores.createStore(app.db, app.images, request.auth!.id, request.body);
      return reply.code(201).send({ success: true as const, message: "Store created successfully!", store });
    },
  );

  app.put(
    "/stores/:id",
    {
      onRequest: app.requireSeller,
      // Logo and banner may come as data URLs.
      bodyLimit: IMAGE_BODY_BYTES,
      schema: {
        tags: ["stores"],
        summary: "Change a store's details, logo or banner (its owner only)",
        security: bearer,
        params: z.object({ id: z.string() }),
        body: UpdateStoreBody,
        response: { 200: storeAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Store updated successfully!",
      store: await stores.updateStore(app.db, app.images, request.auth!.id, request.params.id, request.body),
    }),
  );
};
