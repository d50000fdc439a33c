import { errorAnswers } from "@marketplace/shared/api-routes/route-contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicCacheControl, sendCacheable } from "../../lib/http-cache.ts";
import { notFound } from "../../lib/http-error.ts";
import { robotsTxt, SITEMAP_CHUNK_SIZE, sitemapChunk, sitemapIndex } from "./seo.service.ts";

export interface SeoRoutesOptions {
  /** Addresses per sitemap chunk (the sitemaps.org limit unless a test wants small chunks). */
  sitemapChunkSize?: number;
}

/** Crawlers read these at most hourly; a new product shows up in its sitemap within the hour. */
const MAX_AGE_SECONDS = 3600;
const XML = "application/xml; charset=utf-8";

/**
 * `/robots.txt` and `/sitemap.xml` with its chunks under `/sitemaps/` (decision 0021), at the
 * site's root where crawlers look for them, registered before the web app's fallback page.
 */
export const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (app, options) => {
  const chunkSize = options.sitemapChunkSize ?? SITEMAP_CHUNK_SIZE;
  // PUBLIC_URL when set (required in production); else the address this request came in on.
  const baseOf = (request: FastifyRequest) => app.config.publicUrl ?? `${request.protocol}://${request.host}`;

  app.get(
    "/robots.txt",
    {
      schema: {
        tags: ["seo"],
        summary: "What crawlers may read: the public pages, not checkout, accounts, dashboards or the API",
        response: { 200: z.string().describe("text/plain") },
      },
    },
    async (request, reply) =>
      sendCacheable(request, reply, {
        type: "text/plain; charset=utf-8",
        body: robotsTxt(baseOf(request)),
        cacheControl: publicCacheControl(MAX_AGE_SECONDS),
      }),
  );

  app.get(
    "/sitemap.xml",
    {
      schema: {
        tags: ["seo"],
        summary: "The sitemap index: the pages chunk and each chunk of stores and products",
        response: { 200: z.string().describe("application/xml") },
      },
    },
    async (request, reply) =>
      sendCacheable(request, reply, {
        type: XML,
        body: await sitemapIndex(app.db, { base: baseOf(request), chunkSize }),
        cacheControl: publicCacheControl(MAX_AGE_SECONDS),
      }),
  );

  app.get(
    "/sitemaps/:file",
    {
      schema: {
        tags: ["seo"],
        summary: "One sitemap chunk: pages.xml, stores-<n>.xml or products-<n>.xml",
        params: z.object({ file: z.string().max(64) }),
        response: { 200: z.string().describe("application/xml"), ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) => {
      const body = await sitemapChunk(app.db, { base: baseOf(request), chunkSize }, request.params.file);
      if (body === undefined) throw notFound(`There is no sitemap ${request.params.file}.`);
      return sendCacheable(request, reply, {
        type: XML,
        body,
        cacheControl: publicCacheControl(MAX_AGE_SECONDS),
      });
    },
  );
};
