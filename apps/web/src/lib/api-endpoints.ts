import type { ApiRoutes } from "@marketplace/shared/api-routes";
import type { InProcessReader } from "@marketplace/shared/page-rendering";
import type { z } from "zod";
import { apiErrorOf, apiRequest } from "./api-client.ts";
import { inProcessReader } from "./in-process-reads.ts";

/**
 * The endpoint map, by type only (docs/decisions/0050): the shared route table itself is loaded
 * only where answers are checked, so zod stays out of the app's production bundle.
 */
export type Endpoint = keyof ApiRoutes;
type Entry<E extends Endpoint> = ApiRoutes[E];

/** The schema of what an endpoint answers when it succeeds: its contract's first 2xx. */
type SuccessOf<E extends Endpoint> = Entry<E>["response"][Extract<keyof Entry<E>["response"], 200 | 201>];

/** What an endpoint answers when it succeeds. */
export type Answer<E extends Endpoint> = z.output<SuccessOf<E>>;
/** What an endpoint's body may hold: the input type of its shared schema. */
export type Body<E extends Endpoint> =
  Entry<E> extends { body: infer B extends z.ZodType } ? z.input<B> : never;

/** The keys a type requires, leaving out index signatures (a schema's "any other key"). */
type RequiredKeys<T> = {
  [K in keyof T]-?: string extends K ? never : Record<string, never> extends Pick<T, K> ? never : K;
}[keyof T];

/**
 * The filters an endpoint's query takes, from its shared query schema: the values it reads them as
 * (the schemas coerce from the URL's strings, so their input type says `unknown`), each optional but
 * those the schema requires. Unset ones are left out of the URL.
 */
type QueryOf<Q extends z.ZodType> = Partial<z.output<Q>> &
  Pick<z.output<Q>, RequiredKeys<z.input<Q>> & keyof z.output<Q>>;
export type Query<E extends Endpoint> =
  Entry<E> extends { querystring: infer Q extends z.ZodType } ? QueryOf<Q> : never;

type PathOf<E extends string> = E extends `${string} ${infer Path}` ? Path : never;
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsOption<E extends Endpoint> = [ParamNames<PathOf<E>>] extends [never]
  ? { params?: never }
  : { params: Record<ParamNames<PathOf<E>>, string> };
type BodyOption<E extends Endpoint> = [Body<E>] extends [never] ? { body?: never } : { body: Body<E> };
type QueryOption<E extends Endpoint> = [Query<E>] extends [never]
  ? { query?: never }
  : Record<string, never> extends Query<E>
    ? { query?: Query<E> }
    : { query: Query<E> };

/** What a call of `endpoint` sends: its path's params, its body, its query, and how. */
export type ApiOptions<E extends Endpoint> = ParamsOption<E> &
  BodyOption<E> &
  QueryOption<E> & {
    /** Sent as `Authorization: Bearer <token>`. */
    token?: string | null;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

/** The options argument, optional when nothing in it is required; `Left` names options a caller fills in. */
export type ApiArgs<E extends Endpoint, Left extends string = never> =
  Record<string, never> extends Omit<ApiOptions<E>, Left>
    ? [options?: Omit<ApiOptions<E>, Left>]
    : [options: Omit<ApiOptions<E>, Left>];

/** A typed call of the API: the session's signed-in calls have this shape too, without `token`. */
export type ApiCall<Left extends string = never> = <E extends Endpoint>(
  endpoint: E,
  ...args: ApiArgs<E, Left>
) => Promise<Answer<E>>;

/** Options as `callEndpoint` reads them, once the endpoint's types have been checked by the caller. */
export interface LooseApiOptions {
  params?: Record<string, string>;
  body?: unknown;
  query?: object;
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The URL of a call: each `:name` of the path replaced by its param, encoded, and the query's set
 * values after it. Unset filters (undefined, null, "" or false) are left out, so URLs stay short and
 * "on sale: no" means "any", as the server reads it.
 */
export function endpointUrl(
  endpoint: `${string} /api/${string}`,
  params: Record<string, string> = {},
  query: object = {},
) {
  const template = endpoint.slice(endpoint.indexOf(" ") + 1);
  const path = template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${endpoint} needs the param "${name}".`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null || value === "" || value === false) return;
    if (Array.isArray(value)) for (const each of value) add(key, each);
    // A record of keys (the list's `optionFilters`: `{ size: ["M", "L"] }`) sends each as its own key.
    else if (typeof value === "object") for (const [name, each] of Object.entries(value)) add(name, each);
    else search.append(key, String(value));
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** An answer that does not match its shared schema: the web app and the server disagree on the contract. */
export class ContractError extends Error {
  override readonly name = "ContractError";
  constructor(
    readonly endpoint: Endpoint,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(
      `${endpoint} answered a shape the contract does not allow: ${issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join(".") || "(answer)"}: ${issue.message}`)
        .join("; ")}`,
    );
  }
}

/**
 * Answers are checked against their schema while developing (`vite` dev server) only: there a web
 * app running against a server of another version says so at once. Production trusts the server,
 * which sends its answers through the same schemas; unit tests check their fixtures by type. The
 * schemas are imported here on first use, behind `import.meta.env.DEV`, which the production build
 * replaces by `false`: the import and zod with it are left out of that build.
 */
async function checkAnswer(endpoint: Endpoint, data: unknown) {
  if (!import.meta.env.DEV || import.meta.env.MODE === "test") return;
  const { apiRoutes } = await import("@marketplace/shared/api-routes");
  const { successSchema } = await import("@marketplace/shared/api-routes/route-contract");
  const checked = successSchema(apiRoutes[endpoint]).safeParse(data);
  if (!checked.success) throw new ContractError(endpoint, checked.error.issues);
}

/** The untyped core of `api`, for wrappers (the session's signed-in calls) that add options first. */
export async function callEndpoint(endpoint: Endpoint, options: LooseApiOptions = {}): Promise<unknown> {
  const inProcess = inProcessReader();
  if (inProcess) return readInProcess(inProcess, endpoint, options);
  const method = endpoint.slice(0, endpoint.indexOf(" ")) as "GET" | "POST" | "PUT" | "DELETE";
  const data = await apiRequest<unknown>(endpointUrl(endpoint, options.params, options.query), {
    method,
    body: options.body,
    token: options.token,
    headers: options.headers,
    signal: options.signal,
  });
  await checkAnswer(endpoint, data);
  return data;
}

/** A server render's read: the same URL a browser would ask for, answered by the services in-process. */
async function readInProcess(reader: InProcessReader, endpoint: Endpoint, options: LooseApiOptions) {
  if (!endpoint.startsWith("GET "))
    throw new TypeError(`A server render only reads; it asked for ${endpoint}.`);
  const url = new URL(endpointUrl(endpoint, options.params, options.query), "http://in-process");
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? (values[0] as string) : values;
  }
  const answer = await reader(endpoint, { params: options.params ?? {}, query });
  if (answer.status >= 400) throw apiErrorOf(answer.status, answer.body);
  return answer.body;
}

/**
 * Calls one endpoint of the contract, e.g. `api("GET /api/products/:id", { params: { id }, signal })`,
 * and answers its shared answer type. Errors as `apiRequest`: `ApiError`, `NetworkError`, aborts.
 */
export const api: ApiCall = (endpoint, ...[options]) =>
  callEndpoint(endpoint, options as LooseApiOptions) as Promise<Answer<typeof endpoint>>;
