import { expect, test } from "../fixtures.ts";

/**
 * Issue 34, item 17: the cart's button never covers content. It floated over the page's bottom corner
 * and covered a card's Add to Cart on a phone; it now sits in the sticky header, so at any scroll it
 * lies over nothing of the page, and the keyboard meets it with the header's controls.
 */
test.describe("the cart's button covers nothing", () => {
  test("mid-way down a list of products, it is in the header's bar and nothing floats over the page @phone", async ({
    page,
  }) => {
    await page.goto("/AllProduct");
    await expect(page.getByRole("list", { name: "Products" }).getByRole("article").first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 900));
    const button = page.getByRole("banner").getByRole("button", { name: /^Open cart/ });
    await expect(button).toBeInViewport();
    // Within the header's own bar, which stays at the top: the page scrolls under the header, never
    // under a button of its own lying over the page.
    const box = await button.boundingBox();
    const header = await page.getByRole("banner").boundingBox();
    expect(box && header).toBeTruthy();
    if (!box || !header) return;
    expect(header.y).toBe(0);
    expect(box.y).toBeGreaterThanOrEqual(header.y);
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
    // And nothing floats over the page's bottom corner any more.
    const floating = await page.evaluate(
      () =>
        [...document.querySelectorAll("button")].filter(
          (b) => getComputedStyle(b).position === "fixed" && b.getBoundingClientRect().height > 0,
        ).length,
    );
    expect(floating).toBe(0);
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
