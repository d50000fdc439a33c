import { z } from "zod";
import { DoneAnswer, ErrorAnswer, IdParams } from "../api-answers.ts";
import {
  CreateProductInput,
  ProductAnswer,
  ProductFacetsAnswer,
  ProductListAnswer,
  ProductListQuery,
  ProductSavedAnswer,
  STORE_PRODUCTS_CAP,
  StockMovedAnswer,
  StoreProductsAnswer,
  UpdateProductInput,
  UploadedImagesAnswer,
} from "../products-contracts.ts";
import { SuggestionsAnswer, SuggestionsQuery } from "../search-contracts.ts";
import { defineRoutes, errorAnswers, signedIn } from "./route-contract.ts";

const errors = errorAnswers(400, 401, 403, 404, 409);

/** The catalog module's routes (apps/api/src/modules/catalog). */
export const catalogRoutes = defineRoutes({
  "GET /api/products": {
    tags: ["products"],
    summary:
      "Products, newest first by default, with filters, sorting and exact pagination; any other key filters by a variant option, its name lower-cased (`size=M`, decision 0030)",
    querystring: ProductListQuery,
    response: { 200: ProductListAnswer, 400: ErrorAnswer },
  },
  "GET /api/products/facets": {
    tags: ["products"],
    summary:
      "For the list's query, how many products each category, price band, size, colour, store city and store rating would give; a facet's counts leave out its own choice (issue 33)",
    querystring: ProductListQuery,
    response: { 200: ProductFacetsAnswer, 400: ErrorAnswer },
  },
  "GET /api/search/suggestions": {
    tags: ["products"],
    summary: "What the header's search box suggests while typing: up to 5 products, stores and categories",
    querystring: SuggestionsQuery,
    response: { 200: SuggestionsAnswer, 400: ErrorAnswer },
  },
  "GET /api/products/store/:storeId": {
    tags: ["products"],
    summary: `A store's products with the same filters and sorts, and the store page's figures; without page and limit, all of them (at most ${STORE_PRODUCTS_CAP})`,
    params: z.object({ storeId: z.string() }),
    querystring: ProductListQuery,
    response: { 200: StoreProductsAnswer, ...errorAnswers(400, 404) },
  },
  "GET /api/products/:id": {
    tags: ["products"],
    summary:
      "One product; unknown, malformed, hidden or suspended sellers' ids answer 404 (its owner still reads hers, marked)",
    params: IdParams,
    response: { 200: ProductAnswer, 404: ErrorAnswer },
  },
  "POST /api/products": {
    tags: ["products"],
    summary: "Add a product to one of the seller's stores; images as data URLs or uploaded URLs",
    description:
      "With an `Idempotency-Key` header, a retried send answers with the first product (no second one); the same key with a different body answers 422.",
    security: signedIn,
    headers: z.object({ "idempotency-key": z.string().min(1).max(200).optional() }),
    body: CreateProductInput,
    response: { 201: ProductSavedAnswer, ...errors, 422: ErrorAnswer },
  },
  "PUT /api/products/:id": {
    tags: ["products"],
    summary: "Change a product (its store's owner only); `images` lists the images to keep and new ones",
    description:
      "With `stockSeen` (the stock the form was shown), a figure left as shown keeps what sold meanwhile, and one changed after the stock moved answers 409 with the stock as it is now.",
    security: signedIn,
    params: IdParams,
    body: UpdateProductInput,
    response: { 200: ProductSavedAnswer, ...errors, 409: StockMovedAnswer },
  },
  "DELETE /api/products/:id": {
    tags: ["products"],
    summary: "Delete a product (its store's owner only); past orders keep what they sold",
    security: signedIn,
    params: IdParams,
    response: { 200: DoneAnswer, ...errors },
  },
  "POST /api/media/images": {
    tags: ["products"],
    summary: "Upload product images as multipart files; answers their URLs to use in `images`",
    security: signedIn,
    consumes: ["multipart/form-data"],
    response: { 201: UploadedImagesAnswer, ...errorAnswers(400, 401, 403, 404, 409, 413) },
  },
});
