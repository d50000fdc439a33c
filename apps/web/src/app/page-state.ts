import type { DehydratedState } from "@tanstack/react-query";

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

export const PAGE_STATE_ID = "page-state";

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
