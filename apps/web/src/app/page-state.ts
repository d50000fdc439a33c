import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  type QueryClient,
} from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client.ts";
import { PAGE_STATE_ID } from "./page-state-id.ts";

/**
 * What a server-rendered page hands the browser besides its HTML: the query cache it was rendered
 * from, the origin it wrote absolute addresses with (PUBLIC_URL), and React Router's state (which
 * route answered, and a 404's error). It travels as a JSON data block, not a script that runs, so
 * the Content Security Policy (`script-src 'self'`) stays as strict as it is.
 */
export interface PageState {
  queries: DehydratedState;
  origin: string;
  router: unknown;
}

declare global {
  interface Window {
    /** Where React Router's browser router looks for a server render's state by itself. */
    __staticRouterHydrationData?: unknown;
  }
}

/** The data block for the page: JSON with `<` escaped so no text in it (a product called "</script>") can close it. */
export function pageStateScript(state: PageState): string {
  const json = JSON.stringify(state)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

/** The state a server render left in the page, or `null` for a page the browser renders itself. */
export function readPageState(): PageState | null {
  const block = document.getElementById(PAGE_STATE_ID);
  if (!block?.textContent) return null;
  const state = JSON.parse(block.textContent) as PageState;
  window.__staticRouterHydrationData = state.router;
  return state;
}

/**
 * The server's query cache as the page carries it: the reads that answered, and the ones that
 * failed with the API's error (a missing product), so the browser shows the same "not found" the
 * server rendered instead of a loading state.
 */
export function pageQueries(queries: QueryClient): DehydratedState {
  const state = dehydrate(queries, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === "error",
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      query.state.error = {
        status: error.status,
        message: error.message,
        errors: error.errors,
        body: error.body,
      } as never;
    }
  }
  return state;
}

/** The reverse of `pageQueries`' error shape: the API's errors become `ApiError`s again. */
export function revivedQueries(state: DehydratedState): DehydratedState {
  for (const query of state.queries) {
    const error = query.state.error as {
      status?: number;
      message?: string;
      errors?: [];
      body?: Record<string, unknown>;
    } | null;
    if (query.state.status === "error" && error && typeof error.status === "number") {
      query.state.error = new ApiError(error.status, error.message ?? "", error.errors, error.body) as never;
    }
  }
  return state;
}
