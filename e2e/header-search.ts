import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** The header's search box; on a phone its icon opens it first. */
export async function headerSearch(page: Page) {
  await expect(page.getByRole("banner")).toBeVisible();
  const box = page.getByRole("combobox", { name: "Search Hunarmand" });
  if (await box.isVisible()) {
    await box.click();
  } else {
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    await expect(box).toBeFocused();
  }
  return box;
}
