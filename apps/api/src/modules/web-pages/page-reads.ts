import { AsyncLocalStorage } from "node:async_hooks";
import { type ApiRoute, type ApiRoutes, apiRoutes } from "@marketplace/shared/api-routes";
import {
  methodAndPath,
  type RouteContract,
  successSchema,
} from "@marketplace/shared/api-routes/route-contract";
import type { InProcessAnswer } from "@marketplace/shared/page-rendering";
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
/** A query's keys, a key given more than once (`size=M&size=L`) with all its values. */
type RawQuery = Record<string, string | string[]>;
const ANY_PARAMS: z.ZodType<Raw> = z.record(z.string(), z.string());

/** A public GET the pages read: its contract's params and query, as its route parses them. */
type PageRoute = Extract<ApiRoute, `GET ${string}`>;
type Parsed<R extends PageRoute, Part extends "params" | "querystring"> = ApiRoutes[R] extends {
  [P in Part]: infer S extends z.ZodType;
}
  ? z.output<S>
  : Raw;

/**
 * One public GET the pages read, with its route's own contract (the shared route table): params and
 * query parsed as the route's validator parses them (a bad one answers 400 as the route does), the
 * answer serialized by the serializer Fastify compiles for the route (once, here too).
 */
function pageRead<R extends PageRoute>(
  key: R,
  read: (
    params: Parsed<R, "params">,
    query: Parsed<R, "querystring">,
    rawQuery: RawQuery,
  ) => Promise<unknown>,
) {
  const contract: RouteContract = apiRoutes[key];
  const url = methodAndPath(key)[1];
  const paramsSchema = contract.params ?? ANY_PARAMS;
  const querySchema = contract.querystring ?? ANY_PARAMS;
  const serialize = serializerCompiler({ schema: successSchema(contract), method: "GET", url });
  return async (rawParams: Raw, rawQuery: RawQuery): Promise<InProcessAnswer> => {
    const params = paramsSchema.safeParse(rawParams);
    if (!params.success) return badRequest(params.error);
    const query = querySchema.safeParse(rawQuery);
    if (!query.success) return badRequest(query.error);
    try {
      const answer = await read(
        params.data as Parsed<R, "params">,
        query.data as Parsed<R, "querystring">,
        rawQuery,
      );
      return { status: 200, body: JSON.parse(serialize(answer)) };
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
  const table: Partial<Record<PageRoute, (params: Raw, query: RawQuery) => Promise<InProcessAnswer>>> = {
    "GET /api/products": pageRead("GET /api/products", (_params, query) => catalog.productList(query)),
    "GET /api/products/facets": pageRead("GET /api/products/facets", (_params, query) =>
      catalog.productFacets(query),
    ),
    "GET /api/products/:id": pageRead("GET /api/products/:id", (params) => catalog.product(params.id)),
    "GET /api/products/:id/reviews": pageRead("GET /api/products/:id/reviews", (params, query) =>
      productReviewsAnswer(app, params.id, query),
    ),
    "GET /api/products/store/:storeId": pageRead(
      "GET /api/products/store/:storeId",
      (params, query, rawQuery) =>
        catalog.storeProducts(params.storeId, query, { paged: "page" in rawQuery || "limit" in rawQuery }),
    ),
    "GET /api/stores": pageRead("GET /api/stores", (_params, query) => stores.storeList(query)),
    "GET /api/campaigns": pageRead("GET /api/campaigns", async () => ({
      campaigns: await listOpenCampaigns(app.db),
    })),
    "GET /api/campaigns/:slug": pageRead("GET /api/campaigns/:slug", (params) =>
      publicCampaign(app.db, params.slug, urls),
    ),
    "GET /api/stores/:id": pageRead("GET /api/stores/:id", (params, query) =>
      stores.store(params.id, { ip: pageVisitor.getStore()?.ip ?? "", counted: query.visit !== "false" }),
    ),
  };

  return function read(
    endpoint: string,
    request: { params: Raw; query: RawQuery },
  ): Promise<InProcessAnswer> {
    const answer = table[endpoint as PageRoute];
    if (!answer)
      throw new Error(`A server render asked for ${endpoint}, which pages do not read in-process.`);
    return answer(request.params, request.query);
  };
}
