/**
 * Where to go after signing in: the page the user came from (router state, or `?from=` in the
 * address), a same-site path only so a crafted link cannot send anyone elsewhere; else `fallback`.
 */
export function returnPath(stateFrom: unknown, queryFrom: string | null, fallback = "/"): string {
  const from = typeof stateFrom === "string" ? stateFrom : queryFrom;
  return from?.startsWith("/") && !from.startsWith("//") && !from.startsWith("/\\") ? from : fallback;
}

/** A link to a login screen that brings the user back to `currentPath` afterwards. */
export function loginPathReturningTo(loginPath: string, currentPath: string): string {
  return `${loginPath}?from=${encodeURIComponent(currentPath)}`;
}

/** `path` (the other sign-in or signup screen), keeping the way back when there is one. */
export function withReturnPath(path: string, from: string): string {
  return from === "/" ? path : loginPathReturningTo(path, from);
}
