import type { APIRequestContext, Page } from "@playwright/test";
import { expectAccessible, unique } from "../accessibility.ts";
import { expect, imageDataUrl, signInThroughApi, test } from "../fixtures.ts";

/** Two kurtas of the demo seller's store, sold in sizes and colours, whose names share `word`. */
async function kurtasInSizes(request: APIRequestContext, word: string) {
  const { headers } = await signInThroughApi(request, "seller");
  const stores = await (await request.get("/api/stores/seller/my-stores", { headers })).json();
  const store = stores.stores[0];
  const list = async (name: string, sizes: string[], colours: string[]) => {
    const res = await request.post("/api/products", {
      headers,
      data: {
        name: `${name} ${word}`,
        description: "Block-printed lawn kurta, made for this story.",
        price: 2400,
        category: "Handmade Clothing",
        images: [imageDataUrl("lawn-kurta.jpg")],
        store_id: store._id,
        options: [
          { name: "Size", values: sizes },
          { name: "Colour", values: colours },
        ],
        variants: sizes.flatMap((Size) =>
          colours.map((Colour) => ({ options: { Size, Colour }, quantity: 3 })),
        ),
      },
    });
    expect(res.status()).toBe(201);
  };
  await list("Ajrak Kurta", ["S", "M"], ["Indigo", "Madder"]);
  await list("Sindhi Kurta", ["L"], ["Indigo"]);
}

const cards = (page: Page) => page.getByRole("list", { name: "Products" }).getByRole("listitem");

test.describe("a buyer narrows the catalog by size and colour", () => {
  test("the facets count each size and colour, she checks M and Indigo, and the list, the address and the counts follow @phone", async ({
    page,
    request,
  }) => {
    const word = `zq${unique()}`;
    await kurtasInSizes(request, word);
    const phone = (page.viewportSize()?.width ?? 1280) < 1024;
    // The smallest phone the shop is made for.
    if (phone) await page.setViewportSize({ width: 360, height: 780 });

    await page.goto(`/AllProduct?q=${word}`);
    await expect(cards(page)).toHaveCount(2);
    let filters = page.getByRole("complementary", { name: "Filters" });
    if (phone) {
      await page.getByRole("button", { name: /^Filters/ }).click();
      filters = page.getByRole("dialog", { name: "Filters" });
    }
    const sizes = filters.getByRole("group", { name: "Size" });
    const colours = filters.getByRole("group", { name: "Colour" });
    await expect(sizes.getByRole("checkbox")).toHaveCount(3);
    await expect(sizes.getByRole("checkbox", { name: "M (1)" })).toBeVisible();
    await expect(colours.getByRole("checkbox", { name: "Indigo (2)" })).toBeVisible();
    await expectAccessible(page, "the filters with their counts");

    // With the keyboard: the chip's box takes focus and Space checks it.
    await sizes.getByRole("checkbox", { name: "M (1)" }).focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(new RegExp(`q=${word}&size=M$`));
    // The size's own counts stay, so she can widen it; the colours now count the M's only.
    await expect(sizes.getByRole("checkbox", { name: "L (1)" })).toBeVisible();
    await expect(colours.getByRole("checkbox", { name: "Indigo (1)" })).toBeVisible();
    await colours.getByRole("checkbox", { name: "Indigo (1)" }).check();
    await expect(page).toHaveURL(/size=M&colour=Indigo$/);
    await expect(colours.getByRole("checkbox", { name: "Indigo (1)" })).toBeChecked();

    if (phone) {
      await page.getByRole("button", { name: /^Show/ }).click();
      await expect(page.getByRole("dialog", { name: "Filters" })).toBeHidden();
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide, "the page fits 360 px").toBeLessThanOrEqual(360);
    }
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Ajrak Kurta");
    await expect(page.getByRole("button", { name: "Remove filter Size M" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove filter Colour: Indigo" })).toBeVisible();

    // The address holds the choices: a reload (or a shared link) shows the same list.
    await page.reload();
    await expect(cards(page)).toHaveCount(1);
    await page.getByRole("button", { name: "Remove filter Size M" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${word}&colour=Indigo$`));
    await expect(cards(page)).toHaveCount(2);
    await expectAccessible(page, "the list filtered by colour");
  });
});
