import type { DehydratedState } from "@tanstack/react-query";

/**
 * What a server-rendered page hands the browser besides its HTML: the query cache it was rendered
 * from and the site's origin. React Router's own hydration data travels beside it under the name the router reads by
 * itself (`__staticRouterHydrationData`).
 */
declare global {
  interface Window {
    __HUNARMAND_QUERIES__?: DehydratedState;
    /** The origin the server wrote absolute addresses with (PUBLIC_URL), so hydration writes the same. */
    __HUNARMAND_ORIGIN__?: string;
  }
}

export const QUERY_STATE_GLOBAL = "__HUNARMAND_QUERIES__";
export const SITE_ORIGIN_GLOBAL = "__HUNARMAND_ORIGIN__";
export const ROUTER_STATE_GLOBAL = "__staticRouterHydrationData";

/**
 * A value as JavaScript source inside an inline <script>: JSON with `<` escaped so no text in the
 * data (a product called "</script>") can close the script, and the two line separators JSON allows
 * but older JavaScript parsers do not.
 */
export function scriptValue(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
