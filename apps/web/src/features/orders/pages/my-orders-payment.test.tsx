import "@testing-library/jest-dom/vitest";
import type { PaymentInstructions } from "@marketplace/shared/payment-instructions";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { anOrder, aUser } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInCustomer } from "@/test/sessions.ts";

const wallet: PaymentInstructions = {
  method: "Mobile Wallet",
  accountTitle: "Noor Fatima",
  bankName: null,
  iban: null,
  jazzcash: null,
  easypaisa: "03211234567",
  amount: 2520,
  reference: "WALLET01",
};

describe("My Orders and paying by wallet or bank", () => {
  it("shows where to pay on an unpaid wallet order, and not once it is paid or on cash orders", async () => {
    signInCustomer();
    const orders = [
      anOrder({
        _id: "aaaaaaaa-0000-0000-0000-00000wallet01",
        paymentMethod: "Mobile Wallet",
        totalPrice: 2520,
        paymentInstructions: wallet,
      }),
      anOrder({
        _id: "bbbbbbbb-0000-0000-0000-0000walletpd",
        paymentMethod: "Mobile Wallet",
        paymentStatus: "Paid",
        paymentInstructions: { ...wallet, reference: "WALLETPD" },
      }),
      anOrder({ _id: "cccccccc-0000-0000-0000-00000cash0001" }),
    ];
    server.use(
      answer("GET /api/auth/profile", { success: true, user: aUser() }),
      answer("GET /api/orders/user/:userId", { success: true, data: orders }),
    );
    renderApp("/MyOrders/u1");

    // The page is loaded lazily: the first render in a fresh test file takes a while.
    const unpaid = await screen.findByRole("listitem", { name: "Order WALLET01" }, { timeout: 10_000 });
    const howToPay = within(unpaid).getByRole("region", { name: "How to pay for order WALLET01" });
    expect(howToPay).toHaveTextContent("Please send Rs 2,520 by mobile wallet");
    expect(howToPay).toHaveTextContent("Easypaisa03211234567");
    expect(howToPay).toHaveTextContent("Account titleNoor Fatima");
    expect(howToPay).not.toHaveTextContent("IBAN");
    expect(screen.getAllByRole("region", { name: /How to pay/ })).toHaveLength(1);
  });
});
