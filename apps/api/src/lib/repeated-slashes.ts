/**
 * The address with each run of slashes in its path made one (`//api//products?x=a//b` →
 * `/api/products?x=a//b`). Older clients join a base ending in `/` to a path starting with one.
 * Done before routing (Fastify's `rewriteUrl`), not by the router's `ignoreDuplicateSlashes`,
 * because the static file server reads the raw address and refused `//assets/...` with 403.
 */
export function collapseRepeatedSlashes(url: string): string {
  if (!url.startsWith("/")) return url;
  const queryStart = url.indexOf("?");
  const pathEnd = queryStart === -1 ? url.length : queryStart;
  const path = url.slice(0, pathEnd);
  if (!path.includes("//")) return url;
  return path.replace(/\/{2,}/g, "/") + url.slice(pathEnd);
}
