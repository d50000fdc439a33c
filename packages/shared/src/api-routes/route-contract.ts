import type { z } from "zod";
import { ErrorAnswer } from "../api-answers.ts";

/** A route's name everywhere: its method and its full path, as `"GET /api/products/:id"`. */
export type RouteKey = `${"GET" | "POST" | "PUT" | "DELETE"} /api/${string}`;

/**
 * One API route's contract (issue 35, docs/decisions/0050): what the OpenAPI document says of it and
 * every shape it takes and answers. The names are Fastify's schema names, so the API registers the
 * entry as the route's schema unchanged; the web's client, its test handlers and the server-rendered
 * pages' reads read the same entry.
 */
export interface RouteContract {
  tags: readonly [string, ...string[]];
  summary: string;
  description?: string;
  /** Routes that need a signed-in account name the bearer token here (`security: signedIn`). */
  security?: typeof signedIn;
  params?: z.ZodType;
  querystring?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** A body that is not JSON (`["multipart/form-data"]` for uploads). */
  consumes?: readonly string[];
  /** Every status it may answer with its shape; the first 2xx is its success. */
  response: Readonly<Record<number, z.ZodType>>;
}

/** The bearer token a signed-in route reads (OpenAPI's security requirement). */
export const signedIn = [{ bearerAuth: [] as string[] }];

/**
 * The error statuses a route may answer, each with the one error envelope (API-CONTRACT
 * "Conventions"): `response: { 200: ProductAnswer, ...errorAnswers(400, 401, 403, 404) }`.
 */
export function errorAnswers<const S extends number>(...statuses: S[]): Record<S, typeof ErrorAnswer> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorAnswer])) as Record<S, typeof ErrorAnswer>;
}

/** One area's routes, checked as contracts and kept at their exact types. */
export function defineRoutes<const T extends { [K in keyof T]: K extends RouteKey ? RouteContract : never }>(
  routes: T,
): T {
  return routes;
}

/** The route's method and path, split: `["GET", "/api/products/:id"]`. */
export function methodAndPath(key: RouteKey) {
  const space = key.indexOf(" ");
  return [key.slice(0, space) as "GET" | "POST" | "PUT" | "DELETE", key.slice(space + 1)] as const;
}

/** The status of a route's success: its first 2xx. */
export function successStatus(contract: RouteContract): number {
  const status = Object.keys(contract.response)
    .map(Number)
    .find((code) => code >= 200 && code < 300);
  if (status === undefined) throw new TypeError(`${contract.summary}: the contract has no success answer.`);
  return status;
}

/** The schema of a route's success answer. */
export function successSchema(contract: RouteContract): z.ZodType {
  return contract.response[successStatus(contract)] as z.ZodType;
}

/** The schema of a route's success answer: its 200, else its 201. */
export type SuccessSchema<C extends RouteContract> = C extends { response: { 200: infer S } }
  ? S
  : C extends { response: { 201: infer S } }
    ? S
    : never;
