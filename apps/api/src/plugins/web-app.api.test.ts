import { brotliCompressSync, constants } from "node:zlib";
import { describe, expect, it } from "vitest";
import { appServingWebFiles } from "../../test/web-files-app.ts";

const PRECOMPRESSED_SOURCE = `console.log(${JSON.stringify("y".repeat(4000))});`;
const PRECOMPRESSED_BROTLI = brotliCompressSync(PRECOMPRESSED_SOURCE, {
  params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
});

describe("serving the web app", () => {
  const web = appServingWebFiles({
    "index.html": "<!doctype html><title>Hunarmand</title><div id=root></div>",
    "assets/index-abc123.js": `console.log(${JSON.stringify("x".repeat(4000))});`,
    // The web build writes a brotli copy beside each asset (apps/web/scripts/precompress-assets.ts).
    "assets/page-def456.js": PRECOMPRESSED_SOURCE,
    "assets/page-def456.js.br": PRECOMPRESSED_BROTLI,
    // The seller app's worker and manifest (issue 32), written by vite-plugin-pwa.
    "sw.js": "self.addEventListener('fetch', () => {});",
    "manifest.webmanifest": '{"name":"Hunarmand","start_url":"/dashboard"}',
  });

  it("answers the home page and deep links with index.html, never cached", async () => {
    for (const url of ["/", "/viewproduct/0190f0e5-1111-7000-8000-000000000000", "/MyOrders/abc"]) {
      const res = await web.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("<title>Hunarmand</title>");
    }
  });

  it("serves the seller app's service worker and manifest with their types, checked on every load", async () => {
    const worker = await web.app.inject({ url: "/sw.js" });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    const manifest = await web.app.inject({ url: "/manifest.webmanifest" });
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
    const res = await web.app.inject({
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("sends the build's brotli copy of an asset to a browser that accepts brotli", async () => {
    const res = await web.app.inject({
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
    expect((await web.app.inject({ url: "/assets/missing-123.js" })).statusCode).toBe(404);
    const api = await web.app.inject({ url: "/api/missing" });
    expect(api.statusCode).toBe(404);
    expect(api.json().success).toBe(false);
  });

  it("answers robots.txt and the sitemaps itself, not with the page (decision 0021)", async () => {
    const robots = await web.app.inject({ url: "/robots.txt" });
    expect(robots.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(robots.body).toContain("Sitemap: ");
    for (const url of ["/sitemap.xml", "/sitemaps/pages.xml"]) {
      const res = await web.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toBe("application/xml; charset=utf-8");
    }
    expect((await web.app.inject({ url: "/sitemaps/nothing.xml" })).statusCode).toBe(404);
  });
});
