import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  clientHolds,
  etagOf,
  NO_STORE,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_READ_CACHE_CONTROL,
} from "../lib/http-cache.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * `"public"`: a read anyone may see, which browsers and a CDN may keep for a short while; its
     * 200 answers carry an ETag and answer 304 to a matching If-None-Match.
     */
    cache?: "public";
  }
}

/**
 * HTTP caching of the API's answers (decision 0023). A route opts in with `config: { cache:
 * "public" }`; every other answer under /api is `no-store` unless the route chose its own
 * Cache-Control. Runs before @fastify/compress's onSend (global hooks come before route hooks),
 * so the ETag is computed from the serialized JSON, the same for a gzip and a plain answer.
 */
export function registerHttpCaching(app: FastifyInstance): void {
  // Routes whose answer an optional token changes (the owner sees her hidden products): a CDN must
  // key them by Authorization, or it could hand the public answer to the owner or hers to the public.
  const readsOptionalToken = new Set<string>();
  app.addHook("onRoute", (route) => {
    if (route.config?.cache !== "public") return;
    if (![route.onRequest ?? []].flat().some((hook) => hook === app.optionalAuth)) return;
    for (const method of [route.method].flat()) readsOptionalToken.add(routeKey(method, route.url));
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (!isApiAddress(request.url)) return payload;
    if (
      request.routeOptions.config.cache === "public" &&
      reply.statusCode === 200 &&
      (typeof payload === "string" || Buffer.isBuffer(payload))
    ) {
      const varies = readsOptionalToken.has(routeKey(request.method, request.routeOptions.url ?? ""));
      return answerPublicRead(request, reply, payload, varies);
    }
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", NO_STORE);
    return payload;
  });
}

function answerPublicRead(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: string | Buffer,
  readsOptionalToken: boolean,
): string | Buffer | null {
  // The answer cache (public-answer-cache.ts) names the tag of an answer it kept or serves.
  const named = reply.getHeader("etag");
  const etag = typeof named === "string" ? named : etagOf(payload);
  // Whatever a token was sent with stays in that browser, even where the token changes nothing.
  const cacheControl = request.headers.authorization ? PRIVATE_CACHE_CONTROL : PUBLIC_READ_CACHE_CONTROL;
  reply.header("etag", etag).header("cache-control", cacheControl);
  // Named here as well as by compression, so a 304 carries the same Vary as the 200 it confirms.
  addVary(reply, readsOptionalToken ? ["authorization", "accept-encoding"] : ["accept-encoding"]);
  if (!clientHolds(request.headers["if-none-match"], etag)) return payload;
  reply.code(304).removeHeader("content-type");
  return null;
}

/** Adds fields to Vary, keeping those already there (CORS's Origin); lower case, as compression checks. */
function addVary(reply: FastifyReply, fields: string[]): void {
  const present = String(reply.getHeader("vary") ?? "")
    .split(",")
    .map((field) => field.trim())
    .filter((field) => field !== "");
  const missing = fields.filter((field) => !present.some((p) => p.toLowerCase() === field));
  if (missing.length > 0) reply.header("vary", [...present, ...missing].join(", "));
}

function isApiAddress(url: string): boolean {
  const pathname = url.split("?")[0] ?? "";
  return pathname === "/api" || pathname.startsWith("/api/");
}

const routeKey = (method: string, url: string) => `${method} ${url}`;
