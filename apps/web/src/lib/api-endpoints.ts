import type {
  AdminReportListQuery,
  AdminSellerListQuery,
  AuditQuery,
  OverviewQuery,
} from "@marketplace/shared/admin-contracts";
import type { AdminCustomerListQuery } from "@marketplace/shared/cod-confirmation";
import type { LedgerQuery } from "@marketplace/shared/ledger-contracts";
import type { NotificationListQuery } from "@marketplace/shared/notifications-contracts";
import type { OrderStatus } from "@marketplace/shared/order-statuses";
import type { InProcessReader } from "@marketplace/shared/page-rendering";
import type { ProductFilters } from "@marketplace/shared/products-contracts";
import type { ReturnListQuery } from "@marketplace/shared/returns-contracts";
import type { StoreListQuery } from "@marketplace/shared/stores-contracts";
import type { z } from "zod";
import { apiErrorOf, apiRequest } from "./api-client.ts";
import type { endpointSchemas } from "./endpoint-schemas.ts";
import { inProcessReader } from "./in-process-reads.ts";

/**
 * The query each endpoint takes, by type only: queries are only written into the URL here, never
 * parsed, and the shared query schemas coerce from strings (their input type is `unknown`), so this
 * names what a client means to ask for, e.g. `ProductFilters`.
 */
interface EndpointQueries {
  "GET /api/products": ProductFilters;
  "GET /api/products/store/:storeId": ProductFilters;
  "GET /api/products/:id/reviews": { page?: number; limit?: number };
  "GET /api/search/suggestions": { q: string };
  "GET /api/stores": StoreListQuery;
  "GET /api/orders/user/:userId": { status?: OrderStatus };
  "GET /api/orders/store/:storeId": { status?: OrderStatus };
  "GET /api/seller/stores/:storeId/ledger": LedgerQuery;
  "GET /api/admin/sellers": Partial<AdminSellerListQuery>;
  "GET /api/admin/customers": Partial<AdminCustomerListQuery>;
  "GET /api/admin/reports": AdminReportListQuery;
  "GET /api/admin/overview": OverviewQuery;
  "GET /api/admin/audit": AuditQuery;
  "GET /api/admin/stores/:storeId/ledger": LedgerQuery;
  "GET /api/notifications": Partial<NotificationListQuery>;
  "GET /api/returns": ReturnListQuery;
  "GET /api/seller/returns": ReturnListQuery;
  "GET /api/admin/returns": ReturnListQuery;
}

/**
 * The endpoint map, by type only: the schemas themselves (endpoint-schemas.ts) are loaded only where
 * answers are checked, so zod stays out of the app's production bundle.
 */
type EndpointSchemas = typeof endpointSchemas;

export type Endpoint = keyof EndpointSchemas;
type Entry<E extends Endpoint> = EndpointSchemas[E];

/** What an endpoint answers when it succeeds. */
export type Answer<E extends Endpoint> = z.output<Entry<E>["answer"]>;
/** What an endpoint's body may hold: the input type of its shared schema. */
export type Body<E extends Endpoint> =
  Entry<E> extends { body: infer B extends z.ZodType } ? z.input<B> : never;
/** The filters an endpoint's query takes; unset ones are left out of the URL. */
export type Query<E extends Endpoint> = E extends keyof EndpointQueries ? EndpointQueries[E] : never;

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
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "" || value === false) continue;
    search.set(key, String(value));
  }
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
  const { endpointSchemas } = await import("./endpoint-schemas.ts");
  const checked = endpointSchemas[endpoint].answer.safeParse(data);
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
  const answer = await reader(endpoint, {
    params: options.params ?? {},
    query: Object.fromEntries(url.searchParams),
  });
  if (answer.status >= 400) throw apiErrorOf(answer.status, answer.body);
  return answer.body;
}

/**
 * Calls one endpoint of the contract, e.g. `api("GET /api/products/:id", { params: { id }, signal })`,
 * and answers its shared answer type. Errors as `apiRequest`: `ApiError`, `NetworkError`, aborts.
 */
export const api: ApiCall = (endpoint, ...[options]) =>
  callEndpoint(endpoint, options as LooseApiOptions) as Promise<Answer<typeof endpoint>>;
