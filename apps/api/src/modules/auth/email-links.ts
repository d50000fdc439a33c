import type { AppConfig } from "../../config.ts";

/** localhost, *.localhost, 127.0.0.0/8 and [::1], with or without a port. */
const LOOPBACK_HOST = /^(?:localhost|[a-z0-9.-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/;

/**
 * The base of links in e-mails (a password reset's). A request's Host (or X-Forwarded-Host behind a
 * trusted proxy) is whatever the sender typed: a reset link built from it would mail the victim a
 * working token on the sender's site. So the base is PUBLIC_URL; else the request's host only when
 * ALLOWED_HOSTS names it; else, in development, a loopback host (only this machine reaches it).
 * Undefined means no safe link can be built.
 */
export function emailLinkBase(
  config: Pick<AppConfig, "env" | "publicUrl" | "allowedHosts">,
  request: { protocol: string; host: string },
): string | undefined {
  if (config.publicUrl) return config.publicUrl;
  const host = request.host.toLowerCase();
  const allowed =
    config.allowedHosts.includes(host) || (config.env === "development" && LOOPBACK_HOST.test(host));
  return allowed ? `${request.protocol}://${host}` : undefined;
}
