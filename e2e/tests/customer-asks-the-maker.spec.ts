import type { APIRequestContext } from "@playwright/test";
import { anotherPerson, expect, signIn, signInThroughApi, test } from "../fixtures.ts";

/** One of the demo seller's own products (Fatima's Phulkari House), so the story can sign in as her. */
async function aProductOfTheDemoSeller(request: APIRequestContext) {
  const seller = await signInThroughApi(request, "seller");
  const mine = await request.get("/api/stores/seller/my-stores", { headers: seller.headers });
  expect(mine.ok()).toBe(true);
  const store = ((await mine.json()) as { stores: Array<{ _id: string; name: string }> }).stores[0];
  expect(store, "the demo seller has a store").toBeTruthy();
  const listed = await request.get(`/api/products/store/${store?._id}?limit=1`);
  const product = ((await listed.json()) as { products: Array<{ _id: string; name: string }> }).products[0];
  expect(product, "her store has a product").toBeTruthy();
  return { store: store as { _id: string; name: string }, product: product as { _id: string; name: string } };
}

test.describe("customer asks the maker", () => {
  test("a customer asks about a product and sees the seller's reply arrive without reloading @phone", async ({
    page,
    browser,
    request,
    signInAsCustomer,
  }) => {
    const { store, product } = await aProductOfTheDemoSeller(request);
    const stamp = Date.now().toString(36);
    const question = `Is the ${product.name} available in blue? <b>${stamp}</b>`;
    const answer = `Yes, in royal blue; it ships in a week. (${stamp})`;

    // A visitor is asked to sign in first and comes back to the product.
    await page.goto(`/viewproduct/${product._id}`);
    await page.getByRole("link", { name: "Message the maker" }).click();
    await expect(page).toHaveURL(/\/customer\/login\?from=/);
    await signInAsCustomer({ onLoginPage: true });
    await expect(page).toHaveURL(new RegExp(`/viewproduct/${product._id}$`));

    await page.getByRole("button", { name: "Message the maker" }).click();
    const composer = page.getByRole("dialog", { name: `Message ${store.name}` });
    await expect(composer).toContainText(`About ${product.name}`);
    await composer.getByRole("button", { name: "Send" }).click();
    await expect(composer.getByText("Please write a message.")).toBeVisible();
    await composer.getByRole("textbox", { name: "Your message" }).fill(question);
    await composer.getByRole("button", { name: "Send" }).click();

    // The conversation opens, with her question as she wrote it (markup as text) and the product beside it.
    await expect(page).toHaveURL(/\/messages\/[^/]+$/);
    const thread = page.getByRole("log", { name: "Messages" });
    await expect(thread.getByText(question, { exact: true })).toBeVisible();
    await expect(
      page.getByRole("complementary").getByRole("link", { name: new RegExp(product.name) }),
    ).toBeVisible();
    const conversationId = page.url().split("/").pop();

    // The maker, at her own screen, finds it in her dashboard's inbox, unread, and answers.
    const seller = await anotherPerson(browser);
    await signIn(seller, "seller");
    await seller.goto("/dashboard/messages");
    const row = seller.getByRole("link", { name: /Ayesha Khan/ }).filter({ hasText: stamp });
    await expect(row).toContainText("1 unread message");
    await row.click();
    await expect(seller).toHaveURL(new RegExp(`/dashboard/messages/${conversationId}$`));
    await expect(
      seller.getByRole("log", { name: "Messages" }).getByText(question, { exact: true }),
    ).toBeVisible();
    await seller.getByRole("textbox", { name: /^Reply to/ }).fill(answer);
    await seller.getByRole("button", { name: "Send" }).click();
    await expect(seller.getByRole("log", { name: "Messages" }).getByText(answer)).toBeVisible();

    // The customer, who has not reloaded, sees the reply arrive.
    await expect(thread.getByText(answer)).toBeVisible();
    await seller.context().close();
  });
});
