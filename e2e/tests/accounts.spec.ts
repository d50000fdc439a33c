import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { openABuyableProduct } from "../buyers.ts";
import { DEMO_PASSWORD, expect, signIn, test, waitingForTheApp } from "../fixtures.ts";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function fillSignup(page: Page, email: string) {
  await page.getByLabel("Full name").fill("Ayesha Malik");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("secret12");
  await page.getByLabel("Confirm password").fill("secret12");
  await page.getByRole("checkbox").check();
}

test.describe("accounts", () => {
  test("a customer signs up and is signed in at once, logs out and signs in again @phone", async ({
    page,
    signInAsCustomer,
  }) => {
    const email = `ayesha.${unique()}@example.pk`;
    await page.goto("/customer/signup");
    await fillSignup(page, email);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/$/);
    const menu = page.getByRole("button", { name: /account menu for ayesha malik/i });
    await expect(menu).toBeVisible();

    await menu.click();
    await expect(page.getByRole("menu")).toContainText(email);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await menu.click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();

    await signInAsCustomer({ email, password: "secret12" });
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeVisible();
  });

  test("a customer signs out everywhere from her account menu, and her other device is signed out too", async ({
    page,
    browser,
  }) => {
    const email = `ayesha.${unique()}@example.pk`;
    await page.goto("/customer/signup");
    await fillSignup(page, email);
    await page.getByRole("button", { name: "Create Account" }).click();
    const menu = page.getByRole("button", { name: /account menu for ayesha malik/i });
    await expect(menu).toBeVisible();

    const other = await browser.newContext();
    const phone = waitingForTheApp(await other.newPage());
    await signIn(phone, "customer", { email, password: "secret12" });
    await expect(phone.getByRole("button", { name: /account menu for ayesha malik/i })).toBeVisible();

    await menu.click();
    await page.getByRole("menuitem", { name: "Sign out everywhere" }).click();
    await expect(
      page.getByText("You have been signed out on every device, this one included."),
    ).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();

    await phone.reload();
    await expect(phone.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    await other.close();
  });

  test("an empty signup form names every field at once, and each message goes once its field is right @phone", async ({
    page,
  }) => {
    await page.goto("/customer/signup");
    await page.getByRole("button", { name: "Create Account" }).click();
    const messages = [
      "Name is required",
      "Email is required",
      "Password is required",
      "Please confirm your password.",
      "Please agree to the terms and conditions.",
    ];
    for (const message of messages) await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByLabel("Full name")).toBeFocused();
    await expect(page).toHaveURL(/\/customer\/signup$/);

    await page.getByLabel("Full name").fill("Ayesha Malik");
    await expect(page.getByText("Name is required")).toBeHidden();
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("secret12");
    await page.getByLabel("Confirm password").fill("secret13");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Passwords don't match", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("secret13");
    await expect(page.locator("form").getByText("Passwords don't match")).toBeHidden();
    await page.getByRole("checkbox").check();
    await expect(page.getByText("Please agree to the terms and conditions.")).toBeHidden();
    await expect(page.getByText("Email is required")).toBeVisible();
  });

  test("a shopper asked to sign in at Buy Now creates an account instead and is back at her checkout @phone", async ({
    page,
  }) => {
    const productUrl = await openABuyableProduct(page);
    await page.getByRole("button", { name: "Buy Now" }).click();
    await page.getByRole("link", { name: "Login to Continue" }).click();
    await expect(page).toHaveURL(/\/customer\/login/);
    await page.getByRole("main").getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/customer\/signup\?from=/);

    await fillSignup(page, `new.${unique()}@example.pk`);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(`${productUrl}?buy=1`);
    await expect(page.getByRole("button", { name: "Place Order" })).toBeVisible();
    await expect(page.getByText("Please login to continue")).toHaveCount(0);
  });

  test("with the demo data on, the demo credentials sign the demo seller in @phone", async ({ page }) => {
    await page.goto("/seller/login");
    await page.getByRole("button", { name: "Use demo credentials" }).click();
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the built web app carries no demo password: the server hands it out only with the demo data on", async () => {
    const dist = process.env.WEB_DIST_DIR
      ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.WEB_DIST_DIR)
      : path.resolve(import.meta.dirname, "../../apps/web/dist");
    const files = fs
      .readdirSync(dist, { recursive: true, encoding: "utf8" })
      .filter((f) => /\.(js|html|css|map)$/.test(f));
    expect(files.filter((f) => f.endsWith(".js")).length).toBeGreaterThan(0);
    const holding = files.filter((f) => fs.readFileSync(path.join(dist, f), "utf8").includes(DEMO_PASSWORD));
    expect(holding).toEqual([]);
  });

  test("a wrong password shows Login Failed under the form, and its toast leaves the header free @phone", async ({
    page,
  }) => {
    await page.goto("/customer/login");
    await page.getByRole("button", { name: "Use demo credentials" }).click();
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Sign In" }) });
    await expect(form.getByRole("alert")).toContainText(/invalid/i);
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Login Failed" });
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL(/\/customer\/login$/);
    // Once it has slid in, the toast starts below the sticky header: its menu and cart stay in reach.
    await expect(async () => {
      const header = await page.getByRole("banner").boundingBox();
      const box = await toast.boundingBox();
      expect(box?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    }).toPass({ timeout: 5_000 });
  });

  test("a seller signs up, sets up a store and lands on the dashboard", async ({ page }) => {
    await page.goto("/seller/signup");
    await expect(page.getByText("Step 1 of 2")).toBeVisible();
    await page.getByRole("button", { name: "Fill demo data" }).click();
    await page.getByRole("button", { name: "Continue to Store Setup" }).click();

    await expect(page).toHaveURL(/\/seller\/createStore$/i);
    await expect(page.getByText("Step 2 of 2")).toBeVisible();
    const storeName = `Kiran Crafts ${unique()}`;
    await page.getByLabel("Store name").fill(storeName);
    await expect(page.getByText(`/store/${storeName.toLowerCase().replace(/\s+/g, "-")}`)).toBeVisible();
    await page.getByRole("combobox", { name: "Category" }).selectOption("Local Crafts");
    await page.getByLabel("Description").fill("Hand-painted clay pots and diyas from Multan.");
    await page.getByRole("button", { name: "Create My Store" }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the seller login shows inline errors that clear when the field is edited", async ({ page }) => {
    await page.goto("/seller/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await page.getByLabel("Email").fill("x");
    await expect(page.getByText("Email is required")).toBeHidden();
    await expect(page.getByText("Password is required")).toBeVisible();
  });
});
