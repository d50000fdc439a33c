import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Sends a public text answer that browsers and a CDN may keep for `maxAgeSeconds`, with an ETag
 * from its content, and answers 304 (no body) when the client already holds that content. The tag
 * is weak because compression changes the bytes sent but not what they mean.
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { type: string; body: string; maxAgeSeconds: number },
) {
  const etag = `W/"${createHash("sha256").update(answer.body).digest("base64url").slice(0, 27)}"`;
  reply.header("cache-control", `public, max-age=${answer.maxAgeSeconds}`).header("etag", etag);
  if (clientHolds(request.headers["if-none-match"], etag)) return reply.code(304).send();
  return reply.type(answer.type).send(answer.body);
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): `*`, or any listed tag with or without W/. */
function clientHolds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
