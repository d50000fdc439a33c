import { describe, expect, it } from "vitest";
import { pwaOptions } from "./pwa-options.ts";

const workbox = pwaOptions.workbox ?? {};
const fallsBackToShell = (path: string) =>
  (workbox.navigateFallbackAllowlist ?? []).some((pattern) => pattern.test(path)) &&
  !(workbox.navigateFallbackDenylist ?? []).some((pattern) => pattern.test(path));

describe("the seller app's caching rules (issue 32)", () => {
  it("keeps no answer at run time: only the build's shell is precached", () => {
    expect(workbox.runtimeCaching ?? []).toEqual([]);
    expect(workbox.globPatterns).toEqual(["**/*.{js,css,html,svg,png,webmanifest}"]);
  });

  it("opens the seller's pages from the shell offline, never a shopper page, an API answer or an upload", () => {
    for (const path of [
      "/dashboard",
      "/dashboard/returns",
      "/seller/login",
      "/addproduct/s1",
      "/editproduct/p1",
    ])
      expect(fallsBackToShell(path)).toBe(true);
    for (const path of [
      "/",
      "/viewproduct/1",
      "/store/fatimas-phulkari-house",
      "/api/seller/orders",
      "/uploads/a.webp",
    ])
      expect(fallsBackToShell(path)).toBe(false);
  });

  it("starts the installed app on the dashboard, across the whole site", () => {
    expect(pwaOptions.manifest).toMatchObject({ start_url: "/dashboard", scope: "/", display: "standalone" });
  });
});
