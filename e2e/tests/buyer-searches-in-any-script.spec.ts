import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { headerSearch } from "../header-search.ts";

const productItems = (page: Page) => page.getByRole("list", { name: "Products" }).getByRole("listitem");

/** Issue 33: the demo's goods, named in English, found as Pakistan types them. */
test.describe("a buyer searches in any script", () => {
  test("finds the ajrak shawl from چادر and chaadar, and the rilli quilts from ralli @phone", async ({
    page,
  }) => {
    const searches: Array<[typed: string, found: string]> = [
      ["چادر", "Hand-Block Ajrak Shawl"],
      ["chaadar", "Hand-Block Ajrak Shawl"],
      ["کرتا", "Kurta"],
      ["ralli", "Rilli"],
    ];
    for (const [typed, found] of searches) {
      await page.goto(`/AllProduct?q=${encodeURIComponent(typed)}`);
      await expect(page.getByRole("searchbox", { name: "Search products" })).toHaveValue(typed);
      // Among the first few: چادر is a bedsheet too, so the rilli bedspread may come first.
      await expect(productItems(page).first(), typed).toBeVisible();
      const firstThree = await productItems(page).evaluateAll((items) =>
        items.slice(0, 3).map((item) => item.textContent ?? ""),
      );
      expect(firstThree.join(" | "), typed).toContain(found);
    }
  });

  test("the header suggests glass bangles for churiyan, and a category for زیور @phone", async ({ page }) => {
    await page.goto("/About");
    const box = await headerSearch(page);
    await box.pressSequentially("churiyan", { delay: 30 });
    const suggestions = page.getByRole("listbox", { name: "Search suggestions" });
    await expect(
      suggestions.getByRole("group", { name: "Products" }).getByRole("option").first(),
    ).toContainText("Glass Bangles");
    await box.fill("زیور");
    await expect(suggestions.getByRole("option", { name: "Jewelry & Accessories" })).toBeVisible();
  });
});
