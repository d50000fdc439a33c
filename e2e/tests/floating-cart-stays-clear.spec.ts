import { expect, test } from "../fixtures.ts";

/**
 * Issue 34, item 17: the floating cart button never sits on the page's last lines, and the keyboard
 * meets it with the header's controls, not as the last stop of the page.
 */
test.describe("the floating cart button stays out of the way", () => {
  test("the end of a long page scrolls clear of it @phone", async ({ page, request }) => {
    const { products } = await (await request.get("/api/products?limit=1")).json();
    await page.goto(`/viewproduct/${products[0]._id}`);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = page.getByRole("button", { name: /^Open cart/ });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    // Every link, button and line of text on the page, other than the cart's own: none may lie under it.
    const covered = await page.evaluate((b) => {
      if (!b) return ["no box"];
      const under: string[] = [];
      for (const el of document.querySelectorAll("a, button, input, p, h1, h2, h3, li, span")) {
        if (el.closest("#floating-cart-button")) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        const overlaps = r.left < b.x + b.width && r.right > b.x && r.top < b.y + b.height && r.bottom > b.y;
        if (overlaps && (el.textContent ?? "").trim()) under.push((el.textContent ?? "").trim().slice(0, 40));
      }
      return under;
    }, box);
    expect(covered).toEqual([]);
  });

  test("the keyboard reaches it right after the header, before the page's own links @phone", async ({
    page,
  }) => {
    await page.goto("/wishlist");
    const reached: string[] = [];
    for (let stop = 0; stop < 20; stop += 1) {
      await page.keyboard.press("Tab");
      const name = await page.evaluate(() => {
        const el = document.activeElement;
        return el?.closest("main")
          ? "main"
          : (el?.getAttribute("aria-label") ?? el?.textContent ?? "").trim();
      });
      reached.push(name);
      if (name === "main") break;
    }
    const cart = reached.findIndex((name) => name.startsWith("Open cart"));
    expect(cart, `tab stops: ${reached.join(" | ")}`).toBeGreaterThan(-1);
    expect(cart).toBeLessThan(reached.indexOf("main"));
  });
});
