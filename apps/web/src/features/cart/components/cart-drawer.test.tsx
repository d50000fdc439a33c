import { I18nProvider } from "@lingui/react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createI18n } from "@/i18n/i18n.ts";
import { urduMessages } from "@/i18n/urdu-messages.ts";
import { addLine, type CartLine, type CartProduct } from "@/lib/cart-lines.ts";
import { CART_STORAGE_KEY, CartProvider } from "@/lib/cart-provider.tsx";
import { CartButton } from "./cart-button.tsx";
import { CartDrawer } from "./cart-drawer.tsx";

function product(overrides: Partial<CartProduct>): CartProduct {
  return {
    _id: "p1",
    name: "Phulkari Dupatta",
    price: 4500,
    sale_price: 3800,
    saleEndingDate: null,
    images: [],
    thumbnails: [],
    quantity: 3,
    category: "Traditional Textiles",
    store_id: { _id: "s1", name: "Fatima's Phulkari House" },
    ...overrides,
  };
}

const DUPATTA = product({});
const AJRAK = product({ _id: "p2", name: "Ajrak Shawl", price: 1200, sale_price: null, quantity: 10 });

function renderCart(lines: CartLine[], { urdu = false } = {}) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  const Shell = () => (
    <>
      <CartButton />
      <CartDrawer />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: "/", element: <Shell /> },
      { path: "/checkout", element: <p>Checkout page</p> },
      { path: "/AllProduct", element: <p>All products page</p> },
      { path: "/viewproduct/:id", element: <p>Product page</p> },
    ],
    { initialEntries: ["/"] },
  );
  render(
    <I18nProvider i18n={createI18n(urdu ? "ur" : "en", urdu ? urduMessages : undefined)}>
      <CartProvider>
        <RouterProvider router={router} />
      </CartProvider>
    </I18nProvider>,
  );
  return { router, user: userEvent.setup() };
}

const storedQuantities = () =>
  (JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "[]") as CartLine[]).map((l) => [
    l.product._id,
    l.quantity,
  ]);

// The drawer's code is fetched when it is first opened (or the browser is idle), so each test finds
// the open drawer once it has arrived.
describe("the cart drawer", () => {
  it("opens from the header's cart button, which counts the units in the cart", async () => {
    const { user } = renderCart(addLine(addLine([], DUPATTA, 2), AJRAK, 1));
    await user.click(screen.getByRole("button", { name: "Open cart, 3 items" }));
    const drawer = await screen.findByRole("dialog", { name: "Your Cart" });
    const lines = within(drawer).getAllByRole("listitem");
    expect(lines).toHaveLength(2);
    // Sale price while the sale is active.
    expect(within(lines[0] as HTMLElement).getByText("Rs 3,800 each")).toBeTruthy();
    expect(within(lines[0] as HTMLElement).getByText("Fatima's Phulkari House")).toBeTruthy();
    expect(within(drawer).getByTestId("cart-total").textContent).toBe("Rs 8,800");
    expect(within(drawer).getByText("Shipping and tax are calculated at checkout.")).toBeTruthy();
  });

  it("changes quantities within the stock, removes a line at 0, and keeps the cart stored", async () => {
    const { user } = renderCart(addLine(addLine([], DUPATTA, 2), AJRAK, 1));
    await user.click(screen.getByRole("button", { name: /open cart/i }));
    const drawer = await screen.findByRole("dialog", { name: "Your Cart" });

    const more = within(drawer).getByRole("button", { name: "Increase quantity of Phulkari Dupatta" });
    await user.click(more);
    expect(within(drawer).getByRole("status", { name: "Quantity of Phulkari Dupatta" }).textContent).toBe(
      "3",
    );
    expect((more as HTMLButtonElement).disabled).toBe(true);
    expect(within(drawer).getByText("Only 3 in stock")).toBeTruthy();
    expect(within(drawer).getByTestId("cart-total").textContent).toBe("Rs 12,600");

    await user.click(within(drawer).getByRole("button", { name: "Remove Ajrak Shawl" }));
    expect(within(drawer).queryByText("Ajrak Shawl")).toBeNull();
    expect(within(drawer).getByTestId("cart-total").textContent).toBe("Rs 11,400");
    expect(storedQuantities()).toEqual([["p1", 3]]);
    expect(screen.getByRole("button", { name: "Open cart, 3 items", hidden: true })).toBeTruthy();
  });

  it("removes a line with Remove and shows the empty cart with a way to shop", async () => {
    const { user, router } = renderCart(addLine([], AJRAK, 1));
    await user.click(screen.getByRole("button", { name: /open cart/i }));
    const drawer = await screen.findByRole("dialog", { name: "Your Cart" });
    await user.click(within(drawer).getByRole("button", { name: "Remove Ajrak Shawl from cart" }));
    expect(within(drawer).getByText("Your cart is empty")).toBeTruthy();
    expect(within(drawer).queryByRole("button", { name: "Proceed to Checkout" })).toBeNull();

    await user.click(within(drawer).getByRole("link", { name: "Start shopping" }));
    expect(router.state.location.pathname).toBe("/AllProduct");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes with Escape and gives focus back to the button", async () => {
    const { user } = renderCart(addLine([], AJRAK, 1));
    const button = screen.getByRole("button", { name: /open cart/i });
    await user.click(button);
    expect(await screen.findByRole("dialog")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("Proceed to Checkout closes the drawer and goes to the checkout", async () => {
    const { user, router } = renderCart(addLine([], DUPATTA, 1));
    await user.click(screen.getByRole("button", { name: /open cart/i }));
    await user.click(await screen.findByRole("button", { name: /proceed to checkout/i }));
    await act(async () => {});
    expect(router.state.location.pathname).toBe("/checkout");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("Checkout page")).toBeTruthy();
  });

  it("reads in Urdu, counting the units in Urdu plurals and keeping prices in rupees", async () => {
    const { user } = renderCart(addLine(addLine([], DUPATTA, 2), AJRAK, 1), { urdu: true });
    await user.click(screen.getByRole("button", { name: "ٹوکری کھولیں، 3 چیزیں" }));
    const drawer = await screen.findByRole("dialog", { name: "آپ کی ٹوکری" });
    expect(within(drawer).getByText("3 چیزیں")).toBeTruthy();
    expect(within(drawer).getByText("Rs 3,800 فی عدد")).toBeTruthy();
    expect(within(drawer).getByRole("button", { name: "Ajrak Shawl کو ٹوکری سے ہٹائیں" })).toBeTruthy();
    expect(within(drawer).getByRole("button", { name: /چیک آؤٹ کی طرف بڑھیں/ })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\bcart\.[a-z]/);

    await user.click(within(drawer).getByRole("button", { name: "Ajrak Shawl کو ٹوکری سے ہٹائیں" }));
    await user.click(within(drawer).getByRole("button", { name: "Phulkari Dupatta کو ٹوکری سے ہٹائیں" }));
    expect(within(drawer).getByText("آپ کی ٹوکری خالی ہے")).toBeTruthy();
    expect(within(drawer).getByText("ابھی کوئی چیز نہیں")).toBeTruthy();
  });
});
