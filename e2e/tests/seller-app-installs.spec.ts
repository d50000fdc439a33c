import { expect, test } from "../fixtures.ts";

/** Every request kept in the page's Cache Storage, by cache. */
const cachedUrls = (page: import("@playwright/test").Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });

test.describe("the seller's app on her phone (issue 32)", () => {
  test("the dashboard is installable, its worker controls it, and signing out leaves none of her answers cached @phone-only", async ({
    page,
    request,
    signInAsSeller,
  }) => {
    await signInAsSeller();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The manifest is linked, served as a manifest, and names the brand, its icons and the dashboard.
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const answer = await request.get(href ?? "");
    expect(answer.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = await answer.json();
    expect(manifest).toMatchObject({
      name: "Hunarmand ہنرمند",
      short_name: "Hunarmand",
      start_url: "/dashboard",
      scope: "/",
      display: "standalone",
      theme_color: "#8f2552",
    });
    const sizes = manifest.icons.map(
      (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
    );
    expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.headers()["content-type"]).toBe("image/png");
    }

    // The worker registers and, after a reload, controls the page (Chrome's install criteria).
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe("/");
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const worker = await request.get("/sw.js");
    expect(worker.headers()["cache-control"]).toBe("no-cache");

    // The shell is precached; her API answers never are.
    await expect
      .poll(async () => (await cachedUrls(page)).some((url) => new URL(url).pathname === "/index.html"))
      .toBe(true);
    expect((await cachedUrls(page)).filter((url) => new URL(url).pathname.startsWith("/api/"))).toEqual([]);

    // The network goes: the dashboard says so, and opening it again still loads the app's shell.
    await page.context().setOffline(true);
    await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toHaveCount(0);
    await page.reload();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).not.toHaveURL(/\/dashboard$/);
    expect((await cachedUrls(page)).filter((url) => new URL(url).pathname.startsWith("/api/"))).toEqual([]);
  });

  test("a shopper's page registers no worker @phone-only", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(
      0,
    );
  });
});
