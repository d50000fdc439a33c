import { IdParams } from "../api-answers.ts";
import {
  CreateStoreInput,
  MyStoresAnswer,
  StoreAnswer,
  StoreListAnswer,
  StoreListQuery,
  StoreReadQuery,
  StoreSavedAnswer,
  UpdateStoreInput,
} from "../stores-contracts.ts";
import { defineRoutes, errorAnswers, signedIn } from "./route-contract.ts";

const errors = errorAnswers(400, 401, 403, 404, 409);

/** The stores module's routes (apps/api/src/modules/stores). */
export const storesRoutes = defineRoutes({
  "GET /api/stores": {
    tags: ["stores"],
    summary: "Stores, newest first, by category or name",
    querystring: StoreListQuery,
    response: { 200: StoreListAnswer, ...errorAnswers(400) },
  },
  "GET /api/stores/seller/my-stores": {
    tags: ["stores"],
    summary: "The signed-in seller's stores, newest first",
    security: signedIn,
    response: { 200: MyStoresAnswer, ...errors },
  },
  "GET /api/stores/:id": {
    tags: ["stores"],
    summary:
      "One store by id or by its slug (its address /store/{slug}), with its seller, rating, newest reviews and return window; counts the visit once per visitor per day (never the owner's, nor a read with visit=false)",
    params: IdParams,
    querystring: StoreReadQuery,
    response: { 200: StoreAnswer, ...errorAnswers(404) },
  },
  "POST /api/stores": {
    tags: ["stores"],
    summary: "Open a store (step 2 of seller signup); the token decides the owner",
    security: signedIn,
    body: CreateStoreInput,
    response: { 201: StoreSavedAnswer, ...errors },
  },
  "PUT /api/stores/:id": {
    tags: ["stores"],
    summary: "Change a store's details, logo or banner (its owner only)",
    security: signedIn,
    params: IdParams,
    body: UpdateStoreInput,
    response: { 200: StoreSavedAnswer, ...errors },
  },
});
