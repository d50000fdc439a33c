import { AsyncLocalStorage } from "node:async_hooks";
import { IdParams } from "@marketplace/shared/api-answers";
import type { InProcessAnswer } from "@marketplace/shared/page-rendering";
import {
  ProductAnswer,
  ProductListAnswer,
  ProductListQuery,
  ProductReviewsAnswer,
  ProductReviewsQuery,
  StoreProductsAnswer,
} from "@marketplace/shared/products-contracts";
import { StoreAnswer, StoreListAnswer, StoreListQuery } from "@marketplace/shared/stores-contracts";
import type { FastifyInstance } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import { HttpError } from "../../lib/http-error.ts";
import { catalogAnswers } from "../catalog/catalog-answers.ts";
import { productReviewsAnswer } from "../orders/review-answers.ts";
import { storeAnswers } from "../stores/store-answers.ts";

/** Who a server render reads for: the visitor's address counts a store visit as the route would. */
export interface PageVisitor {
  ip: string;
}

/** Set around each render, so reads deep inside React know whose visit it is. */
export const pageVisitor = new AsyncLocalStorage<PageVisitor>();

/** One public GET the pages read: its params, query and answer schemas (the route's own) and its answer. */
interface PageRead {
  params?: z.ZodType;
  query?: z.ZodType;
  answer: z.ZodType;
  // biome-ignore lint/suspicious/noExplicitAny: each read's input is what its own schemas parsed
  read(params: any, query: any, rawQuery: Record<string, string>): Promise<unknown>;
}

/**
 * The public reads a server render may make (docs/decisions/0022), answered by the same functions
 * as their HTTP routes, with the routes' own schemas: the query is parsed and the answer serialized
 * exactly as Fastify does it, so the page's HTML, its hydration data and a later fetch of the same
 * URL agree. Nothing here is a network call.
 */
export function pageReads(app: FastifyInstance) {
  const catalog = catalogAnswers(app);
  const stores = storeAnswers(app);
  const table: Record<string, PageRead> = {
    "GET /api/products": {
      query: ProductListQuery,
      answer: ProductListAnswer,
      read: (_params, query) => catalog.productList(query),
    },
    "GET /api/products/:id": {
      params: IdParams,
      answer: ProductAnswer,
      read: (params) => catalog.product(params.id),
    },
    "GET /api/products/:id/reviews": {
      params: IdParams,
      query: ProductReviewsQuery,
      answer: ProductReviewsAnswer,
      read: (params, query) => productReviewsAnswer(app, params.id, query),
    },
    "GET /api/products/store/:storeId": {
      query: ProductListQuery,
      answer: StoreProductsAnswer,
      read: (params, query, rawQuery) =>
        catalog.storeProducts(params.storeId, query, { paged: "page" in rawQuery || "limit" in rawQuery }),
    },
    "GET /api/stores": {
      query: StoreListQuery,
      answer: StoreListAnswer,
      read: (_params, query) => stores.storeList(query),
    },
    "GET /api/stores/:id": {
      params: IdParams,
      answer: StoreAnswer,
      read: (params) => stores.store(params.id, { ip: pageVisitor.getStore()?.ip ?? "" }),
    },
  };

  return async function read(
    endpoint: string,
    request: { params: Record<string, string>; query: Record<string, string> },
  ): Promise<InProcessAnswer> {
    const entry = table[endpoint];
    if (!entry) throw new Error(`A server render asked for ${endpoint}, which pages do not read in-process.`);
    const params = parsed(entry.params, request.params);
    const query = parsed(entry.query, request.query);
    if ("error" in params) return params.error;
    if ("error" in query) return query.error;
    try {
      const answer = await entry.read(params.value, query.value, request.query);
      const serialize = serializerCompiler({ schema: entry.answer, method: "GET", url: endpoint.slice(4) });
      return { status: 200, body: JSON.parse(serialize(answer)) };
    } catch (error) {
      if (error instanceof HttpError) {
        return { status: error.statusCode, body: { success: false, message: error.message } };
      }
      throw error;
    }
  };
}

/** Input as the route's validator reads it (the same schema; a bad one answers 400 as the route does). */
function parsed(
  schema: z.ZodType | undefined,
  input: Record<string, string>,
): { value: unknown } | { error: InProcessAnswer } {
  if (!schema) return { value: input };
  const result = schema.safeParse(input);
  if (result.success) return { value: result.data };
  const message = result.error.issues[0]?.message ?? "The request is not valid.";
  return { error: { status: 400, body: { success: false, message } } };
}
