import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { IMAGE_BODY_BYTES } from "../../lib/body-limits.ts";
import { answerDependsOn, answerTags, writeTouched } from "../../lib/public-answer-tags.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import { MAX_IMAGE_BYTES } from "../media/image-processing.ts";
import { storeUploadedImages } from "../media/uploaded-images.ts";
import { requireNotSuspended } from "../stores/seller-suspension.ts";
import { catalogAnswers } from "./catalog-answers.ts";
import { glossaryAdminRoutes } from "./glossary-admin.routes.ts";
import { createProductOnce } from "./product-idempotency.ts";
import * as products from "./products.service.ts";
import { searchSuggestions } from "./search.service.ts";

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = imageUrls(app.config.publicUrl);
  const answers = catalogAnswers(app);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 8 } });
  // The search glossary the catalog's searches read, and its console routes (decision 0057).
  await app.register(glossaryAdminRoutes);

  // What each public answer shows, so that a write forgets only those it changed (decision 0059).
  addRoute(app, "GET /api/products", { config: { cache: "public" } }, async (request) => {
    const answer = await answers.productList(request.query);
    // Which products, in what order: lists; what it shows of each: theirs.
    answerDependsOn(request, [answerTags.lists, ...answer.products.map((p) => answerTags.product(p._id))]);
    return answer;
  });

  addRoute(app, "GET /api/products/facets", { config: { cache: "public" } }, async (request) => {
    answerDependsOn(request, [answerTags.lists]);
    return answers.productFacets(request.query);
  });

  addRoute(app, "GET /api/search/suggestions", { config: { cache: "public" } }, async (request) => {
    answerDependsOn(request, [answerTags.lists]);
    return { success: true as const, ...(await searchSuggestions(app.db, request.query.q, urls)) };
  });

  addRoute(
    app,
    "GET /api/products/store/:storeId",
    {
      config: { cache: "public" },
      // The owner's token shows her hidden products too, marked (decision 0019).
      onRequest: app.optionalAuth,
    },
    async (request) => {
      const store = request.params.storeId;
      answerDependsOn(request, [answerTags.store(store), answerTags.storeGoods(store)]);
      return answers.storeProducts(request.params.storeId, request.query, {
        viewerId: request.auth?.id,
        paged: asksForPage(request.url),
      });
    },
  );

  addRoute(
    app,
    "GET /api/products/:id",
    { onRequest: app.optionalAuth, config: { cache: "public" } },
    async (request) => {
      const answer = await answers.product(request.params.id, request.auth?.id);
      const { product } = answer;
      answerDependsOn(request, [answerTags.product(product._id), answerTags.store(product.store_id._id)]);
      return answer;
    },
  );

  addRoute(
    app,
    "POST /api/products",
    { onRequest: app.requireSeller, bodyLimit: IMAGE_BODY_BYTES },
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
      writeTouched(request, productTouches(answer.product));
      return reply.code(201).send(answer);
    },
  );

  addRoute(
    app,
    "PUT /api/products/:id",
    { onRequest: app.requireSeller, bodyLimit: IMAGE_BODY_BYTES },
    async (request) => {
      const product = await products.updateProduct(
        app.db,
        app.images,
        urls,
        request.account().id,
        request.params.id,
        request.body,
      );
      writeTouched(request, productTouches(product));
      return { success: true as const, message: "Product updated successfully!", product };
    },
  );

  addRoute(app, "DELETE /api/products/:id", { onRequest: app.requireSeller }, async (request) => {
    await products.deleteProduct(app.db, app.images, request.account().id, request.params.id);
    return { success: true as const, message: "Product deleted successfully" };
  });

  addRoute(
    app,
    "POST /api/media/images",
    {
      // An upload is no product's image until a product is saved with it.
      config: { leavesPublicAnswers: true },
      onRequest: app.requireSeller,
      bodyLimit: IMAGE_BODY_BYTES,
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

/** A product saved: its page, its store's list and figures, and every list it may be in or leave. */
function productTouches(product: { _id: string; store_id: { _id: string } }): string[] {
  return [answerTags.product(product._id), answerTags.storeGoods(product.store_id._id), answerTags.lists];
}

/** Whether the address names `page` or `limit` (the parsed query has their defaults filled in). */
function asksForPage(url: string): boolean {
  const at = url.indexOf("?");
  const query = new URLSearchParams(at === -1 ? "" : url.slice(at + 1));
  return query.has("page") || query.has("limit");
}
