import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";

/** The header's wishlist link; on a phone it is a line of the menu, where the header's room went to the cart. */
async function wishlistLink(page: Page, name: string) {
  const menu = page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
  const inHeader = page.getByRole("banner").getByRole("link", { name, exact: true });
  if ((page.viewportSize()?.width ?? 1280) < 640) {
    if ((await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
  }
  return inHeader.and(page.locator(":visible"));
}

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
    const link = await wishlistLink(page, "Wishlist, 1 item");
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
    await expect(await wishlistLink(page, "Wishlist, 0 items")).toBeVisible();
  });
});
