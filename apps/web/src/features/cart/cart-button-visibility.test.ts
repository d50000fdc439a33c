import { describe, expect, it } from "vitest";
import { showsCartButton } from "./cart-button-visibility.ts";

describe("the header's cart button", () => {
  it.each([
    "/",
    "/AllProduct",
    "/viewproduct/abc",
    "/store/noor-crochet",
    "/dashboard/store/abc",
    "/products/category/Home%20Decor",
    "/MyOrders/u1",
  ])("shows on the shopping page %s", (path) => expect(showsCartButton(path)).toBe(true));

  it.each([
    "/dashboard",
    "/Dashboard/",
    "/dashboard/settings/s1",
    "/addproduct/s1",
    "/AddProduct",
    "/editproduct/p1",
    "/orders/s1",
    "/seller/login",
    "/customer/signup",
    "/customer/login",
    "/login",
    "/forgot-password",
    "/reset-password",
    "/checkout",
    "/messages",
    "/messages/c1",
    "/dashboard/messages/c1",
    "/dashboard/earnings/s1",
    "/dashboard/returns",
    "/receipt/aaaaaaaa-0000-0000-0000-00003e4f5a6b",
  ])("stays out of the way on %s", (path) => expect(showsCartButton(path)).toBe(false));

  it("stays out of the way of Buy Now's checkout on a product page", () => {
    expect(showsCartButton("/viewproduct/abc", "?buy=2")).toBe(false);
    expect(showsCartButton("/viewproduct/abc", "?tab=reviews")).toBe(true);
  });
});
