import type { FastifyRequest } from "fastify";

/**
 * What the log must never hold: a session token (Authorization header, cookies), a password or its
 * hash, a reset token, a seller's CNIC and its photos. Fastify logs no bodies and failed queries are logged without their values
 * (lib/db-errors.ts); these paths are the last line should someone log an object that carries one.
 */
export const LOG_REDACT = {
  paths: [
    "req.headers.authorization",
    "req.headers.cookie",
    "password",
    "*.password",
    "passwordHash",
    "*.passwordHash",
    "token",
    "*.token",
    // A seller's identity check (issue 30, decision 0051): her CNIC and its photos.
    "cnic",
    "*.cnic",
    "cnicFront",
    "*.cnicFront",
    "cnicBack",
    "*.cnicBack",
  ],
  remove: true,
};

/** A reset link's page (`/reset-password?token=…`) must not leave its token in request lines. */
const SECRET_QUERY = /([?&](?:token|access_token)=)[^&#]*/gi;

/** Fastify's own request line, with secret query values hidden. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(SECRET_QUERY, "$1[redacted]"),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
