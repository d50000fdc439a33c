import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

/**
 * Every public screen and the signed-in screens pass axe's WCAG 2 A/AA rules with no serious or
 * critical violation, once their data has loaded.
 */
async function expectNoSeriousViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect.soft(serious, `accessibility problems on ${path}`).toEqual([]);
}

test.describe("every page is accessible", () => {
  test("the public pages have no serious accessibility problems @phone", async ({ page, request }) => {
    const { products } = await (await request.get("/api/products?limit=1")).json();
    const { stores } = await (await request.get("/api/stores")).json();
    for (const path of [
      "/",
      "/AllProduct",
      `/products/category/${encodeURIComponent("Home Decor")}`,
      `/viewproduct/${products[0]._id}`,
      `/dashboard/store/${stores[0]._id}`,
      "/About",
      "/Contact",
      "/TermsOfService",
      "/PrivacyPolicy",
      "/customer/login",
      "/customer/signup",
      "/seller/login",
      "/seller/signup",
      "/checkout",
      "/no-such-page",
    ]) {
      await expectNoSeriousViolations(page, path);
    }
  });

  test("the signed-in screens have no serious accessibility problems", async ({ page, request }) => {
    const login = async (path: string, email: string) =>
      (await request.post(path, { data: { email, password: "demo12345" } })).json();
    const customer = await login("/api/auth/login", "customer@demo.pk");
    const seller = await login("/api/seller/login", "seller@demo.pk");
    const { stores } = await (
      await request.get("/api/stores/seller/my-stores", {
        headers: { Authorization: `Bearer ${seller.token}` },
      })
    ).json();
    await page.addInitScript(
      ([c, s, st]) => {
        localStorage.setItem("token", c.token);
        localStorage.setItem("user", JSON.stringify(c.user));
        localStorage.setItem("sellerToken", s.token);
        localStorage.setItem("seller", JSON.stringify(s.seller));
        localStorage.setItem("stores", JSON.stringify(st));
      },
      [customer, seller, stores],
    );
    for (const path of [
      `/MyOrders/${customer.user.id}`,
      "/dashboard",
      `/addproduct/${stores[0]._id}`,
      `/orders/${stores[0]._id}`,
    ]) {
      await expectNoSeriousViolations(page, path);
    }
  });
});
