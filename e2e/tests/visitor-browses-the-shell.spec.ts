import { expect, test } from "../fixtures.ts";

test.describe("a visitor opens the marketplace", () => {
  test("the home page loads with the header, the sell link and the footer @phone", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Hunarmand/);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: /privacy policy/i })).toBeVisible();
  });

  test("an English page shows Urdu script in the bundled Nastaliq, not as empty boxes @phone", async ({
    page,
  }) => {
    await page.goto("/");
    const urdu = page.getByRole("button", { name: "اردو" });
    await expect(urdu).toBeVisible();
    // This machine has a system font with Arabic letters, so the face itself is not fetched here.
    // What a phone without one does: the faces the English stack falls back to for Urdu letters
    // (document.fonts considers the page's own faces only, never the system's).
    const faces = await urdu.evaluate(async (el) => {
      const style = getComputedStyle(el);
      const loaded = await document.fonts.load(`${style.fontWeight} 16px ${style.fontFamily}`, "اردو");
      return loaded.map((face) => `${face.family} ${face.status}`);
    });
    expect(faces).toEqual([expect.stringMatching(/Noto Nastaliq Urdu.* loaded/)]);
  });

  test("a deep link to a product page loads the app; a missing product answers 404 inside it", async ({
    page,
  }) => {
    const answer = await (await page.request.get("/api/products?limit=1")).json();
    const response = await page.goto(`/viewproduct/${answer.products[0]._id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("banner")).toBeVisible();
    const missing = await page.goto("/viewproduct/0190f0e5-1111-7000-8000-000000000000");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("banner")).toBeVisible();
  });

  test("an unknown page shows a friendly not-found page", async ({ page }) => {
    await page.goto("/this-page-does-not-exist");
    await expect(page.getByText(/page not found/i)).toBeVisible();
  });

  test("routes match case-insensitively and with their aliases", async ({ page }) => {
    await page.goto("/termsofservice");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/terms of service/i);
    await page.goto("/ABOUT");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/our story/i);
  });

  test("the API health check answers through the same server", async ({ request }) => {
    const res = await request.get("/api/health");
    expect(await res.json()).toEqual({ success: true, status: "ok", database: "pglite" });
  });
});
