import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pwaOptions } from "./pwa-options.ts";
import { opensFromShell } from "./shell-routes.ts";

const worker = readFileSync(path.join(import.meta.dirname, "sw.ts"), "utf8");

describe("the seller app's caching rules (issue 32)", () => {
  it("keeps no answer at run time: only the build's shell is precached", () => {
    expect(pwaOptions.strategies).toBe("injectManifest");
    expect(pwaOptions.injectManifest?.globPatterns).toEqual(["**/*.{js,css,html,svg,png,webmanifest}"]);
    // The worker's one route is the shell's navigation fallback; no caching strategy is even loaded.
    expect(worker).not.toMatch(/workbox-strategies|caches\.open|runtimeCaching/);
    expect(worker.match(/registerRoute\(/g)).toHaveLength(1);
    expect(worker).toMatch(/new NavigationRoute\(createHandlerBoundToURL\(SHELL_PAGE\)/);
  });

  it("opens the seller's pages from the shell offline, never a shopper page, an API answer or an upload", () => {
    for (const path of [
      "/dashboard",
      "/dashboard/returns",
      "/seller/login",
      "/addproduct/s1",
      "/editproduct/p1",
    ])
      expect(opensFromShell(path)).toBe(true);
    for (const path of [
      "/",
      "/viewproduct/1",
      "/store/fatimas-phulkari-house",
      "/api/seller/orders",
      "/uploads/a.webp",
    ])
      expect(opensFromShell(path)).toBe(false);
  });

  it("starts the installed app on the dashboard, across the whole site", () => {
    expect(pwaOptions.manifest).toMatchObject({ start_url: "/dashboard", scope: "/", display: "standalone" });
  });

  it("shows her pushes and opens their page when tapped (decision 0052)", () => {
    expect(worker).toMatch(/addEventListener\("push"/);
    expect(worker).toMatch(/addEventListener\("notificationclick"/);
  });
});
