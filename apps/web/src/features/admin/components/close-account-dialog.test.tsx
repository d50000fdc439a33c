import "@testing-library/jest-dom/vitest";
import { AdminCustomer } from "@marketplace/shared/cod-confirmation";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { anAdminSeller, signInAdmin } from "@/test/admin-fixtures.ts";
import { answer, on, refusal, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { CREATED_AT } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";

const CLOSED = "The account is closed. Its personal details have been erased.";
const REASON = "She wrote to support asking us to close it.";

const ayesha = AdminCustomer.parse({
  _id: "c1",
  name: "Ayesha Khan",
  email: "ayesha@demo.pk",
  createdAt: CREATED_AT,
  refusals: 0,
  refusalsClearedAt: null,
  delivered: 3,
  codAvailable: true,
});

describe("closing an account on request from the console", () => {
  it("on the customer page: a reason is required, the server's refusal is shown, then the result", async () => {
    signInAdmin();
    const open =
      "The customer has 1 open orders. The account can be closed once they are delivered, cancelled or returned.";
    server.use(
      answer("GET /api/admin/customers/:id", { success: true, customer: ayesha }),
      on("POST /api/admin/customers/:id/close", async ({ request }) => {
        const body = (await request.clone().json()) as { reason: string };
        if (body.reason === "too soon") return refusal(409, open);
        return { success: true, message: CLOSED };
      }),
    );
    const user = userEvent.setup();
    renderApp("/admin/customers/c1");
    await user.click(await screen.findByRole("button", { name: "Close account" }));
    const dialog = await screen.findByRole("dialog", { name: "Close Ayesha Khan's account?" });
    await user.click(within(dialog).getByRole("button", { name: "Close account" }));
    expect(await within(dialog).findByText(/at least 3 characters/)).toBeInTheDocument();
    expect(sent("POST /api/admin/customers/:id/close")).toHaveLength(0);

    const reason = within(dialog).getByRole("textbox", { name: /Reason/ });
    await user.type(reason, "too soon");
    await user.click(within(dialog).getByRole("button", { name: "Close account" }));
    expect(await within(dialog).findByText(open)).toBeInTheDocument();

    await user.clear(reason);
    await user.type(reason, REASON);
    await user.click(within(dialog).getByRole("button", { name: "Close account" }));
    expect(await screen.findByText("Account closed")).toBeInTheDocument();
    expect(screen.getByText(CLOSED)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const [, closed] = sent("POST /api/admin/customers/:id/close");
    expect(new URL(String(closed?.url)).pathname).toBe("/api/admin/customers/c1/close");
    expect(await closed?.json()).toEqual({ reason: REASON });
  });

  it("on the sellers page: each seller's card closes her account", async () => {
    signInAdmin();
    const seller = anAdminSeller();
    server.use(
      answer("GET /api/admin/sellers", {
        success: true,
        sellers: [seller],
        pagination: { current_page: 1, total_pages: 1, total_sellers: 1, per_page: 20 },
      }),
      answer("POST /api/admin/sellers/:id/close", { success: true, message: CLOSED }),
    );
    const user = userEvent.setup();
    renderApp("/admin/sellers");
    const card = await screen.findByRole("listitem", { name: seller.name });
    await user.click(within(card).getByRole("button", { name: "Close account" }));
    const dialog = await screen.findByRole("dialog", { name: `Close ${seller.name}'s account?` });
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), REASON);
    await user.click(within(dialog).getByRole("button", { name: "Close account" }));
    expect(await screen.findByText("Account closed")).toBeInTheDocument();
    const [closed] = sent("POST /api/admin/sellers/:id/close");
    expect(new URL(String(closed?.url)).pathname).toBe(`/api/admin/sellers/${seller._id}/close`);
  });

  it("speaks Urdu to an operator reading it", async () => {
    signInAdmin();
    server.use(answer("GET /api/admin/customers/:id", { success: true, customer: ayesha }));
    const user = userEvent.setup();
    renderApp("/admin/customers/c1", { language: "ur" });
    await user.click(await screen.findByRole("button", { name: "اکاؤنٹ بند کریں" }));
    const dialog = await screen.findByRole("dialog", { name: /Ayesha Khan.*کا اکاؤنٹ بند کریں؟/ });
    expect(within(dialog).getByText(/صرف اس کی اپنی درخواست پر/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "اکاؤنٹ بند کریں" })).toBeInTheDocument();
  });
});
