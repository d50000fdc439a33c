import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../fixtures.ts";
import { headerSearch } from "../header-search.ts";

test.describe("a visitor searches from the header", () => {
  test("types a word, sees products, stores and categories, and opens one with the keyboard @phone", async ({
    page,
  }) => {
    await page.goto("/About");
    const box = await headerSearch(page);
    await box.pressSequentially("ajrak", { delay: 30 });
    const suggestions = page.getByRole("listbox", { name: "Search suggestions" });
    const products = suggestions.getByRole("group", { name: "Products" }).getByRole("option");
    await expect(products.first()).toBeVisible();
    const first = (await products.first().textContent()) ?? "";
    expect(first.toLowerCase()).toContain("ajrak");

    const axe = await new AxeBuilder({ page }).include("header").withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

    await box.press("ArrowDown");
    await expect(products.first()).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/viewproduct\//);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/ajrak/i);
  });

  test("taps a category suggestion, and Enter alone searches All Products @phone", async ({ page }) => {
    await page.goto("/");
    let box = await headerSearch(page);
    await box.pressSequentially("jewel", { delay: 30 });
    await page.getByRole("option", { name: "Jewelry & Accessories" }).click();
    await expect(page).toHaveURL(/\/products\/category\/Jewelry%20%26%20Accessories$/);
    await expect(page.getByRole("heading", { level: 1, name: "Jewelry & Accessories" })).toBeVisible();

    box = await headerSearch(page);
    await box.fill("shawl");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/AllProduct\?q=shawl$/);
    await expect(page.getByRole("searchbox", { name: "Search products" })).toHaveValue("shawl");
    await expect(page.getByText(/^Showing \d+ of \d+ products?$/)).toBeVisible();
  });

  test("keeps the search box wide enough to read at 1280 px with a customer or a seller signed in", async ({
    page,
    signInAsCustomer,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsCustomer();
    await page.goto("/About");
    const box = page.getByRole("combobox", { name: "Search Hunarmand" });
    await expect(box).toBeVisible();
    expect((await box.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(180);
  });
});
