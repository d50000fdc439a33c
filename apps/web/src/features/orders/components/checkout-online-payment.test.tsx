import "@testing-library/jest-dom/vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answer, on, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aCartLine, anOrder, aProduct, aUser } from "@/test/fixtures.ts";
import { renderRoutes } from "@/test/render-app.tsx";
import { signInCustomer } from "@/test/sessions.ts";
import { CheckoutView } from "./checkout-view.tsx";

const REDIRECT = {
  url: "https://sandbox.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/",
  method: "POST" as const,
  fields: { pp_TxnRefNo: "HM0123456789ABCDEF01", pp_Amount: "89000", pp_SecureHash: "ABC" },
};

function serve(providers: Array<"jazzcash" | "easypaisa">) {
  server.use(
    answer("GET /api/auth/profile", { success: true, user: aUser() }),
    answer("GET /api/orders/user/:userId", { success: true, data: [] }),
    answer("GET /api/payments/providers", { providers, holdMinutes: 60 }),
    on("GET /api/products/:id", () => ({ success: true, product: aProduct({ quantity: 5 }) })),
    answer("POST /api/orders", {
      success: true,
      message: "Order placed successfully.",
      data: anOrder({ paymentMethod: "JazzCash", totalPrice: 890, paymentDueAt: "2026-11-29T13:00:00.000Z" }),
    }),
    answer("POST /api/payments", {
      payment: { _id: "pay1", status: "initiated", provider: "jazzcash", amount: 890, redirect: REDIRECT },
    }),
  );
}

function renderCheckout(urdu = false) {
  renderRoutes(
    [
      {
        path: "/checkout",
        element: <CheckoutView lines={[aCartLine(2)]} source="buy-now" backLabel="Back" onBack={() => {}} />,
      },
    ],
    { initialEntries: ["/checkout"], language: urdu ? "ur" : "en" },
  );
}

afterEach(() => vi.restoreAllMocks());

describe("paying online at checkout (issue 29)", () => {
  it("offers JazzCash when configured and sends her to its page with the signed form", async () => {
    serve(["jazzcash"]);
    signInCustomer();
    const posted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
      posted.push(this);
    });
    const user = userEvent.setup();
    renderCheckout();
    await waitFor(() => expect(screen.queryByText(/Checking today's prices/)).toBeNull());
    await user.type(screen.getByLabelText(/^Address/), "House 12");
    await user.type(screen.getByLabelText(/^City/), "Lahore");
    await user.type(screen.getByLabelText(/^Postal Code/), "54000");
    await user.type(screen.getByLabelText(/^Phone/), "03001234567");
    expect(screen.queryByRole("radio", { name: "Easypaisa" })).not.toBeInTheDocument();
    await user.click(await screen.findByRole("radio", { name: "JazzCash" }));
    expect(
      screen.getByText(/You pay JazzCash on its own page right after placing the order/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Place Order" }));

    await waitFor(() => expect(posted).toHaveLength(1));
    const form = posted[0] as HTMLFormElement;
    expect(form.action).toBe(REDIRECT.url);
    expect(form.method).toBe("post");
    expect(Object.fromEntries(new FormData(form))).toEqual(REDIRECT.fields);
    expect(await sent("POST /api/orders")[0]?.json()).toMatchObject({ paymentMethod: "JazzCash" });
    expect(await sent("POST /api/payments")[0]?.json()).toEqual({
      orderIds: [anOrder()._id],
      provider: "jazzcash",
    });
    expect(screen.getByRole("button", { name: /Taking you to JazzCash/ })).toBeInTheDocument();
  });

  it("offers neither when none is configured", async () => {
    serve([]);
    signInCustomer();
    renderCheckout();
    await screen.findByRole("radio", { name: "Cash on Delivery" });
    await waitFor(() => expect(screen.queryByText(/Checking today's prices/)).toBeNull());
    expect(screen.queryByRole("radio", { name: "JazzCash" })).not.toBeInTheDocument();
  });

  it("names both providers in Urdu", async () => {
    serve(["jazzcash", "easypaisa"]);
    signInCustomer();
    renderCheckout(true);
    expect(await screen.findByRole("radio", { name: "جاز کیش" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "ایزی پیسہ" })).toBeInTheDocument();
  });
});
