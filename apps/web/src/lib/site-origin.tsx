import { createContext, type ReactNode, useContext } from "react";

/**
 * The site's own address (`https://hunarmand.pk`), for the absolute URLs that canonical links, link
 * previews and structured data need. The server render provides PUBLIC_URL or the request's origin;
 * the browser must provide the same one when it hydrates, or the head it renders differs from the
 * server's.
 */
const SiteOriginContext = createContext<string | null>(null);

export function SiteOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <SiteOriginContext.Provider value={new URL(origin).origin}>{children}</SiteOriginContext.Provider>;
}

/** The provided origin, else the browser's own (a client-only render, or a test). */
export function useSiteOrigin(): string {
  const provided = useContext(SiteOriginContext);
  if (provided) return provided;
  if (typeof window === "undefined") {
    throw new Error("A server render must wrap the app in SiteOriginProvider.");
  }
  return window.location.origin;
}

/**
 * An address on the site made absolute: root-relative paths (`/uploads/a.webp`, `/viewproduct/1`)
 * are resolved on `origin`; addresses that already name a host (S3, a CDN) are kept as they are.
 */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, origin).href;
}
