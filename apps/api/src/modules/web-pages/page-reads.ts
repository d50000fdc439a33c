import { AsyncLocalStorage } from "node:async_hooks";
import { IdParams } from "@marketplace/shared/api-answers";
import { CampaignListAnswer, PublicCampaignAnswer } from "@marketplace/shared/campaigns-contracts";
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
import { z } from "zod";
import { HttpError } from "../../lib/http-error.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import { listOpenCampaigns, publicCampaign } from "../campaigns/campaigns.service.ts";
import { catalogAnswers } from "../catalog/catalog-answers.ts";
import { productReviewsAnswer } from "../orders/review-answers.ts";
import { storeAnswers } from "../stores/store-answers.ts";

/** Who a server render reads for: the visitor's address counts a store visit as the route would. */
export interface PageVisitor {
  ip: string;
}

/** Set around each render, so reads deep inside React know whose visit it is. */
export const pageVisitor = new AsyncLocalStorage<PageVisitor>();

type Raw = Record<string, string>;
const ANY_PARAMS: z.ZodType<Raw> = z.record(z.string(), z.string());

/**
 * One public GET the pages read, with its route's own schemas: params and query parsed as the
 * route's validator parses them (a bad one answers 400 as the route does), the answer serialized by
 * the serializer Fastify compiles for the route (once, here too).
 */
function pageRead<P, Q>(route: {
  params: z.ZodType<P>;
  query: z.ZodType<Q>;
  answer: z.ZodType;
  url: string;
  read(params: P, query: Q, rawQuery: Raw): Promise<unknown>;
}) {
  const serialize = serializerCompiler({ schema: route.answer, method: "GET", url: route.url });
  return async (rawParams: Raw, rawQuery: Raw): Promise<InProcessAnswer> => {
    const params = route.params.safeParse(rawParams);
    if (!params.success) return badRequest(params.error);
    const query = route.query.safeParse(rawQuery);
    if (!query.success) return badRequest(query.error);
    try {
      return {
        status: 200,
        body: JSON.parse(serialize(await route.read(params.data, query.data, rawQuery))),
      };
    } catch (error) {
      if (error instanceof HttpError) {
        return { status: error.statusCode, body: { success: false, message: error.message } };
      }
      throw error;
    }
  };
}

function badRequest(error: z.ZodError): InProcessAnswer {
  const message = error.issues[0]?.message ?? "The request is not valid.";
  return { status: 400, body: { success: false, message } };
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
  const urls = imageUrls(app.config.publicUrl);
  const table: Record<string, (params: Raw, query: Raw) => Promise<InProcessAnswer>> = {
    "GET /api/products": pageRead({
      url: "/api/products",
      params: ANY_PARAMS,
      query: ProductListQuery,
      answer: ProductListAnswer,
      read: (_params, query) => catalog.productList(query),
    }),
    "GET /api/products/:id": pageRead({
      url: "/api/products/:id",
      params: IdParams,
      query: ANY_PARAMS,
      answer: ProductAnswer,
      read: (params) => catalog.product(params.id),
    }),
    "GET /api/products/:id/reviews": pageRead({
      url: "/api/products/:id/reviews",
      params: IdParams,
      query: ProductReviewsQuery,
      answer: ProductReviewsAnswer,
      read: (params, query) => productReviewsAnswer(app, params.id, query),
    }),
    "GET /api/products/store/:storeId": pageRead({
      url: "/api/products/store/:storeId",
      params: z.object({ storeId: z.string() }),
      query: ProductListQuery,
      answer: StoreProductsAnswer,
      read: (params, query, rawQuery) =>
        catalog.storeProducts(params.storeId, query, { paged: "page" in rawQuery || "limit" in rawQuery }),
    }),
    "GET /api/stores": pageRead({
      url: "/api/stores",
      params: ANY_PARAMS,
      query: StoreListQuery,
      answer: StoreListAnswer,
      read: (_params, query) => stores.storeList(query),
    }),
    "GET /api/campaigns": pageRead({
      url: "/api/campaigns",
      params: ANY_PARAMS,
      query: ANY_PARAMS,
      answer: CampaignListAnswer,
      read: async () => ({ campaigns: await listOpenCampaigns(app.db) }),
    }),
    "GET /api/campaigns/:slug": pageRead({
      url: "/api/campaigns/:slug",
      params: z.object({ slug: z.string().max(100) }),
      query: ANY_PARAMS,
      answer: PublicCampaignAnswer,
      read: (params) => publicCampaign(app.db, params.slug, urls),
    }),
    "GET /api/stores/:id": pageRead({
      url: "/api/stores/:id",
      params: IdParams,
      query: ANY_PARAMS,
      answer: StoreAnswer,
      read: (params) => stores.store(params.id, { ip: pageVisitor.getStore()?.ip ?? "" }),
    }),
  };

  return function read(endpoint: string, request: { params: Raw; query: Raw }): Promise<InProcessAnswer> {
    const answer = table[endpoint];
    if (!answer)
      throw new Error(`A server render asked for ${endpoint}, which pages do not read in-process.`);
    return answer(request.params, request.query);
  };
}
