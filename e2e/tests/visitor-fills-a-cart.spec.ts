import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";

/** "Rs 5,200" from 5200, as the site shows whole-rupee prices. */
const rupees = (amount: number) => `Rs ${amount.toLocaleString("en-US")}`;

const section = (page: Page, heading: string) =>
  page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: heading, exact: true }) });

/**
 * The price a product card shows first: the sale price while on sale, else the price. Read from the
 * card's text, not its rendered text: a card below the fold is not laid out until it is near the
 * screen (content-visibility), and its rendered text is empty until then.
 */
async function cardPrice(card: Locator): Promise<number> {
  const match = ((await card.textContent()) ?? "").match(/Rs\s([\d,]+)/);
  if (!match?.[1]) throw new Error("The card shows no price");
  return Number(match[1].replace(/,/g, ""));
}

/** Product cards a visitor can add more than one of: in stock and not marked Low Stock. */
const plentifulCards = (page: Page, scope: Locator) =>
  scope
    .getByRole("article")
    .filter({ has: page.getByRole("button", { name: "Add to Cart" }) })
    .filter({ hasNotText: "Low Stock" });

test.describe("a visitor on the home page", () => {
  test("sees the slideshow, all twelve categories, hot deals, featured products and stores", async ({
    page,
  }) => {
    await page.goto("/");
    const slideshow = page.getByRole("region", { name: "Highlights" });
    await expect(slideshow.getByRole("heading", { name: "Empower Creators" })).toBeVisible();
    await slideshow.getByRole("button", { name: "Next slide" }).click();
    await expect(slideshow.getByRole("heading", { name: "Promote Local Industry" })).toBeVisible();
    await expect(slideshow.getByRole("button", { name: /show slide 2/i })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await slideshow.getByRole("button", { name: "Previous slide" }).click();
    await slideshow.getByRole("button", { name: "Previous slide" }).click();
    await expect(slideshow.getByRole("heading", { name: "Shop with Purpose" })).toBeVisible();
    await slideshow.getByRole("button", { name: "Pause slideshow" }).click();
    await expect(slideshow.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await slideshow.getByRole("button", { name: "Play slideshow" }).click();
    await expect(slideshow.getByRole("button", { name: "Pause slideshow" })).toBeVisible();

    const categories = section(page, "Shop by Category");
    await expect(categories.getByRole("link")).toHaveCount(6);
    const toggle = categories.getByRole("button", { name: "Show More" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(categories.getByRole("link")).toHaveCount(12);
    await expect(categories.getByRole("link", { name: "Pet & Kids Items" })).toHaveAttribute(
      "href",
      "/products/category/Pet%20%26%20Kids%20Items",
    );
    await expect(categories.getByRole("button", { name: "Show Less" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );

    await expect(section(page, "Why Choose Our Platform")).toContainText("Preserve Heritage & Culture");

    const deals = section(page, "Hot Deals").getByRole("article");
    await expect(deals.first()).toBeVisible();
    expect(await deals.count()).toBeLessThanOrEqual(4);
    for (const deal of await deals.all()) {
      await expect(deal).toContainText(/-\d+%.*\d+% off/);
      await expect(deal).toContainText(/Rs [\d,]+/);
    }

    const featured = section(page, "Featured Products");
    await expect(featured.getByRole("article")).toHaveCount(20);
    await expect(featured.getByRole("article").first()).toContainText(/Rs [\d,]+/);
    await expect(featured.getByRole("link", { name: "View all products" })).toHaveAttribute(
      "href",
      "/AllProduct",
    );

    const stores = section(page, "Featured Stores");
    await expect(stores.getByRole("article")).toHaveCount(8);
    await expect(stores).not.toContainText("4.5");
    const firstStore = stores.getByRole("article").first();
    const storeName = await firstStore.getByRole("heading").innerText();
    await firstStore.getByRole("link", { name: /view store/i }).click();
    await expect(page).toHaveURL(/\/store\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(storeName);
    // A screen reader announces the new page: its heading has the focus after the move.
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("fills a cart, changes quantities, keeps it over a reload and heads to checkout", async ({ page }) => {
    await page.goto("/");
    const cards = plentifulCards(page, section(page, "Featured Products"));
    const first = cards.nth(0);
    const second = cards.nth(1);
    const firstName = (await first.getByRole("heading").textContent())?.trim() ?? "";
    const secondName = (await second.getByRole("heading").textContent())?.trim() ?? "";
    const firstPrice = await cardPrice(first);
    const secondPrice = await cardPrice(second);

    await first.getByRole("button", { name: "Add to Cart" }).click();
    await second.getByRole("button", { name: "Add to Cart" }).click();
    const cartButton = page.getByRole("button", { name: /^Open cart/ });
    await expect(cartButton).toHaveAccessibleName("Open cart, 2 items");
    await expect(cartButton).toContainText("2");

    await cartButton.click();
    const drawer = page.getByRole("dialog", { name: "Your Cart" });
    const lines = drawer.getByRole("listitem");
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(firstName);
    await expect(lines.nth(1)).toContainText(secondName);
    const total = drawer.getByTestId("cart-total");
    await expect(total).toHaveText(rupees(firstPrice + secondPrice));
    await expect(drawer).toContainText("Shipping and tax are calculated at checkout.");

    await drawer.getByRole("button", { name: `Increase quantity of ${firstName}` }).click();
    await expect(drawer.getByRole("status", { name: `Quantity of ${firstName}` })).toHaveText("2");
    await expect(total).toHaveText(rupees(firstPrice * 2 + secondPrice));
    await expect(lines.nth(0).getByTestId("line-total")).toContainText(rupees(firstPrice * 2));
    await drawer.getByRole("button", { name: `Decrease quantity of ${firstName}` }).click();
    await expect(total).toHaveText(rupees(firstPrice + secondPrice));

    await drawer.getByRole("button", { name: `Remove ${secondName} from cart` }).click();
    await expect(lines).toHaveCount(1);
    await expect(total).toHaveText(rupees(firstPrice));

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await page.reload();
    await expect(cartButton).toHaveAccessibleName("Open cart, 1 item");
    await cartButton.click();
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(firstName);

    await drawer.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(drawer).toBeHidden();
  });

  test("on a phone the menu still works and the cart drawer fits the screen @phone-only", async ({
    page,
  }) => {
    await page.goto("/");
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();

    const card = plentifulCards(page, section(page, "Featured Products")).first();
    const name = (await card.getByRole("heading").textContent())?.trim() ?? "";
    await card.getByRole("button", { name: "Add to Cart" }).click();
    const cartButton = page.getByRole("button", { name: "Open cart, 1 item" });
    await expect(cartButton).toBeInViewport();
    await cartButton.click();

    const drawer = page.getByRole("dialog", { name: "Your Cart" });
    await expect(drawer.getByRole("listitem")).toContainText(name);
    const viewportWidth = page.viewportSize()?.width ?? 0;
    // The drawer slides in from the right: once it settles, all of it is on the screen.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= viewportWidth + 1;
      })
      .toBe(true);
    await expect(drawer.getByRole("button", { name: "Proceed to Checkout" })).toBeInViewport();
    await drawer.getByRole("button", { name: `Remove ${name}`, exact: true }).click();
    await expect(drawer).toContainText("Your cart is empty");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Open cart, 0 items" })).toBeFocused();
  });
});
