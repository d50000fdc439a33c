import type { Page } from "@playwright/test";
import { expectAccessible, unique } from "../accessibility.ts";
import { openSection, signInAsAdminThroughApi } from "../console.ts";
import { expect, test } from "../fixtures.ts";
import { ur } from "../urdu.ts";

const productItems = (page: Page) => page.getByRole("list", { name: "Products" }).getByRole("listitem");

/** A word no buyer types and no product holds, in letters only (a spelling takes no digits). */
const madeUpWord = () => `qx${unique().replace(/[0-9]/g, (d) => "jklmnopqrs"[Number(d)] ?? "z")}`;

/**
 * Issue 33: the glossary is editable in the console. The operator adds a spelling buyers use that
 * the reviewed glossary lacks; the next search finds the demo's shawl by it; deleted, it finds
 * nothing again.
 */
test.describe("the operator teaches search a word", () => {
  test("adds an entry on Search words, a buyer's search finds the shawl by it, and deleting it undoes that @phone", async ({
    page,
    request,
  }) => {
    const word = madeUpWord();
    const key = `e2e-${word}`;
    const search = async () => {
      await page.goto(`/AllProduct?q=${word}`);
      await expect(page.getByRole("searchbox", { name: "Search products" })).toHaveValue(word);
    };
    // Read (and kept by the server) before the entry exists: nothing has the word.
    await search();
    await expect(page.getByRole("heading", { name: "No products match" })).toBeVisible();

    await signInAsAdminThroughApi(page, request);
    await page.goto("/admin");
    await openSection(page, "Search words");
    await expect(page.getByRole("region", { name: /Built-in entries/ })).toContainText("chaadar");
    await page.getByRole("button", { name: "Add an entry" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a glossary entry" });
    await dialog.getByLabel(/^Name/).fill(key);
    await dialog.getByLabel(/^Roman Urdu spellings/).fill(word);
    await dialog.getByLabel(/^English words/).fill("shawl");
    await expectAccessible(page, "the glossary entry's form");
    await dialog.getByRole("button", { name: "Add an entry" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: `Change ${key}` })).toBeVisible();
    await expectAccessible(page, "the Search words screen");

    await search();
    await expect(productItems(page).first()).toBeVisible();
    const found = await productItems(page).evaluateAll((items) =>
      items.map((item) => item.textContent ?? ""),
    );
    expect(found.join(" | ")).toContain("Hand-Block Ajrak Shawl");

    await page.goto("/admin/glossary");
    await page.getByRole("button", { name: `Delete ${key}` }).click();
    const confirm = page.getByRole("dialog", { name: `Delete “${key}”?` });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("button", { name: `Delete ${key}` })).toBeHidden();

    await search();
    await expect(page.getByRole("heading", { name: "No products match" })).toBeVisible();
  });

  test.describe("on a 360 px phone, in Urdu", () => {
    test.use({ viewport: { width: 360, height: 780 } });

    test("the screen and its form read right to left and fit without scrolling sideways @phone-only", async ({
      page,
      request,
    }) => {
      await signInAsAdminThroughApi(page, request);
      await page.goto("/");
      await page.getByRole("button", { name: "اردو" }).click();
      // The switch remembers her choice once the Urdu words are here; leaving before that forgets it.
      await expect(page.getByRole("button", { name: "English" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "ur");
      await page.goto("/admin/glossary");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ur("admin.sections.glossary"));
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByText("chaadar", { exact: false }).first()).toBeVisible();
      const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await scrollWidth(), "the screen scrolls sideways").toBeLessThanOrEqual(360);
      await expectAccessible(page, "the Search words screen in Urdu");

      await page.getByRole("button", { name: ur("admin.glossary.add") }).click();
      const dialog = page.getByRole("dialog", { name: ur("admin.glossary.addTitle") });
      await expect(dialog).toBeVisible();
      // Checked in Urdu before anything is sent.
      await dialog.getByRole("button", { name: ur("admin.glossary.add") }).click();
      await expect(dialog.getByText("کم از کم ایک ہجے لکھیں، اردو میں یا رومن اردو میں۔")).toBeVisible();
      expect(await scrollWidth(), "the form scrolls sideways").toBeLessThanOrEqual(360);
      await expectAccessible(page, "the glossary entry's form in Urdu");
    });
  });
});
