import { PAGE_PATHS, type PageName } from "@marketplace/shared/page-paths";

/**
 * The page table lives in packages/shared (`page-paths.ts`), so the API's notices and pushes link to
 * the same addresses the router matches (issue 32); the web imports it from here as before.
 */
export { PAGE_PATHS, type PageName, pagePath } from "@marketplace/shared/page-paths";

const NAME_BY_PATTERN = new Map<string, PageName>(
  Object.entries(PAGE_PATHS).map(([name, pattern]) => [pattern, name as PageName]),
);

/** The page a route pattern belongs to, for code that starts from a matched route. */
export function pageNamed(pattern: string | undefined): PageName | undefined {
  return pattern === undefined ? undefined : NAME_BY_PATTERN.get(pattern);
}
