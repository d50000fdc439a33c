import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * How long a browser or a CDN may keep a public read (product lists, a product, a store, its
 * reviews) without asking again. Short, because stock and prices change with every order and
 * every edit (decision 0016 answers them fresh). During the longer stale-while-revalidate window
 * a CDN answers at once with what it holds and asks us for the new answer in the background, so a
 * buyer on a slow line never waits for our database.
 */
export const PUBLIC_READ_MAX_AGE_SECONDS = 30;
export const PUBLIC_READ_STALE_SECONDS = 300;

/** A `Cache-Control` that lets browsers and shared caches (a CDN) keep an answer. */
export function publicCacheControl(maxAgeSeconds: number, staleWhileRevalidateSeconds?: number): string {
  const stale =
    staleWhileRevalidateSeconds === undefined
      ? ""
      : `, stale-while-revalidate=${staleWhileRevalidateSeconds}`;
  return `public, max-age=${maxAgeSeconds}${stale}`;
}

/** For the public reads of the API. */
export const PUBLIC_READ_CACHE_CONTROL = publicCacheControl(
  PUBLIC_READ_MAX_AGE_SECONDS,
  PUBLIC_READ_STALE_SECONDS,
);

/**
 * For the server-rendered public pages: a CDN keeps them as long as the API's public reads, but a
 * browser asks again on every visit (a cheap 304 while nothing changed), so a shopper coming back
 * to a product after buying it sees its stock as it is now.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_READ_MAX_AGE_SECONDS}, stale-while-revalidate=${PUBLIC_READ_STALE_SECONDS}`;

/**
 * For a public answer asked for with a token: it may show what only that account sees (the
 * owner's hidden products), so no shared cache keeps it, and the browser checks its ETag each time.
 */
export const PRIVATE_CACHE_CONTROL = "private, no-cache";

/** For everything else: signed-in reads, writes and errors are kept nowhere. */
export const NO_STORE = "no-store";

/**
 * A weak ETag from an answer's content. Weak because compression changes the bytes sent but not
 * what they mean, so the gzip and the plain answer share one tag.
 */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): `*`, or any listed tag with or without W/. */
export function clientHolds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/**
 * Sends a public text answer that browsers and a CDN may keep (`cacheControl`), with an ETag from
 * its content, and answers 304 (no body) when the client already holds that content. `content` is
 * what the tag stands for when the body also carries what changes on every send (a server-rendered
 * page's data has the time it was read).
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { type: string; body: string; cacheControl: string; content?: string },
) {
  const etag = etagOf(answer.content ?? answer.body);
  reply.header("cache-control", answer.cacheControl).header("etag", etag);
  if (clientHolds(request.headers["if-none-match"], etag)) return reply.code(304).send();
  return reply.type(answer.type).send(answer.body);
}
