import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { RedirectedPage, RenderedPage } from "@marketplace/shared/page-rendering";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { PUBLIC_PAGE_CACHE_CONTROL, sendCacheable } from "../lib/http-cache.ts";

const HASHED_ASSET = /\/assets\//;
/**
 * The seller app's service worker and manifest (issue 32) keep their names across releases: checked
 * with the server on every load, so a new release's worker is found at once.
 */
const UNVERSIONED_APP_FILE = /[\\/](sw\.js|manifest\.webmanifest)$/;

/** What this plugin asks of a server-side renderer (the web-pages module provides one). */
export interface PageRenderer {
  /** The page at the request's address, or `null` when the browser renders it (see page-data.ts). */
  render(request: FastifyRequest): Promise<RenderedPage | RedirectedPage | null>;
}
const HTML = "text/html; charset=utf-8";

/**
 * Serves uploaded images and the built web app. Any other GET that is not under /api is a page: the
 * public ones are rendered on the server with their data (docs/decisions/0022), the others answer
 * with index.html so that deep links such as /MyOrders/<id> load the app.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    uploadsDir: string;
    webDistDir?: string;
    /** The server-side page renderer of the built web app (the web-pages module), null without one. */
    loadRenderer(distDir: string): Promise<PageRenderer | null>;
  },
) {
  fs.mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    // Upload names are fresh UUIDs: a file at a URL never changes.
    immutable: true,
    maxAge: "365d",
    // Images being written (or cut short by a crash) have hidden names until they are whole.
    dotfiles: "ignore",
  });

  const distDir = options.webDistDir;
  const indexPath = distDir ? path.join(distDir, "index.html") : undefined;
  const hasWebApp = indexPath !== undefined && fs.existsSync(indexPath);
  if (hasWebApp && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: "/",
      wildcard: true,
      // "/" is a page like any other: rendered by the server, not the bare index.html.
      index: false,
      // The build writes each asset brotli- and gzip-compressed beside it, at the highest levels:
      // sent as they are to a browser that accepts them, instead of compressed again per answer.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const cache = HASHED_ASSET.test(filePath)
          ? "public, max-age=31536000, immutable"
          : filePath.endsWith(".html") || UNVERSIONED_APP_FILE.test(filePath)
            ? "no-cache"
            : "public, max-age=3600";
        reply.header("cache-control", cache);
      },
    });
  }

  const renderer = hasWebApp && distDir ? await options.loadRenderer(distDir) : null;

  // The static files' wildcard would answer "/" as a folder; the home page is rendered like the rest.
  if (hasWebApp) app.get("/", { schema: { hide: true } }, (request, reply) => servePage(request, reply));
  app.setNotFoundHandler((request, reply) => servePage(request, reply));

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split("?")[0] ?? "/";
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (
      pathname.startsWith("/api") ||
      pathname.startsWith("/uploads/") ||
      HASHED_ASSET.test(pathname) ||
      !wantsPage ||
      !hasWebApp
    ) {
      return reply
        .code(404)
        .send({ success: false, message: `Nothing found at ${request.method} ${pathname}.` });
    }
    const page = await renderPage(request);
    // A page is written in the language its visitor chose (cookie) or her browser asks for.
    if (page) reply.header("vary", "Cookie, Accept-Language");
    if (page && "location" in page) return reply.redirect(page.location, page.status);
    if (page?.status === 200) {
      return sendCacheable(request, reply, {
        type: HTML,
        body: page.html,
        cacheControl: PUBLIC_PAGE_CACHE_CONTROL,
        content: page.content,
      });
    }
    if (page) return reply.code(page.status).header("cache-control", "no-cache").type(HTML).send(page.html);
    // Pages that need a session: the browser renders them from the bare app.
    return reply
      .header("cache-control", "no-cache")
      .type(HTML)
      .send(fs.createReadStream(indexPath as string));
  }

  /** A server render, or `null` (the browser renders it) when there is no renderer or it failed. */
  async function renderPage(request: FastifyRequest) {
    if (!renderer) return null;
    try {
      return await renderer.render(request);
    } catch (error) {
      request.log.error({ err: error }, "Rendering the page failed; the browser renders it instead.");
      return null;
    }
  }
}
