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
import { TotalChangedAnswer } from "@marketplace/shared/orders-contracts";
import { StockMovedAnswer, UploadedImagesAnswer } from "@marketplace/shared/products-contracts";
import { type HttpHandler, HttpResponse, http, matchRequestUrl } from "msw";
import type { z } from "zod";
import { endpointSchemas } from "@/lib/endpoint-schemas.ts";
import { sentRequests, serverProblems } from "./api-server.ts";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** The answer schema of each endpoint in the web's map: one list of what the app calls (decision 0014). */
function answersOf<T extends Record<string, { answer: z.ZodType }>>(
  map: T,
): { [K in keyof T]: T[K]["answer"] } {
  return Object.fromEntries(Object.entries(map).map(([route, entry]) => [route, entry.answer])) as {
    [K in keyof T]: T[K]["answer"];
  };
}

/** Every route the web app calls, with the shared schema of its successful answer. */
const ROUTES = {
  ...answersOf(endpointSchemas),
  // Called outside `api()`: uploads go through XMLHttpRequest, for their progress.
  "POST /api/media/images": UploadedImagesAnswer,
} satisfies Record<`${Method} /api/${string}`, z.ZodType>;

export type Route = keyof typeof ROUTES;

/** The body of the route's successful answer, as the shared contract types it. */
export type AnswerTo<R extends Route> = z.input<(typeof ROUTES)[R]>;

/**
 * The route's refusal: the error envelope; a checkout's also carries the server's new totals, and a
 * product edit's the stock as it is now.
 */
export type RefusalOf<R extends Route> = R extends keyof typeof REFUSALS
  ? TotalChangedAnswer & StockMovedAnswer
  : ErrorAnswer;

const REFUSALS = {
  "POST /api/orders": TotalChangedAnswer,
  "PUT /api/products/:id": StockMovedAnswer,
} satisfies Partial<Record<Route, z.ZodType>>;

/** The routes that answer a success with 201 Created, as the API does. */
const CREATED: ReadonlySet<Route> = new Set<Route>([
  "POST /api/auth/signup",
  "POST /api/seller/signup",
  "POST /api/products",
  "POST /api/media/images",
  "POST /api/stores",
  "POST /api/orders",
  "POST /api/orders/:id/items/:itemId/review",
  "POST /api/contact",
  // The operator console (issue 13).
  "POST /api/admin/settlements",
  "POST /api/products/:id/reports",
  // Vouchers and campaigns (issue 31).
  "POST /api/seller/stores/:id/vouchers",
  "POST /api/admin/campaigns",
  // Conversations (issue 17).
  "POST /api/conversations",
  "POST /api/conversations/:id/messages",
]);

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
      return HttpResponse.json(
        checked(route, (REFUSALS as Partial<Record<Route, z.ZodType>>)[route] ?? ErrorAnswer, reply.body),
        {
          status: reply.status,
        },
      );
    }
    return HttpResponse.json(checked(route, ROUTES[route], reply), {
      status: CREATED.has(route) ? 201 : 200,
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
