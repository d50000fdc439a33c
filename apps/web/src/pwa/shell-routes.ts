/**
 * Which pages the seller app's worker opens from its cached shell when the network is gone (issue
 * 32, decision 0049): her dashboard, her account's pages and the product form, where a draft is
 * written offline. Shopper pages stay rendered by the server, and an API answer or an upload is
 * never answered from a cache. Read by the worker (`sw.ts`) and by its test.
 */
export const SHELL_FALLBACK_ALLOWLIST: RegExp[] = [
  /^\/dashboard(\/|$)/,
  /^\/seller\//,
  /^\/(addproduct|editproduct)(\/|$)/,
];
export const SHELL_FALLBACK_DENYLIST: RegExp[] = [/^\/api\//, /^\/uploads\//];

/** The page the worker falls back to: the shell the build wrote. */
export const SHELL_PAGE = "/index.html";

/** Whether a navigation to `path` opens from the cached shell. */
export function opensFromShell(path: string): boolean {
  return (
    SHELL_FALLBACK_ALLOWLIST.some((pattern) => pattern.test(path)) &&
    !SHELL_FALLBACK_DENYLIST.some((pattern) => pattern.test(path))
  );
}
