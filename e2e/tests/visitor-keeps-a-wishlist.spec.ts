import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";

async function expectNoSeriousViolations(page: Page) {
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
}

test.describe("a visitor keeps a wishlist", () => {
  test("hearts a product, finds it on the wishlist from the header and removes it @phone", async ({
    page,
  }) => {
    await page.goto("/wishlist");
    await expect(page.getByRole("heading", { name: "No saved items yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse All Products" })).toHaveAttribute(
      "href",
      "/AllProduct",
    );

    await page.goto("/AllProduct");
    const card = page.getByRole("list", { name: "Products" }).getByRole("article").first();
    const name = ((await card.getByRole("heading").textContent()) ?? "").trim();
    await card.getByRole("button", { name: `Save ${name} to your wishlist` }).click();
    const link = page.getByRole("banner").getByRole("link", { name: "Wishlist, 1 item" });
    await expect(link).toBeVisible();

    await link.click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your Wishlist" })).toBeVisible();
    const saved = page.getByRole("list", { name: "Saved products" }).getByRole("article");
    await expect(saved).toHaveCount(1);
    await expect(saved.getByRole("heading")).toHaveText(name);
    await expectNoSeriousViolations(page);

    await saved.getByRole("button", { name: `Remove ${name} from your wishlist` }).click();
    await expect(page.getByRole("heading", { name: "No saved items yet" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Wishlist, 0 items" })).toBeVisible();
  });
});
