import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const HASHED_ASSET = /\/assets\//;

/**
 * Serves uploaded images and the built single-page app. Any other GET that is not under /api
 * answers with index.html so that deep links such as /viewproduct/<id> load the app.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { uploadsDir: string; webDistDir?: string },
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
      index: ["index.html"],
      setHeaders(reply, filePath) {
        const cache = HASHED_ASSET.test(filePath)
          ? "public, max-age=31536000, immutable"
          : filePath.endsWith(".html")
            ? "no-cache"
            : "public, max-age=3600";
        reply.header("cache-control", cache);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
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
    return reply
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(fs.createReadStream(indexPath as string));
  });
}
