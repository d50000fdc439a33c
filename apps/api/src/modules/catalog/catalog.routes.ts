import multipart from "@fastify/multipart";
import { CreateProductInput, UpdateProductInput } from "@marketplace/shared/products-contracts";
import { SuggestionsQuery } from "@marketplace/shared/search-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IMAGE_BODY_BYTES } from "../../lib/body-limits.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { MAX_IMAGE_BYTES } from "../media/image-processing.ts";
import { storeImage } from "../media/image-storage.ts";
import { recordUpload } from "../media/pending-uploads.service.ts";
import { errorAnswer } from "../orders/orders.schemas.ts";
import {
  listQuery,
  paginationSchema,
  productSchema,
  storeStatsSchema,
  suggestionsSchema,
} from "./catalog.schemas.ts";
import { findStoreOwner } from "./products.repository.ts";
import * as products from "./products.service.ts";
import { searchSuggestions } from "./search.service.ts";

const idParam = z.object({ id: z.string() });
const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };
const bearer = [{ bearerAuth: [] }];
/** The most products a store's list answers when the client does not page it. */
export const STORE_PRODUCTS_CAP = 500;
const productAnswer = z.object({ success: z.literal(true), message: z.string(), product: productSchema });

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 8 } });

  app.get(
    "/products",
    {
      schema: {
        tags: ["products"],
        summary: "Products, newest first by default, with filters, sorting and exact pagination",
        querystring: listQuery,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            products: z.array(productSchema),
            pagination: paginationSchema,
          }),
          400: errorAnswer,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Products retrieved successfully",
      ...(await products.listProducts(app.db, request.query)),
    }),
  );

  app.get(
    "/search/suggestions",
    {
      schema: {
        tags: ["products"],
        summary:
          "What the header's search box suggests while typing: up to 5 products, stores and categories",
        querystring: SuggestionsQuery,
        response: { 200: suggestionsSchema, 400: errorAnswer },
      },
    },
    async (request) => ({ success: true as const, ...(await searchSuggestions(app.db, request.query.q)) }),
  );

  app.get(
    "/products/store/:storeId",
    {
      schema: {
        tags: ["products"],
        summary: `A store's products with the same filters and sorts, and the store page's figures; without page and limit, all of them (at most ${STORE_PRODUCTS_CAP})`,
        params: z.object({ storeId: z.string() }),
        querystring: listQuery,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            products: z.array(productSchema),
            pagination: paginationSchema,
            stats: storeStatsSchema,
          }),
          400: errorAnswer,
          404: errorAnswer,
        },
      },
    },
    async (request) => {
      const { storeId } = request.params;
      if (!isUuid(storeId) || !(await findStoreOwner(app.db, storeId))) throw notFound("Store not found");
      // Older clients (the first dashboard and store page) never page: they get the whole store.
      const paging = asksForPage(request.url) ? {} : { page: 1, limit: STORE_PRODUCTS_CAP };
      const [page, stats] = await Promise.all([
        products.listProducts(app.db, { ...request.query, ...paging, store_id: storeId }),
        products.storeStats(app.db, storeId),
      ]);
      return { success: true as const, message: "Store products retrieved successfully", ...page, stats };
    },
  );

  app.get(
    "/products/:id",
    {
      schema: {
        tags: ["products"],
        summary: "One product; unknown or malformed ids answer 404",
        params: idParam,
        response: { 200: z.object({ success: z.literal(true), product: productSchema }), 404: errorAnswer },
      },
    },
    async (request) => ({
      success: true as const,
      product: await products.getProduct(app.db, request.params.id),
    }),
  );

  app.post(
    "/products",
    {
      onRequest: app.requireSeller,
      bodyLimit: IMAGE_BODY_BYTES,
      schema: {
        tags: ["products"],
        summary: "Add a product to one of the seller's stores; images as data URLs or uploaded URLs",
        security: bearer,
        body: CreateProductInput,
        response: { 201: productAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const product = await products.createProduct(app.db, app.images, request.auth!.id, request.body);
      return reply
        .code(201)
        .send({ success: true as const, message: "Product added successfully!", product });
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
        security: bearer,
        params: idParam,
        body: UpdateProductInput,
        response: { 200: productAnswer, ...errors },
      },
    },
    async (request) => {
      const product = await products.updateProduct(
        app.db,
        app.images,
        request.auth!.id,
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
        params: idParam,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await products.deleteProduct(app.db, app.images, request.auth!.id, request.params.id);
      return { success: true as const, message: "Product deleted successfully" };
    },
  );

  app.post(
    "/media/images",
    {
      onRequest: app.requireSeller,
      bodyLimit: IMAGE_BODY_BYTES,
      schema: {
        tags: ["products"],
        summary: "Upload product images as multipart files; answers their URLs to use in `images`",
        security: bearer,
        consumes: ["multipart/form-data"],
        response: {
          201: z.object({
            success: z.literal(true),
            images: z.array(z.object({ url: z.string(), thumbUrl: z.string() })),
          }),
          ...errors,
          413: errorAnswer,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest("Send the images as multipart/form-data.");
      const stored = [];
      const files = request.files()[Symbol.asyncIterator]();
      for (
        let next = await parsing(() => files.next());
        !next.done;
        next = await parsing(() => files.next())
      ) {
        const part = next.value;
        const bytes = await parsing(() => part.toBuffer());
        // Pending until a product save takes it; noted before its files are written, so that a
        // crash mid-write, or a later file failing (and the whole answer with it), still leaves
        // this one to the sweep of abandoned uploads.
        const image = await storeImage(app.images, "products", bytes, part.filename || "image", (noted) =>
          recordUpload(app.db, request.auth!.id, noted),
        );
        stored.push(image);
      }
      if (stored.length === 0) throw badRequest("No image was attached.");
      return reply.code(201).send({ success: true as const, images: stored });
    },
  );
};

/** Whether the address names `page` or `limit` (the parsed query has their defaults filled in). */
function asksForPage(url: string): boolean {
  const at = url.indexOf("?");
  const query = new URLSearchParams(at === -1 ? "" : url.slice(at + 1));
  return query.has("page") || query.has("limit");
}

/**
 * Reads the multipart body. The parser throws plain errors for a body that is not well formed (no
 * boundary, a truncated part, a broken header): those are the client's, so they answer 400, not 500.
 * Its own errors with a status (file too large, too many files) keep theirs.
 */
async function parsing<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) throw error;
    throw badRequest(
      "The upload is not a well-formed multipart body of image files. Please choose the images again.",
    );
  }
}
