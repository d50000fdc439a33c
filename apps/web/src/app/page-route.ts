import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { PAGE_PATHS, type PageName } from "@/lib/page-paths.ts";

/**
 * A page's code, fetched the first time its route matches (one chunk per page). React Router loads
 * it before rendering, on the server as in the browser, so a server-rendered page hydrates with its
 * code already there instead of a loading state (docs/decisions/0022).
 */
export type Page = () => Promise<{ default: ComponentType }>;

/** The route of a named page (addresses in `lib/page-paths.ts`), its code fetched when it matches. */
export function pageRoute(name: PageName, page: Page): RouteObject {
  return { path: PAGE_PATHS[name], lazy: async () => ({ Component: (await page()).default }) };
}
