import "@testing-library/jest-dom/vitest";
import type { Return } from "@marketplace/shared/returns-contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, on, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aUser } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInCustomer, signInSeller } from "@/test/sessions.ts";

function aReturn(overrides: Partial<Return> = {}): Return {
  return {
    _id: "r1",
    orderId: "o1",
    orderNumber: "110980D2",
    store: { _id: "s1", name: "Fatima's Phulkari House" },
    customer: { _id: "c1", name: "Ayesha Khan" },
    paymentMethod: "Cash on Delivery",
    status: "requested",
    reason: "damaged",
    note: "The shawl came torn at one corner.",
    images: ["/uploads/returns/tear.webp"],
    items: [{ itemId: "i1", productName: "Phulkari Shawl", productImage: "", quantity: 1, refundable: 4200 }],
    refundable: 4200,
    refunded: 0,
    refunds: [],
    steps: [
      {
        status: "requested",
        by: "customer",
        note: "The shawl came torn at one corner.",
        at: "2026-11-28T04:00:00.000Z",
      },
    ],
    createdAt: "2026-11-28T04:00:00.000Z",
    updatedAt: "2026-11-28T04:00:00.000Z",
    ...overrides,
  };
}

describe("the seller's Returns tab", () => {
  it("shows the buyer's request with its photo, and accepts it with a note", async () => {
    signInSeller();
    let current = aReturn();
    server.use(
      on("GET /api/seller/returns", () => ({ success: true, returns: [current] })),
      on("PUT /api/returns/:id", () => {
        current = aReturn({ status: "accepted" });
        return { success: true, message: "Return accepted.", return: current };
      }),
    );
    const user = userEvent.setup();
    renderApp("/dashboard/returns");
    const card = (await screen.findByRole("heading", { name: "Return for order 110980D2" })).closest(
      "li",
    ) as HTMLElement;
    expect(within(card).getByRole("img", { name: "Photo 1 of the problem" })).toBeInTheDocument();
    expect(within(card).getByText("Reason: Damaged")).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Accept" }));
    const dialog = await screen.findByRole("dialog", { name: "Accept the return of order 110980D2?" });
    await user.type(within(dialog).getByLabelText("Note (optional)"), "Please send it back.");
    await user.click(within(dialog).getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await sent("PUT /api/returns/:id")[0]?.json()).toEqual({
      decision: "accept",
      note: "Please send it back.",
    });
    expect(await within(card).findByRole("button", { name: "Mark received" })).toBeInTheDocument();
  });

  it("keeps a refused refund's reason in its dialog", async () => {
    signInSeller();
    server.use(
      answer("GET /api/seller/returns", { success: true, returns: [aReturn({ status: "received" })] }),
      refuse(
        "POST /api/returns/:id/refund",
        409,
        "The refund would be more than was paid for these items: at most Rs 4,200 is left to refund.",
      ),
    );
    const user = userEvent.setup();
    renderApp("/dashboard/returns");
    await user.click(await screen.findByRole("button", { name: "Record a refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund for order 110980D2" });
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue(4200);
    await user.type(within(dialog).getByLabelText(/Transfer reference/), "JC-1");
    await user.click(within(dialog).getByRole("button", { name: "Record the refund" }));
    expect(await within(dialog).findByText(/at most Rs 4,200 is left to refund/)).toBeInTheDocument();
  });

  it("names the ways money goes back in Urdu, in the refund dialog and under a refund made", async () => {
    signInSeller();
    const refunded = aReturn({
      status: "received",
      refunded: 1000,
      refunds: [
        { _id: "f1", amount: 1000, method: "Cash", reference: "R-1", at: "2026-11-29T05:00:00.000Z" },
      ],
    });
    server.use(answer("GET /api/seller/returns", { success: true, returns: [refunded] }));
    const user = userEvent.setup();
    renderApp("/dashboard/returns", { language: "ur" });
    expect(await screen.findByText(/نقد/)).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "رقم کی واپسی درج کریں" }));
    const dialog = await screen.findByRole("dialog");
    const options = within(dialog)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual(["بینک ٹرانسفر", "جاز کیش", "ایزی پیسہ", "نقد"]);
  });
});

describe("the seller's Returns tab, for an order paid online (decision 0053)", () => {
  const onlineReceived = () =>
    aReturn({
      status: "received",
      paymentMethod: "JazzCash",
      steps: [{ status: "received", by: "seller", note: "", at: "2026-11-29T04:00:00.000Z" }],
    });

  it("says the Hunarmand team refunds the buyer, with no Refund button", async () => {
    signInSeller();
    server.use(answer("GET /api/seller/returns", { success: true, returns: [onlineReceived()] }));
    renderApp("/dashboard/returns");
    const card = (await screen.findByRole("heading", { name: "Return for order 110980D2" })).closest(
      "li",
    ) as HTMLElement;
    expect(within(card).getByText("Paid online: the Hunarmand team refunds the buyer")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Record a refund" })).not.toBeInTheDocument();
  });

  it("says so in Urdu", async () => {
    signInSeller();
    server.use(answer("GET /api/seller/returns", { success: true, returns: [onlineReceived()] }));
    renderApp("/dashboard/returns", { language: "ur" });
    expect(
      await screen.findByText("آن لائن ادائیگی: خریدار کو رقم ہنرمند ٹیم واپس کرتی ہے"),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "رقم کی واپسی درج کریں" })).not.toBeInTheDocument();
  });
});

describe("My returns", () => {
  it("lets her take a declined return to the Hunarmand team", async () => {
    signInCustomer();
    server.use(
      answer("GET /api/auth/profile", { success: true, user: aUser() }),
      answer("GET /api/returns", { success: true, returns: [aReturn({ status: "declined" })] }),
      answer("POST /api/returns/:id/escalate", {
        success: true,
        message: "The Hunarmand team will look at your return.",
        return: aReturn({ status: "escalated" }),
      }),
    );
    const user = userEvent.setup();
    renderApp("/returns");
    await user.click(await screen.findByRole("button", { name: "Ask the Hunarmand team" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask the Hunarmand team to decide?" });
    await user.click(within(dialog).getByRole("button", { name: "Ask the Hunarmand team" }));
    await waitFor(() => expect(sent("POST /api/returns/:id/escalate")).toHaveLength(1));
  });
});
