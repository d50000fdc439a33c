import { type ApiRoute, type ApiRoutes, apiRoutes } from "@marketplace/shared/api-routes";
import { methodAndPath } from "@marketplace/shared/api-routes/route-contract";
import type {
  ContextConfigDefault,
  FastifyInstance,
  RouteOptions as FastifyRouteOptions,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptionsWithHandler,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyInstance["log"],
  ZodTypeProvider
>;

/** Fastify's route of one contract: its options and its handler, typed by the contract's schemas once. */
type ContractRoute<K extends ApiRoute> = RouteShorthandOptionsWithHandler<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  ApiRoutes[K],
  ZodTypeProvider
>;

/** How a route runs beside its contract: its guard, its caching, its body limit. */
export type RouteOptions<K extends ApiRoute> = Omit<ContractRoute<K>, "schema" | "handler">;

/** A route's handler, its request and reply typed by the contract's params, query, body and answers. */
export type RouteHandler<K extends ApiRoute> = ContractRoute<K>["handler"];

/**
 * Registers one route of the shared table (`packages/shared/src/api-routes.ts`) on a plugin: the
 * contract is its schema (validation, serialization and the OpenAPI document), the plugin's prefix is
 * taken off its path. A route the table does not declare fails typecheck here.
 *
 *   addRoute(app, "GET /api/seller/vouchers/:id", { onRequest: app.requireSeller }, async (request) => …)
 */
export function addRoute<K extends ApiRoute>(
  app: ZodApp,
  key: K,
  options: RouteOptions<K>,
  handler: RouteHandler<K>,
) {
  const [method, path] = methodAndPath(key);
  if (!path.startsWith(`${app.prefix}/`))
    throw new Error(`${key} cannot be registered under the prefix "${app.prefix}".`);
  // The handler's types were checked against the contract above; Fastify's own route() takes them loose.
  const route = { ...options, method, url: path.slice(app.prefix.length), schema: apiRoutes[key], handler };
  app.route(route as unknown as FastifyRouteOptions);
}
