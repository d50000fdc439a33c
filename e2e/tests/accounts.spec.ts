import { expect, test } from "@playwright/test";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test.describe("accounts", () => {
  test("a customer signs up, signs in, sees their name in the header and logs out @phone", async ({
    page,
  }) => {
    const email = `ayesha.${unique()}@example.pk`;
    await page.goto("/customer/signup");
    await page.getByLabel("Full name").fill("Ayesha Malik");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("secret12");
    await page.getByLabel("Confirm password").fill("secret12");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/customer\/login$/);

    await page.getByLabel("Email").fill(email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("secret12");
    await page.getByRole("button", { name: "Sign In" }).click();
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
  });

  test("signup checks that the passwords match before anything else", async ({ page }) => {
    await page.goto("/customer/signup");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("secret12");
    await page.getByLabel("Confirm password").fill("secret13");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Passwords don't match").first()).toBeVisible();
    await expect(page).toHaveURL(/\/customer\/signup$/);
  });

  test("a wrong password shows Login Failed", async ({ page }) => {
    await page.goto("/customer/login");
    await page.getByRole("button", { name: "Use demo credentials" }).click();
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Login Failed")).toBeVisible();
    await expect(page).toHaveURL(/\/customer\/login$/);
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
