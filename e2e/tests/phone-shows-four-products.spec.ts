import { expect, test } from "../fixtures.ts";

/**
 * Issue 34, item 6: on a 360 px phone a screen of products holds at least four whole cards, like
 * Daraz: each card carries one action, and its picture is 4:3 on a phone.
 */
test.describe("a phone screen holds four products", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const [name, path] of [
    ["all products", "/AllProduct"],
    ["a category", `/products/category/${encodeURIComponent("Home Decor")}`],
  ] as const) {
    test(`on ${name} @phone`, async ({ page }) => {
      await page.goto(path);
      const cards = page.getByRole("article");
      await expect(cards.first()).toBeVisible();
      // The first row just below the sticky header, as after a scroll to the goods.
      const header = await page.locator("header").first().boundingBox();
      await cards.first().evaluate((card, top) => {
        window.scrollBy(0, card.getBoundingClientRect().top - top - 8);
      }, header?.height ?? 64);
      const whole = await cards.evaluateAll(
        (all) =>
          all.filter((card) => {
            const r = card.getBoundingClientRect();
            return r.top >= 0 && r.bottom <= window.innerHeight;
          }).length,
      );
      expect(whole).toBeGreaterThanOrEqual(4);
      // One action each: the button; "Get Detail" is gone (the name opens the product).
      await expect(cards.first().getByRole("link", { name: "Get Detail" })).toHaveCount(0);
    });
  }
});
