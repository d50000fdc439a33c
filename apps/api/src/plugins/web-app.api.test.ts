import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/build-test-app.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/create-db.ts";

const PRECOMPRESSED_SOURCE = `console.log(${JSON.stringify("y".repeat(4000))});`;
const PRECOMPRESSED_BROTLI = brotliCompressSync(PRECOMPRESSED_SOURCE, {
  params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
});

describe("serving the web app", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "mp-web-"));
    const dist = path.join(dir, "dist");
    await fs.mkdir(path.join(dist, "assets"), { recursive: true });
    await fs.writeFile(
      path.join(dist, "index.html"),
      "<!doctype html><title>Hunarmand</title><div id=root></div>",
    );
    await fs.writeFile(
      path.join(dist, "assets", "index-abc123.js"),
      `console.log(${JSON.stringify("x".repeat(4000))});`,
    );
    // The web build writes a brotli copy beside each asset (apps/web/scripts/precompress-assets.ts).
    await fs.writeFile(path.join(dist, "assets", "page-def456.js"), PRECOMPRESSED_SOURCE);
    await fs.writeFile(path.join(dist, "assets", "page-def456.js.br"), PRECOMPRESSED_BROTLI);
    // The seller app's worker and manifest (issue 32), written by vite-plugin-pwa.
    await fs.writeFile(path.join(dist, "sw.js"), "self.addEventListener('fetch', () => {});");
    await fs.writeFile(
      path.join(dist, "manifest.webmanifest"),
      '{"name":"Hunarmand","start_url":"/dashboard"}',
    );
    const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: "x".repeat(40), LOG_LEVEL: "silent" });
    config.webDistDir = dist;
    database = await createTestDatabase();
    app = await buildApp(config, { database, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("answers the home page and deep links with index.html, never cached", async () => {
    for (const url of ["/", "/viewproduct/0190f0e5-1111-7000-8000-000000000000", "/MyOrders/abc"]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("<title>Hunarmand</title>");
    }
  });

  it("serves the seller app's service worker and manifest with their types, checked on every load", async () => {
    const worker = await app.inject({ url: "/sw.js" });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    const manifest = await app.inject({ url: "/manifest.webmanifest" });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["content-type"]).toContain("application/manifest+json");
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    expect(manifest.json()).toMatchObject({ start_url: "/dashboard" });
    // The policy lets the page's own origin run the worker and read the manifest.
    const csp = String(worker.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/worker-src|manifest-src/);
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const res = await app.inject({ url: "/assets/index-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("sends the build's brotli copy of an asset to a browser that accepts brotli", async () => {
    const res = await app.inject({
      url: "/assets/page-def456.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toContain("javascript");
    expect(res.headers["cache-control"]).toContain("immutable");
    // The very bytes the build wrote, not the file compressed again for this answer.
    expect(res.rawPayload.equals(PRECOMPRESSED_BROTLI)).toBe(true);
  });

  it("answers a missing asset or API path with 404 instead of the page", async () => {
    expect((await app.inject({ url: "/assets/missing-123.js" })).statusCode).toBe(404);
    const api = await app.inject({ url: "/api/missing" });
    expect(api.statusCode).toBe(404);
    expect(api.json().success).toBe(false);
  });

  it("answers robots.txt and the sitemaps itself, not with the page (decision 0021)", async () => {
    const robots = await app.inject({ url: "/robots.txt" });
    expect(robots.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(robots.body).toContain("Sitemap: ");
    for (const url of ["/sitemap.xml", "/sitemaps/pages.xml"]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toBe("application/xml; charset=utf-8");
    }
    expect((await app.inject({ url: "/sitemaps/nothing.xml" })).statusCode).toBe(404);
  });
});
