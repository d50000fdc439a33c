import type { AppConfig } from "../../config.ts";

/** localhost, *.localhost, 127.0.0.0/8 and [::1], with or without a port. */
const LOOPBACK_HOST = /^(?:localhost|[a-z0-9.-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/;

/**
 * The base of links in e-mails (a password reset's). A request's Host (or X-Forwarded-Host behind a
 * trusted proxy) is whatever the sender typed: a reset link built from it would mail the victim a
 * working token on the sender's site. So the base is PUBLIC_URL; else the request's host only when
 * ALLOWED_HOSTS names it, with the entry's scheme when it names one; else, in development, a
 * loopback host (only this machine reaches it). Undefined means no safe link can be built.
 */
export function emailLinkBase(
  config: Pick<AppConfig, "env" | "publicUrl" | "allowedHosts">,
  request: { protocol: string; host: string },
): string | undefined {
  if (config.publicUrl) return config.publicUrl;
  const host = request.host.toLowerCase();
  const entry = config.allowedHosts.find((allowed) => allowed.host === host);
  const loopback = config.env === "development" && LOOPBACK_HOST.test(host);
  if (!entry && !loopback) return undefined;
  const scheme = entry?.scheme ?? requestScheme(request.protocol);
  return scheme ? `${scheme}://${host}` : undefined;
}

/**
 * Behind a trusted proxy, Fastify's `protocol` is the last X-Forwarded-Proto value, as sent: a forged
 * `https://evil.example?` would lead the link. Only the two schemes a link may have are taken.
 */
function requestScheme(protocol: string): "http" | "https" | undefined {
  return protocol === "http" || protocol === "https" ? protocol : undefined;
}
