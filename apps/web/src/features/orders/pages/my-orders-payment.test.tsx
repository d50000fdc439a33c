import "@testing-library/jest-dom/vitest";
import type { PaymentInstructions } from "@marketplace/shared/payment-instructions";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app.tsx";
import { DEMO_CUSTOMER, jsonResponse, orderFixture } from "../test-fixtures.ts";

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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("My Orders and paying by wallet or bank", () => {
  it("shows where to pay on an unpaid wallet order, and not once it is paid or on cash orders", async () => {
    localStorage.setItem("token", "customer-token");
    localStorage.setItem("user", JSON.stringify(DEMO_CUSTOMER));
    const orders = [
      orderFixture({
        _id: "aaaaaaaa-0000-0000-0000-00000wallet01",
        paymentMethod: "Mobile Wallet",
        totalPrice: 2520,
        paymentInstructions: wallet,
      }),
      orderFixture({
        _id: "bbbbbbbb-0000-0000-0000-0000walletpd",
        paymentMethod: "Mobile Wallet",
        paymentStatus: "Paid",
        paymentInstructions: { ...wallet, reference: "WALLETPD" },
      }),
      orderFixture({ _id: "cccccccc-0000-0000-0000-00000cash0001" }),
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith("/api/auth/profile")
          ? jsonResponse(200, { success: true, user: DEMO_CUSTOMER })
          : jsonResponse(200, { success: true, data: orders }),
      ),
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
