import multipart from "@fastify/multipart";
import { DoneAnswer, ErrorAnswer, IdParams } from "@marketplace/shared/api-answers";
import {
  CreateProductInput,
  ProductAnswer,
  ProductListAnswer,
  ProductListQuery,
  ProductSavedAnswer,
  StockMovedAnswer,
  StoreProductsAnswer,
  UpdateProductInput,
  UploadedImagesAnswer,
} from "@marketplace/shared/products-contracts";
import { SuggestionsAnswer, SuggestionsQuery } from "@marketplace/shared/search-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IMAGE_BODY_BYTES } from "../../lib/body-limits.ts";
import { errorAnswers } from "../../lib/error-answers.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import { MAX_IMAGE_BYTES } from "../media/image-processing.ts";
import { storeUploadedImages } from "../media/uploaded-images.ts";
import { requireNotSuspended } from "../stores/seller-suspension.ts";
import { catalogAnswers, STORE_PRODUCTS_CAP } from "./catalog-answers.ts";
import { createProductOnce } from "./product-idempotency.ts";
import * as products from "./products.service.ts";
import { searchSuggestions } from "./search.service.ts";

const errors = errorAnswers(400, 401, 403, 404, 409);
const bearer = [{ bearerAuth: [] }];

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = imageUrls(app.config.publicUrl);
  const answers = catalogAnswers(app);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 8 } });

  app.get(
    "/products",
    {
      config: { cache: "public" },
      schema: {
        tags: ["products"],
        summary:
          "Products, newest first by default, with filters, sorting and exact pagination; any other key filters by a variant option, its name lower-cased (`size=M`, decision 0030)",
        querystring: ProductListQuery,
        response: { 200: ProductListAnswer, 400: ErrorAnswer },
      },
    },
    async (request) => answers.productList(request.query),
  );

  app.get(
    "/search/suggestions",
    {
      config: { cache: "public" },
      schema: {
        tags: ["products"],
        summary:
          "What the header's search box suggests while typing: up to 5 products, stores and categories",
        querystring: SuggestionsQuery,
        response: { 200: SuggestionsAnswer, 400: ErrorAnswer },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await searchSuggestions(app.db, request.query.q, urls)),
    }),
  );

  app.get(
    "/products/store/:storeId",
    {
      config: { cache: "public" },
      // The owner's token shows her hidden products too, marked (decision 0019).
      onRequest: app.optionalAuth,
      schema: {
        tags: ["products"],
        summary: `A store's products with the same filters and sorts, and the store page's figures; without page and limit, all of them (at most ${STORE_PRODUCTS_CAP})`,
        params: z.object({ storeId: z.string() }),
        querystring: ProductListQuery,
        response: { 200: StoreProductsAnswer, ...errorAnswers(400, 404) },
      },
    },
    async (request) =>
      answers.storeProducts(request.params.storeId, request.query, {
        viewerId: request.auth?.id,
        paged: asksForPage(request.url),
      }),
  );

  app.get(
    "/products/:id",
    {
      onRequest: app.optionalAuth,
      config: { cache: "public" },
      schema: {
        tags: ["products"],
        summary:
          "One product; unknown, malformed, hidden or suspended sellers' ids answer 404 (its owner still reads hers, marked)",
        params: IdParams,
        response: { 200: ProductAnswer, 404: ErrorAnswer },
      },
    },
    async (request) => answers.product(request.params.id, request.auth?.id),
  );

  app.post(
    "/products",
    {
      onRequest: app.requireSeller,
      bodyLimit: IMAGE_BODY_BYTES,
      schema: {
        tags: ["products"],
        summary: "Add a product to one of the seller's stores; images as data URLs or uploaded URLs",
        description:
          "With an `Idempotency-Key` header, a retried send answers with the first product (no second one); the same key with a different body answers 422.",
        security: bearer,
        headers: z.object({ "idempotency-key": z.string().min(1).max(200).optional() }),
        body: CreateProductInput,
        response: { 201: ProductSavedAnswer, ...errors, 422: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const sellerId = request.account().id;
      const answer = await createProductOnce(
        app.db,
        sellerId,
        request.headers["idempotency-key"],
        request.body,
        async (whileSaving) => {
          const product = await products.createProduct(
            app.db,
            app.images,
            urls,
            sellerId,
            request.body,
            whileSaving,
          );
          return { success: true as const, message: "Product added successfully!", product };
        },
        async (productId) => ({
          success: true as const,
          message: "Product added successfully!",
          product: await products.getProduct(app.db, productId, urls, sellerId),
        }),
      );
      return reply.code(201).send(answer);
    },
  );

  app.put(
    "/products/:id",
    {
      onRequest: app.requireSeller,
      bodyLimit: IMAGE_BODY_BYTES,
      schema: {
        tags: ["products"],
        summary: "Change a product (its store's owner only); `images` lists the images to keep and new ones",
        description:
          "With `stockSeen` (the stock the form was shown), a figure left as shown keeps what sold meanwhile, and one changed after the stock moved answers 409 with the stock as it is now.",
        security: bearer,
        params: IdParams,
        body: UpdateProductInput,
        response: { 200: ProductSavedAnswer, ...errors, 409: StockMovedAnswer },
      },
    },
    async (request) => {
      const product = await products.updateProduct(
        app.db,
        app.images,
        urls,
        request.account().id,
        request.params.id,
        request.body,
      );
      return { success: true as const, message: "Product updated successfully!", product };
    },
  );

  app.delete(
    "/products/:id",
    {
      onRequest: app.requireSeller,
      schema: {
        tags: ["products"],
        summary: "Delete a product (its store's owner only); past orders keep what they sold",
        security: bearer,
        params: IdParams,
        response: { 200: DoneAnswer, ...errors },
      },
    },
    async (request) => {
      await products.deleteProduct(app.db, app.images, request.account().id, request.params.id);
      return { success: true as const, message: "Product deleted successfully" };
    },
  );

  app.post(
    "/media/images",
    {
      // An upload is no product's image until a product is saved with it.
      config: { leavesPublicAnswers: true },
      onRequest: app.requireSeller,
      bodyLimit: IMAGE_BODY_BYTES,
      schema: {
        tags: ["products"],
        summary: "Upload product images as multipart files; answers their URLs to use in `images`",
        security: bearer,
        consumes: ["multipart/form-data"],
        response: { 201: UploadedImagesAnswer, ...errorAnswers(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request, reply) => {
      await requireNotSuspended(app.db, request.account().id);
      const images = await storeUploadedImages(app, request, {
        folder: "products",
        fallbackName: "image",
        ownerId: request.account().id,
        urls,
      });
      return reply.code(201).send({ success: true as const, images });
    },
  );
};

/** Whether the address names `page` or `limit` (the parsed query has their defaults filled in). */
function asksForPage(url: string): boolean {
  const at = url.indexOf("?");
  const query = new URLSearchParams(at === -1 ? "" : url.slice(at + 1));
  return query.has("page") || query.has("limit");
}
