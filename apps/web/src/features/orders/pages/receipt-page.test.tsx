import "@testing-library/jest-dom/vitest";
import type { Order } from "@marketplace/shared/orders-contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answer, refuse, sentPaths } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { anOrder, anOrderItem, aUser, bankTransferInstructions } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInCustomer } from "@/test/sessions.ts";

const ID = "aaaaaaaa-0000-0000-0000-00003e4f5a6b";

function order(overrides: Partial<Order> = {}): Order {
  return anOrder({
    _id: ID,
    id: ID,
    products: [
      anOrderItem("i1", "Phulkari Dupatta", { price: 4500, quantity: 2 }),
      {
        ...anOrderItem("i2", "Chikankari Kurta", { price: 1299.5, productId: "p2" }),
        variant: { _id: "v-m", options: { Size: "M", Colour: "White" } },
      },
    ],
    shippingAddress: { ...anOrder().shippingAddress, addressLine: "House 12, Street 4, Gulberg III" },
    itemsPrice: 10299.5,
    taxPrice: 514.98,
    totalPrice: 10814.48,
    ...overrides,
  });
}

const profile = () => answer("GET /api/auth/profile", { success: true, user: aUser() });
const serve = (o: Order) => server.use(profile(), answer("GET /api/orders/:id", { success: true, data: o }));

afterEach(() => vi.unstubAllGlobals());

describe("the receipt page", () => {
  it("shows every item, the server's totals, the address and the payment, and prints", async () => {
    signInCustomer();
    serve(order({ notes: "Call before delivery" }));
    const print = vi.fn();
    vi.stubGlobal("print", print);
    const user = userEvent.setup();
    renderApp(`/receipt/${ID}`);

    const receipt = await screen.findByRole("article", { name: "Order receipt" });
    expect(within(receipt).getByTestId("receipt-order-number")).toHaveTextContent("3E4F5A6B");
    const rows = within(receipt).getAllByRole("row");
    expect(rows[1]).toHaveTextContent(/Phulkari Dupatta\s*2\s*Rs 4,500\s*Rs 9,000/);
    expect(rows[2]).toHaveTextContent(
      /Chikankari Kurta\s*Size: M, Colour: White\s*1\s*Rs 1,299\.50\s*Rs 1,299\.50/,
    );
    expect(receipt).toHaveTextContent(/Tax \(5%\)\s*Rs 514\.98/);
    expect(receipt).toHaveTextContent(/Total\s*Rs 10,814\.48/);
    expect(receipt).toHaveTextContent("House 12, Street 4, Gulberg III");
    expect(receipt).toHaveTextContent("Cash on Delivery");
    expect(receipt).toHaveTextContent("Call before delivery");
    expect(receipt).not.toHaveTextContent("Reference");
    expect(document.title).toContain("Receipt for order 3E4F5A6B");

    await user.click(screen.getByRole("button", { name: "Print or save as PDF" }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "Back to My Orders" })).toHaveAttribute("href", "/MyOrders/u1");
  });

  it("tells a bank transfer buyer whom to pay and which reference to quote", async () => {
    signInCustomer();
    serve(
      order({
        paymentMethod: "Bank Transfer",
        paymentInstructions: bankTransferInstructions({ amount: 10814.48 }),
      }),
    );
    renderApp(`/receipt/${ID}`);
    const receipt = await screen.findByRole("article", { name: "Order receipt" });
    expect(receipt).toHaveTextContent("PK36SCBL0000001123456702");
    expect(receipt).toHaveTextContent(/Reference\s*3E4F5A6B/);
  });

  it("reads in Urdu, the amounts still in rupees and names kept as written", async () => {
    signInCustomer();
    serve(order({ orderStatus: "Shipped" }));
    renderApp(`/receipt/${ID}`, { language: "ur" });
    const receipt = await screen.findByRole("article", { name: "آرڈر کی رسید" });
    expect(receipt).toHaveTextContent("روانہ");
    expect(receipt).toHaveTextContent("سائز: M، رنگ: White");
    expect(receipt).toHaveTextContent("پاکستان");
    expect(receipt).toHaveTextContent("Rs 10,814.48");
    expect(receipt.textContent).not.toMatch(/\borders\.[a-z]/);
    expect(receipt).not.toHaveTextContent("Payment");
    expect(screen.getByRole("button", { name: "پرنٹ کریں یا پی ڈی ایف بنائیں" })).toBeInTheDocument();
  });

  it("says an order that is not hers is not hers", async () => {
    signInCustomer();
    server.use(profile(), refuse("GET /api/orders/:id", 403, "This order belongs to another account."));
    renderApp(`/receipt/${ID}`);
    expect(await screen.findByText("This receipt is not yours")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to My Orders" })).toHaveAttribute("href", "/MyOrders/u1");
  });

  it("asks a signed-out visitor to log in, without asking the server", async () => {
    renderApp(`/receipt/${ID}`);
    expect(await screen.findByText("Log in to see this receipt")).toBeInTheDocument();
    expect(sentPaths().some((path) => path.startsWith("/api/orders"))).toBe(false);
  });
});
