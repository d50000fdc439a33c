import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect } from "./fixtures.ts";

/** The demo marketplace's operator. */
export const DEMO_ADMIN = "admin@demo.pk";

/** Signs the admin in through the console's form. */
export async function signInAsAdmin(page: Page, path = "/admin") {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Admin sign-in" })).toBeVisible();
  await page.getByLabel("Email").fill(DEMO_ADMIN);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin sign-in" })).toBeHidden();
}

/**
 * Signs the demo admin in through the API and keeps her session in the page's storage before any of
 * its scripts run, so the next `goto` opens the console signed in (no sign-in form on the way).
 */
export async function signInAsAdminThroughApi(page: Page, request: APIRequestContext) {
  const login = await request.post("/api/admin/login", {
    data: { email: DEMO_ADMIN, password: DEMO_PASSWORD },
  });
  expect(login.ok(), "the demo admin signs in").toBe(true);
  const { token, admin } = await login.json();
  await page.addInitScript(
    ([savedToken, savedAdmin]) => {
      localStorage.setItem("adminToken", savedToken);
      localStorage.setItem("admin", savedAdmin);
    },
    [token, JSON.stringify(admin)] as const,
  );
}

/** The console's section, by its link: in the header on a wide screen, behind the menu on a phone. */
export async function openSection(page: Page, name: string) {
  const menu = page.getByRole("button", { name: "Console menu" });
  const link = page.getByRole("link", { name, exact: true });
  // The console's header draws once its routes are discovered: wait for it before asking which it shows.
  await expect(menu.or(link).first()).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // Its header fits the screen it is on (twelve sections overflowed 1280 px): no sideways scrolling.
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits, "the console scrolls sideways").toBe(true);
}
