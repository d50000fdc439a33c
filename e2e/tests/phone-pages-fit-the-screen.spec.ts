import type { Page } from "@playwright/test";
import { signInAsAdminThroughApi } from "../console.ts";
import { expect, test } from "../fixtures.ts";

/**
 * On a 360 px phone no public page scrolls sideways, and no button or link sticks out of the
 * screen or is cut off by the box it sits in (a row that scrolls sideways on purpose, such as the
 * home page's featured stores, may hold more than fits).
 */
test.use({ viewport: { width: 360, height: 780 } });

async function misfits(page: Page): Promise<{ scrollWidth: number; clipped: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped: string[] = [];
    const describe = (el: Element, box: DOMRect) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") || el.textContent || "").trim().slice(0, 40)}" at ${Math.round(box.left)}..${Math.round(box.right)}`;
    for (const el of document.querySelectorAll("button, a")) {
      const box = el.getBoundingClientRect();
      // Not shown, or visually hidden for screen readers only (a 1 px clipped box).
      if (box.width <= 1 || box.height <= 1 || !el.checkVisibility({ visibilityProperty: true })) continue;
      let inScroller = false;
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX === "auto" || overflowX === "scroll") {
          inScroller = true;
          break;
        }
        if (overflowX === "hidden" || overflowX === "clip") {
          const clip = parent.getBoundingClientRect();
          if (box.left < clip.left - 1 || box.right > clip.right + 1) {
            clipped.push(
              `${describe(el, box)}, cut off by a box at ${Math.round(clip.left)}..${Math.round(clip.right)}`,
            );
            break;
          }
        }
      }
      if (!inScroller && (box.left < -1 || box.right > width + 1))
        clipped.push(`${describe(el, box)}, off the screen`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, clipped };
  });
}

async function expectToFit(page: Page, what: string) {
  await page.waitForLoadState("networkidle");
  const { scrollWidth, clipped } = await misfits(page);
  expect.soft(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(360);
  expect.soft(clipped, `${what} has controls off the screen or cut off`).toEqual([]);
}

test.describe("on a 360 px phone", () => {
  test("no public page scrolls sideways or cuts off a button @phone-only", async ({ page, request }) => {
    const { products } = await (await request.get("/api/products?limit=3")).json();
    const { stores } = await (await request.get("/api/stores")).json();
    const pages: Array<[path: string, heading: RegExp]> = [
      ["/", /./],
      ["/AllProduct", /Discover Amazing Products/],
      [`/products/category/${encodeURIComponent("Home Decor")}`, /Home Decor/],
      [
        `/viewproduct/${products[0]._id}`,
        new RegExp(products[0].name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      ],
      [`/dashboard/store/${stores[0]._id}`, /./],
      ["/About", /./],
      ["/Contact", /./],
      ["/TermsOfService", /./],
      ["/PrivacyPolicy", /./],
      ["/login", /./],
      ["/customer/login", /./],
      ["/seller/login", /./],
      ["/customer/signup", /./],
      ["/seller/signup", /./],
      ["/forgot-password", /./],
      ["/reset-password", /./],
      ["/checkout", /./],
      ["/wishlist", /Your Wishlist/],
      ["/no-such-page", /Page not found/],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(heading);
      await expectToFit(page, path);
    }

    // The wishlist with products in it, and the header's search opened with suggestions showing.
    await page.evaluate(
      (ids) => localStorage.setItem("wishlist", JSON.stringify(ids)),
      products.map((p: { _id: string }) => p._id),
    );
    await page.goto("/wishlist");
    await expect(page.getByRole("list", { name: "Saved products" }).getByRole("article")).toHaveCount(3);
    await expectToFit(page, "/wishlist with saved products");

    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    await page.getByRole("combobox", { name: "Search Hunarmand" }).fill("ajrak");
    await expect(page.getByRole("option").first()).toBeVisible();
    await expectToFit(page, "the header's search with suggestions");
  });

  test("no page of the operator console scrolls sideways or cuts off a button @phone-only", async ({
    page,
    request,
  }) => {
    await signInAsAdminThroughApi(page, request);
    const pages: Array<[path: string, heading: string]> = [
      ["/admin", "Overview"],
      ["/admin/sellers?status=all", "Sellers"],
      ["/admin/customers", "Customers"],
      ["/admin/reports", "Reports"],
      ["/admin/balances", "Balances"],
      ["/admin/settings", "Settings"],
      ["/admin/audit", "Audit log"],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expectToFit(page, path);
    }
    await page.getByRole("button", { name: "Console menu" }).click();
    await expect(page.getByRole("dialog", { name: "Console" })).toBeVisible();
    // The sheet slides in from the right: measure it once it has arrived.
    await expect(page.getByRole("button", { name: "Close menu" })).toBeInViewport({ ratio: 1 });
    await expectToFit(page, "the console's menu");
  });
});
