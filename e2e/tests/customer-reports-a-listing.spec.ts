import { DEMO_PASSWORD, expect, test } from "../fixtures.ts";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test.describe("a customer reports a listing", () => {
  test("a signed-out visitor signs in from Report this listing, reports it, and cannot report it twice @phone", async ({
    page,
    request,
    signInAsCustomer,
  }) => {
    // A customer of her own, so that a report from an earlier run (or the other project) is not hers.
    const email = `reporter-${unique()}@example.pk`;
    const signup = await request.post("/api/auth/signup", {
      data: { name: "Sana Reporter", email, password: DEMO_PASSWORD },
    });
    expect(signup.status(), await signup.text()).toBe(201);
    const { products } = await (await request.get("/api/products?limit=1")).json();
    const productPath = `/viewproduct/${products[0]._id}`;

    // Not signed in: the link takes her to the customer sign-in and back to the listing.
    await page.goto(productPath);
    await page.getByRole("link", { name: "Report this listing" }).click();
    await expect(page).toHaveURL(/\/customer\/login\?from=/);
    await signInAsCustomer({ onLoginPage: true, email });
    await expect(page).toHaveURL(new RegExp(`${productPath}$`));

    // She reports it as counterfeit.
    await page.getByRole("button", { name: "Report this listing" }).click();
    let dialog = page.getByRole("dialog", { name: "Report this listing" });
    await dialog.getByRole("radio", { name: "Counterfeit or fake" }).check();
    await dialog.getByLabel(/Details/).fill("The brand label is printed, not woven; it looks like a copy.");
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(dialog.getByText("Thank you for your report")).toBeVisible();
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toHaveCount(0);

    // A second report of the same listing is refused while the first is open.
    await page.getByRole("button", { name: "Report this listing" }).click();
    dialog = page.getByRole("dialog", { name: "Report this listing" });
    await dialog.getByRole("radio", { name: "Prohibited item" }).check();
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(dialog.getByRole("alert")).toContainText("You have already reported this listing");
    await expect(dialog.getByText("Thank you for your report")).toHaveCount(0);
  });
});
