import { IdParams } from "@marketplace/shared/api-answers";
import {
  CreateStoreInput,
  MyStoresAnswer,
  StoreAnswer,
  StoreListAnswer,
  StoreListQuery,
  StoreSavedAnswer,
  UpdateStoreInput,
} from "@marketplace/shared/stores-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IMAGE_BODY_BYTES } from "../../lib/body-limits.ts";
import { errorAnswers } from "../../lib/error-answers.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import { storeAnswers } from "./store-answers.ts";
import * as stores from "./stores.service.ts";

const errors = errorAnswers(400, 401, 403, 404, 409);
const bearer = [{ bearerAuth: [] }];

export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = imageUrls(app.config.publicUrl);
  const answers = storeAnswers(app);

  app.get(
    "/stores",
    {
      config: { cache: "public" },
      schema: {
        tags: ["stores"],
        summary: "Stores, newest first, by category or name",
        querystring: StoreListQuery,
        response: { 200: StoreListAnswer, ...errorAnswers(400) },
      },
    },
    async (request) => answers.storeList(request.query),
  );

  app.get(
    "/stores/seller/my-stores",
    {
      onRequest: app.requireSeller,
      schema: {
        tags: ["stores"],
        summary: "The signed-in seller's stores, newest first",
        security: bearer,
        response: { 200: MyStoresAnswer, ...errors },
      },
    },
    async (request) => {
      const list = await stores.myStores(app.db, urls, request.account().id);
      return { success: true as const, count: list.length, stores: list };
    },
  );

  app.get(
    "/stores/:id",
    {
      config: { cache: "public" },
      onRequest: app.optionalAuth,
      schema: {
        tags: ["stores"],
        summary:
          "One store by id or by its slug (its address /store/{slug}), with its seller; counts the visit once per visitor per day (never the owner's)",
        params: IdParams,
        response: { 200: StoreAnswer, ...errorAnswers(404) },
      },
    },
    async (request) => answers.store(request.params.id, { accountId: request.auth?.id, ip: request.ip }),
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
        body: CreateStoreInput,
        response: { 201: StoreSavedAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const store = await stores.createStore(app.db, app.images, urls, request.account().id, request.body);
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
        params: IdParams,
        body: UpdateStoreInput,
        response: { 200: StoreSavedAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Store updated successfully!",
      store: await stores.updateStore(
        app.db,
        app.images,
        urls,
        request.account().id,
        request.params.id,
        request.body,
      ),
    }),
  );
};
