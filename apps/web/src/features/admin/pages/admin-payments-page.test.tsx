import "@testing-library/jest-dom/vitest";
import type { AdminPayment } from "@marketplace/shared/payments-contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { anAdmin, signInAdmin } from "@/test/admin-fixtures.ts";
import { on, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { renderApp } from "@/test/render-app.tsx";

const late: AdminPayment = {
  _id: "pay1",
  status: "expired",
  provider: "jazzcash",
  amount: 4200,
  reference: "HM0123456789ABCDEF01",
  createdAt: "2026-11-29T07:00:00.000Z",
  expiresAt: "2026-11-29T08:00:00.000Z",
  voucher: null,
  providerMessage: "Thank you for Using JazzCash, your transaction was successful.",
  customer: { _id: "c1", name: "Ayesha Khan" },
  orderNumbers: ["3E4F5A6B"],
  providerTransactionId: "812345678",
  paidAt: null,
  flag: "refund-due",
  events: [
    {
      at: "2026-11-29T07:00:00.000Z",
      kind: "started",
      code: null,
      note: "Sent to JazzCash for orders 3E4F5A6B",
    },
    {
      at: "2026-11-29T08:05:00.000Z",
      kind: "late-paid",
      code: "000",
      note: "Paid after its orders were given up: refund it.",
    },
  ],
};
const paid: AdminPayment = {
  ...late,
  _id: "pay2",
  status: "paid",
  flag: null,
  provider: "easypaisa",
  amount: 2100,
};

describe("the console's online payments (issue 29)", () => {
  it("lists payments with their references and history, and filters the ones to refund", async () => {
    signInAdmin(anAdmin({ role: "finance" }));
    server.use(
      on("GET /api/admin/payments", ({ request }) => ({
        success: true,
        payments: new URL(request.url).searchParams.get("flagged") ? [late] : [late, paid],
      })),
    );
    const user = userEvent.setup();
    renderApp("/admin/payments");
    expect(await screen.findByRole("heading", { level: 1, name: "Online payments" })).toBeInTheDocument();
    expect(await screen.findByText(/JazzCash · Rs 4,200 · Expired/)).toBeInTheDocument();
    expect(screen.getByText(/Easypaisa · Rs 2,100 · Paid/)).toBeInTheDocument();
    expect(screen.getAllByText("Refund due")).toHaveLength(1);
    expect(
      screen.getAllByText(/Reference HM0123456789ABCDEF01 · Provider's transaction 812345678/),
    ).toHaveLength(2);
    expect(screen.getAllByText(/Paid late \(000\)/)[0]).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Flagged for refund" }));
    expect(
      await screen.findByRole("button", { name: "Flagged for refund", pressed: true }),
    ).toBeInTheDocument();
    expect(await screen.findAllByText(/JazzCash · Rs 4,200/)).toHaveLength(1);
    expect(screen.queryByText(/Easypaisa · Rs 2,100/)).not.toBeInTheDocument();
    expect(sent("GET /api/admin/payments").map((r) => new URL(r.url).search)).toContain("?flagged=true");
  });

  it("marks a late payment refunded with the provider's reference, for finance", async () => {
    signInAdmin(anAdmin({ role: "finance" }));
    let current = late;
    server.use(
      on("GET /api/admin/payments", () => ({ success: true, payments: [current, paid] })),
      on("POST /api/admin/payments/:id/refunded", () => {
        current = {
          ...late,
          status: "refunded",
          flag: null,
          events: [
            ...late.events,
            {
              at: "2026-11-29T09:00:00.000Z",
              kind: "refunded",
              code: null,
              note: "Refunded by the Hunarmand team in the provider's portal (reference JC-RF-0042).",
            },
          ],
        };
        return { success: true, message: "Payment marked refunded.", payment: current };
      }),
    );
    const user = userEvent.setup();
    renderApp("/admin/payments");
    await screen.findByText(/JazzCash · Rs 4,200 · Expired/);
    // Only the flagged payment offers it.
    expect(screen.getAllByRole("button", { name: "Mark refunded" })).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Mark refunded" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Mark the payment HM0123456789ABCDEF01 refunded?",
    });
    expect(
      within(dialog).getByText(/Send Rs 4,200 back to the buyer in JazzCash’s portal first/),
    ).toBeInTheDocument();
    // The reference is asked for before anything is sent.
    await user.click(within(dialog).getByRole("button", { name: "Mark refunded" }));
    expect(await within(dialog).findByText("Enter the provider's refund reference.")).toBeInTheDocument();
    expect(sent("POST /api/admin/payments/:id/refunded")).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/The provider’s refund reference/), "JC-RF-0042");
    await user.click(within(dialog).getByRole("button", { name: "Mark refunded" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await sent("POST /api/admin/payments/:id/refunded")[0]?.json()).toEqual({
      reference: "JC-RF-0042",
    });
    expect(await screen.findByText(/JazzCash · Rs 4,200 · Refunded/)).toBeInTheDocument();
    expect(screen.queryByText("Refund due")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark refunded" })).not.toBeInTheDocument();
  });

  it("keeps the server's refusal in the dialog", async () => {
    signInAdmin(anAdmin({ role: "owner" }));
    server.use(
      on("GET /api/admin/payments", () => ({ success: true, payments: [late] })),
      refuse("POST /api/admin/payments/:id/refunded", 409, "This payment is already marked refunded."),
    );
    const user = userEvent.setup();
    renderApp("/admin/payments");
    await user.click(await screen.findByRole("button", { name: "Mark refunded" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText(/The provider’s refund reference/), "JC-RF-0042");
    await user.click(within(dialog).getByRole("button", { name: "Mark refunded" }));
    expect(await within(dialog).findByText("This payment is already marked refunded.")).toBeInTheDocument();
  });

  it("offers it in Urdu", async () => {
    signInAdmin(anAdmin({ role: "finance" }));
    server.use(on("GET /api/admin/payments", () => ({ success: true, payments: [late] })));
    const user = userEvent.setup();
    renderApp("/admin/payments", { language: "ur" });
    await user.click(await screen.findByRole("button", { name: "واپس شدہ درج کریں" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText(/ادارے کی طرف سے رقم کی واپسی کا حوالہ/)).toBeInTheDocument();
  });
});
