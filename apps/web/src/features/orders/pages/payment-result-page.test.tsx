import "@testing-library/jest-dom/vitest";
import type { PaymentAnswer, PaymentView } from "@marketplace/shared/payments-contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answer, on, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { anOrder, aUser } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInCustomer } from "@/test/sessions.ts";

const orders = [
  anOrder({
    _id: "aaaaaaaa-0000-0000-0000-0000000000a1",
    id: "aaaaaaaa-0000-0000-0000-0000000000a1",
    paymentMethod: "JazzCash",
    totalPrice: 4200,
  }),
  anOrder({
    _id: "aaaaaaaa-0000-0000-0000-0000000000b2",
    id: "aaaaaaaa-0000-0000-0000-0000000000b2",
    paymentMethod: "JazzCash",
    totalPrice: 2100,
    store: { _id: "s2", name: "Zainab's Ajrak" },
  }),
];

function payment(overrides: Partial<PaymentView> = {}): PaymentView {
  return {
    _id: "pay1",
    status: "paid",
    provider: "jazzcash",
    amount: 6300,
    reference: "HM0123456789ABCDEF01",
    createdAt: "2026-11-29T07:00:00.000Z",
    expiresAt: "2026-11-29T08:00:00.000Z",
    voucher: null,
    providerMessage: null,
    ...overrides,
  };
}

const serve = (body: PaymentAnswer) =>
  server.use(
    answer("GET /api/auth/profile", { success: true, user: aUser() }),
    answer("GET /api/payments/:id", body),
  );

afterEach(() => vi.restoreAllMocks());

describe("the payment result page (issue 29)", () => {
  it("says paid in plain words and lists both stores' orders", async () => {
    signInCustomer();
    serve({ payment: payment(), orders: orders.map((o) => ({ ...o, paymentStatus: "Paid" as const })) });
    renderApp("/payment/pay1");
    const heading = await screen.findByRole("heading", { level: 1, name: "Paid" });
    const status = heading.closest('[role="status"]') as HTMLElement;
    expect(status).toHaveTextContent("Your payment of Rs 6,300 with JazzCash has been received");
    const list = screen.getByRole("region", { name: "Your orders" });
    expect(list).toHaveTextContent("Order 000000A1 · Fatima's Phulkari House");
    expect(list).toHaveTextContent(/Rs 2,100 · Pending · JazzCash · Paid/);
  });

  it("shows a voucher's number and when it must be paid by, in Urdu too", async () => {
    signInCustomer();
    serve({
      payment: payment({
        status: "pending",
        voucher: { token: "123456789", expiresAt: "2026-11-30T07:00:00.000Z" },
      }),
      orders,
    });
    renderApp("/payment/pay1", { language: "ur" });
    const heading = await screen.findByRole("heading", { level: 1, name: "دکان پر ادائیگی کریں" });
    const status = heading.closest('[role="status"]') as HTMLElement;
    expect(status).toHaveTextContent("30 نومبر");
    expect(status).toHaveTextContent("واؤچر نمبر: 123456789");
  });

  it("after a failure, offers to try again or to pay in cash on delivery, and says so once switched", async () => {
    signInCustomer();
    serve({
      payment: payment({ status: "failed", providerMessage: "Transaction Cancelled by User." }),
      orders,
    });
    server.use(
      on("POST /api/payments/:id/cash-on-delivery", () => {
        server.use(
          answer("GET /api/payments/:id", {
            payment: payment({ status: "failed" }),
            orders: orders.map((o) => ({
              ...o,
              paymentMethod: "Cash on Delivery" as const,
              confirmation: "awaiting" as const,
            })),
          }),
        );
        return { success: true, message: "Your orders will be paid in cash on delivery.", orders };
      }),
    );
    const user = userEvent.setup();
    renderApp("/payment/pay1");
    expect(
      await screen.findByRole("heading", { name: "The payment did not go through" }),
    ).toBeInTheDocument();
    expect(screen.getByText("JazzCash said: Transaction Cancelled by User.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again with JazzCash" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Pay in cash on delivery instead" }));
    expect(
      await screen.findByText(/Your orders will be paid in cash on delivery. Confirm them in My Orders/),
    ).toBeInTheDocument();
    expect(sent("POST /api/payments/:id/cash-on-delivery")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Try again with JazzCash" })).not.toBeInTheDocument();
  });

  it("says a payment that is not hers is not hers", async () => {
    signInCustomer();
    server.use(
      answer("GET /api/auth/profile", { success: true, user: aUser() }),
      refuse("GET /api/payments/:id", 403, "This payment belongs to another account."),
    );
    renderApp("/payment/pay1");
    expect(await screen.findByText("This payment is not yours")).toBeInTheDocument();
  });
});
