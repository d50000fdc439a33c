import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "./add-route.ts";

/**
 * Never registered, only typechecked (`npm run typecheck`): it proves the route table bites. Each
 * `@ts-expect-error` fails the typecheck the day its line would compile.
 */
export const routesTheTableRefuses: FastifyPluginAsyncZod = async (app) => {
  // @ts-expect-error a route the shared table (packages/shared/src/api-routes) does not declare
  addRoute(app, "GET /api/not-in-the-table", {}, async () => ({ success: true as const }));

  // @ts-expect-error an answer that is not the contract's (GET /api/site answers `{ success, site }`)
  addRoute(app, "GET /api/site", {}, async () => ({ nothing: "here" }));

  // @ts-expect-error a param the contract's path does not have
  addRoute(app, "GET /api/products/:id", {}, async (request) => request.params.storeId);
};
