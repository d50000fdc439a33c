import "@testing-library/jest-dom/vitest";
import type { Return } from "@marketplace/shared/returns-contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { anAdmin, signInAdmin } from "@/test/admin-fixtures.ts";
import { on, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { renderApp } from "@/test/render-app.tsx";

/** A return of an order paid with JazzCash, back with its maker and not refunded yet. */
function anOnlineReturn(overrides: Partial<Return> = {}): Return {
  return {
    _id: "r7",
    orderId: "o7",
    orderNumber: "7A8B9C0D",
    store: { _id: "s1", name: "Fatima's Phulkari House" },
    customer: { _id: "c1", name: "Ayesha Khan" },
    paymentMethod: "JazzCash",
    status: "received",
    reason: "damaged",
    note: "The vase came cracked.",
    images: [],
    items: [
      { itemId: "i1", productName: "Blue Pottery Vase", productImage: "", quantity: 1, refundable: 2100 },
    ],
    refundable: 2100,
    refunded: 0,
    refunds: [],
    steps: [
      { status: "requested", by: "customer", note: "The vase came cracked.", at: "2026-11-28T04:00:00.000Z" },
      { status: "accepted", by: "seller", note: "", at: "2026-11-28T05:00:00.000Z" },
      { status: "received", by: "seller", note: "", at: "2026-11-29T05:00:00.000Z" },
    ],
    createdAt: "2026-11-28T04:00:00.000Z",
    updatedAt: "2026-11-29T05:00:00.000Z",
    ...overrides,
  };
}

/** The console's two lists: nothing escalated, and the refunds to send as `due` says. */
function returnsAnswer(due: () => Return[]) {
  return on("GET /api/admin/returns", ({ request }) => ({
    success: true,
    returns: new URL(request.url).searchParams.get("onlineRefundDue") === "true" ? due() : [],
  }));
}

const refundsSection = async () =>
  (await screen.findByRole("heading", { level: 2, name: "Refunds to send" })).closest(
    "section",
  ) as HTMLElement;

describe("the console's refunds to send (issue 29, decision 0053)", () => {
  it("lists a received return of an order paid online and records the team's refund with the provider's reference", async () => {
    signInAdmin(anAdmin({ role: "operations" }));
    let due = [anOnlineReturn()];
    server.use(
      returnsAnswer(() => due),
      on("POST /api/admin/returns/:id/refund", () => {
        const refunded = anOnlineReturn({
          status: "refunded",
          refunded: 2100,
          refunds: [
            {
              _id: "f1",
              amount: 2100,
              method: "JazzCash",
              reference: "JC-RF-778899",
              at: "2026-11-29T06:00:00.000Z",
            },
          ],
        });
        due = [];
        return { success: true, message: "Refund recorded.", return: refunded };
      }),
    );
    const user = userEvent.setup();
    renderApp("/admin/returns");
    const section = await refundsSection();
    expect(
      await within(section).findByText("Paid online with JazzCash · Rs 2,100 left to refund"),
    ).toBeInTheDocument();
    // Nothing escalated: the first list says so on its own.
    expect(screen.getByText("Nothing to decide")).toBeInTheDocument();
    expect(sent("GET /api/admin/returns").map((r) => new URL(r.url).search)).toContain(
      "?onlineRefundDue=true",
    );

    await user.click(within(section).getByRole("button", { name: "Record the refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund for order 7A8B9C0D" });
    expect(within(dialog).getByText(/Refund the buyer in JazzCash’s portal first/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue(2100);
    // The order was paid with JazzCash, so that is how the money goes back unless she says otherwise.
    expect(within(dialog).getByLabelText(/How you sent it/)).toHaveValue("JazzCash");
    await user.type(within(dialog).getByLabelText(/The provider’s refund reference/), "JC-RF-778899");
    await user.click(within(dialog).getByRole("button", { name: "Record the refund" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await sent("POST /api/admin/returns/:id/refund")[0]?.json()).toEqual({
      amount: 2100,
      method: "JazzCash",
      reference: "JC-RF-778899",
    });
    expect(new URL(sent("POST /api/admin/returns/:id/refund")[0]!.url).pathname).toBe(
      "/api/admin/returns/r7/refund",
    );
    expect(await within(section).findByText("No refund to send")).toBeInTheDocument();
  });

  it("says JazzCash refunds it now when its refund API can, and asks no reference then", async () => {
    signInAdmin(anAdmin({ role: "operations" }));
    server.use(
      returnsAnswer(() => [anOnlineReturn({ refundThroughProvider: true })]),
      on("POST /api/admin/returns/:id/refund", () => ({
        success: true,
        message: "Refund recorded.",
        return: anOnlineReturn({ status: "refunded", refunded: 2100 }),
      })),
    );
    const user = userEvent.setup();
    renderApp("/admin/returns");
    const section = await refundsSection();
    await user.click(await within(section).findByRole("button", { name: "Refund with JazzCash" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund for order 7A8B9C0D" });
    expect(within(dialog).getByText(/^JazzCash refunds it now/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/portal/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/The provider’s refund reference/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Refund with JazzCash" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await sent("POST /api/admin/returns/:id/refund")[0]?.json()).toEqual({
      amount: 2100,
      method: "JazzCash",
    });
  });

  it("asks the reference of the refund made in the portal when the API cannot send it", async () => {
    signInAdmin(anAdmin({ role: "operations" }));
    server.use(
      returnsAnswer(() => [anOnlineReturn({ paymentMethod: "Easypaisa", refundThroughProvider: false })]),
    );
    const user = userEvent.setup();
    renderApp("/admin/returns");
    const section = await refundsSection();
    await user.click(await within(section).findByRole("button", { name: "Record the refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund for order 7A8B9C0D" });
    expect(
      within(dialog).getByText(
        /Refund the buyer in Easypaisa’s portal first, then record the reference of the refund you made there\./,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/The provider’s refund reference/)).toBeInTheDocument();
  });

  it("keeps the server's refusal in the dialog, and the return in the list", async () => {
    signInAdmin(anAdmin({ role: "owner" }));
    server.use(
      returnsAnswer(() => [anOnlineReturn({ status: "refunded", refunded: 1000 })]),
      refuse(
        "POST /api/admin/returns/:id/refund",
        409,
        "The refund would be more than was paid for these items: at most Rs 1,100 is left to refund.",
      ),
    );
    const user = userEvent.setup();
    renderApp("/admin/returns");
    const section = await refundsSection();
    expect(
      await within(section).findByText("Paid online with JazzCash · Rs 1,100 left to refund"),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Record the refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund for order 7A8B9C0D" });
    const amount = within(dialog).getByLabelText(/Amount/);
    await user.clear(amount);
    await user.type(amount, "1500");
    await user.type(within(dialog).getByLabelText(/The provider’s refund reference/), "JC-RF-1");
    await user.click(within(dialog).getByRole("button", { name: "Record the refund" }));
    expect(await within(dialog).findByText(/at most Rs 1,100 is left to refund/)).toBeInTheDocument();
    expect(
      within(section).getByRole("heading", { name: "Return for order 7A8B9C0D", hidden: true }),
    ).toBeInTheDocument();
  });

  it("reads in Urdu", async () => {
    signInAdmin(anAdmin({ role: "operations" }));
    server.use(returnsAnswer(() => [anOnlineReturn()]));
    const user = userEvent.setup();
    renderApp("/admin/returns", { language: "ur" });
    const section = (await screen.findByRole("heading", { level: 2, name: "واپس بھیجنے والی رقوم" })).closest(
      "section",
    ) as HTMLElement;
    expect(await within(section).findByText(/سے آن لائن ادائیگی · .* لوٹانا باقی ہے/)).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "رقم کی واپسی درج کریں" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText(/ادارے کی طرف سے رقم کی واپسی کا حوالہ/)).toBeInTheDocument();
  });
});
