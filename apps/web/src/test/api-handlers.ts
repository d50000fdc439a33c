/*
 * What the API answers in a web test, typed and checked by the shared contracts. A route is named as
 * "METHOD /path" exactly as the API declares it; its answer must be the shared answer type of that
 * route (so a change of the server's shape fails the web tests at typecheck), and is parsed by the
 * shared zod schema before it is sent (so a body built loosely fails the test at run time too).
 *
 *   server.use(answer("GET /api/products/:id", { success: true, product: aProduct() }));
 *   server.use(refuse("POST /api/orders", 409, "Only 1 left of Phulkari Dupatta."));
 *   server.use(on("POST /api/orders/:id/cancel", async ({ request, params }) => ...));
 *   expect(await sent("POST /api/contact")[0]?.json()).toEqual({ ... });
 */

import { ErrorAnswer } from "@marketplace/shared/api-answers";
import { apiRoutes } from "@marketplace/shared/api-routes";
import {
  type RouteContract,
  type SuccessSchema,
  successSchema,
  successStatus,
} from "@marketplace/shared/api-routes/route-contract";
import type { TotalChangedAnswer } from "@marketplace/shared/orders-contracts";
import type { StockMovedAnswer } from "@marketplace/shared/products-contracts";
import { type HttpHandler, HttpResponse, http, matchRequestUrl } from "msw";
import type { z } from "zod";
import { sentRequests, serverProblems } from "./api-server.ts";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** The schema of each route's successful answer, from the shared route table (docs/decisions/0050). */
function successSchemasOf<T extends Record<string, RouteContract>>(routes: T) {
  return Object.fromEntries(
    Object.entries(routes).map(([route, contract]) => [route, successSchema(contract)]),
  ) as { [K in keyof T]: SuccessSchema<T[K]> };
}
const ROUTES = successSchemasOf(apiRoutes);

/**
 * Every route of the API that answers JSON: a file, a CSV or an event stream is not answered through
 * these handlers (and a route answering "any string" would let a test's `success: true` widen).
 */
export type Route = {
  [K in keyof typeof ROUTES]: (typeof ROUTES)[K] extends z.ZodObject ? K : never;
}[keyof typeof ROUTES];

/** The body of the route's successful answer, as the shared contract types it. */
export type AnswerTo<R extends Route> = z.input<(typeof ROUTES)[R]>;

/**
 * A refusal's body: the error envelope; a checkout's also carries the server's new totals and a
 * product edit's the stock as it is now. Which one a route may send is its contract's, checked when
 * the handler answers (`refusalSchema`).
 */
export type RefusalOf<_R extends Route> = TotalChangedAnswer & StockMovedAnswer;

/** The schema a refusal of the route with `status` must match. */
function refusalSchema(route: Route, status: number): z.ZodType {
  return (apiRoutes[route].response as Record<number, z.ZodType>)[status] ?? ErrorAnswer;
}

type PathOf<R extends Route> = R extends `${Method} ${infer P}` ? P : never;

/** `{ id: string }` for "/api/products/:id", and so on. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<string, never>;

/** An error answer of the server. */
export class Refusal<B extends ErrorAnswer = ErrorAnswer> {
  constructor(
    readonly status: number,
    readonly body: B,
  ) {}
}

/** The server refuses with `status` and `message` (and per-field `errors`, or a checkout's new `totals`). */
export function refusal(
  status: number,
  message: string,
  more: Pick<TotalChangedAnswer, "errors" | "totals"> & Pick<StockMovedAnswer, "stock"> = {},
): Refusal<TotalChangedAnswer & StockMovedAnswer> {
  return new Refusal(status, { success: false, message, ...more });
}

/** No answer at all: the connection failed (offline, server down). */
export const NO_CONNECTION = Symbol("no connection");

export type Reply<R extends Route> = AnswerTo<R> | Refusal<RefusalOf<R>> | typeof NO_CONNECTION;

export interface AnsweredRequest<R extends Route> {
  request: Request;
  params: ParamsOf<PathOf<R>>;
}

/** The route answers whatever `resolve` says for each request: an answer, a refusal or no connection. */
export function on<R extends Route>(
  route: R,
  resolve: (info: AnsweredRequest<R>) => Reply<R> | Promise<Reply<R>>,
): HttpHandler {
  const [method, path] = split(route);
  return http[method](path, async ({ request, params }) => {
    let reply: Reply<R>;
    try {
      reply = await resolve({ request, params: params as ParamsOf<PathOf<R>> });
    } catch (error) {
      serverProblems.push(`The test's handler of ${route} failed: ${error}`);
      throw error;
    }
    if (reply === NO_CONNECTION) return HttpResponse.error();
    if (reply instanceof Refusal) {
      return HttpResponse.json(checked(route, refusalSchema(route, reply.status), reply.body), {
        status: reply.status,
      });
    }
    return HttpResponse.json(checked(route, ROUTES[route], reply), {
      status: successStatus(apiRoutes[route]),
    });
  });
}

/** The route answers `body` to every request. */
export function answer<R extends Route>(route: R, body: AnswerTo<R>): HttpHandler {
  checked(route, ROUTES[route], body);
  return on(route, () => body);
}

/** The route refuses every request with `status` and `message`. */
export function refuse<R extends Route>(
  route: R,
  status: number,
  message: string,
  more?: Pick<RefusalOf<R>, "errors">,
): HttpHandler {
  const body = refusal(status, message, more);
  checked(route, ErrorAnswer, body.body);
  return on(route, () => body);
}

/** Every request to the route fails to connect. */
export function cutOff<R extends Route>(route: R): HttpHandler {
  return on(route, () => NO_CONNECTION);
}

/** The requests the app sent to the route in this test, in order; their bodies can still be read. */
export function sent(route: Route): Request[] {
  const [method, path] = split(route);
  return sentRequests.filter(
    (request) =>
      request.method.toLowerCase() === method &&
      matchRequestUrl(new URL(request.url), path, location.origin).matches,
  );
}

/** The path and query of every request the app sent in this test, e.g. "/api/products?page=2". */
export function sentPaths(): string[] {
  return sentRequests.map((request) => {
    const url = new URL(request.url);
    return url.pathname + url.search;
  });
}

function split(route: Route) {
  const [method, path] = route.split(" ") as [Method, string];
  return [method.toLowerCase() as Lowercase<Method>, path] as const;
}

/** The body, once the shared schema accepts it; anything else fails the test that sent it. */
function checked<T>(route: Route, schema: z.ZodType, body: T): T {
  const result = schema.safeParse(body);
  if (!result.success) {
    const problem = `The test's answer to ${route} is not what the API sends: ${result.error.message}`;
    serverProblems.push(problem);
    throw new Error(problem);
  }
  return body;
}
