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

  test("the home page's first screen is search and goods, not a call to sellers @phone", async ({ page }) => {
    await page.goto("/");
    const firstScreen = async (locator: import("@playwright/test").Locator) => {
      const box = await locator.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height / 2 <= 740;
    };
    const search = page.getByRole("main").getByRole("combobox", { name: "Search Hunarmand" });
    await expect(search).toBeVisible();
    expect(await firstScreen(search)).toBe(true);
    // The goods begin on the first screen: a whole product photo at least.
    const firstCard = page.getByRole("article").first();
    await expect(firstCard).toBeVisible();
    expect(await firstScreen(firstCard.locator("img").first())).toBe(true);
    // The slideshow's call to sellers is not on a phone; sellers find theirs after the goods.
    await expect(page.getByRole("link", { name: /^Start Selling/ })).toBeHidden();
    // Typing in it searches, as the header's box does.
    await search.fill("ajrak");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/AllProduct\?q=ajrak/);
    await expect(page.getByRole("article").first()).toBeVisible();
  });
});
