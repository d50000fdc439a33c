import "@testing-library/jest-dom/vitest";
import { AdminCustomer, type AdminCustomerRow } from "@marketplace/shared/cod-confirmation";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "@/test/admin-fixtures.ts";
import { answer, cutOff, on, refusal, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { CREATED_AT } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";

const ayesha: AdminCustomerRow = {
  _id: "c1",
  name: "Ayesha Khan",
  email: "ayesha@demo.pk",
  refusals: 2,
  orders: 5,
};

const standing = (overrides: Partial<AdminCustomer> = {}) =>
  AdminCustomer.parse({
    _id: "c1",
    name: "Ayesha Khan",
    email: "ayesha@demo.pk",
    createdAt: CREATED_AT,
    refusals: 2,
    refusalsClearedAt: null,
    delivered: 3,
    codAvailable: false,
    ...overrides,
  });

function listing(customers: AdminCustomerRow[]) {
  return answer("GET /api/admin/customers", {
    success: true,
    customers,
    pagination: { current_page: 1, total_pages: 1, total_customers: customers.length, per_page: 20 },
  });
}

const sentQuery = () => sent("GET /api/admin/customers").map((request) => new URL(request.url).search);

describe("the console's customers", () => {
  it("searches by name or e-mail through the address and opens a customer's standing", async () => {
    signInAdmin();
    server.use(
      listing([ayesha]),
      answer("GET /api/admin/customers/:id", { success: true, customer: standing() }),
    );
    const user = userEvent.setup();
    const { router } = renderApp("/admin/customers");
    expect(await screen.findByText("2 refusals")).toBeInTheDocument();
    expect(screen.getByText("5 orders")).toBeInTheDocument();
    expect(sentQuery()).toEqual(["?page=1"]);

    await user.type(screen.getByRole("searchbox", { name: /Search customers/ }), "ayesha{Enter}");
    await waitFor(() => expect(router.state.location.search).toBe("?q=ayesha"));
    await waitFor(() => expect(sentQuery()).toContain("?q=ayesha&page=1"));

    await user.click(screen.getByRole("link", { name: /Ayesha Khan/ }));
    expect(await screen.findByRole("heading", { level: 1, name: "Ayesha Khan" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin/customers/c1");
    expect(
      screen.getByText("Checkout no longer offers her Cash on Delivery: her refusals reached the limit."),
    ).toBeInTheDocument();
    expect(screen.getByText("Orders delivered").nextSibling).toHaveTextContent("3");
  });

  it("says so when nobody matches, and offers a retry when the list fails", async () => {
    signInAdmin();
    server.use(listing([]));
    renderApp("/admin/customers?q=zzz");
    expect(await screen.findByText('No customer\'s name or e-mail holds "zzz".')).toBeInTheDocument();

    server.use(cutOff("GET /api/admin/customers"));
    renderApp("/admin/customers?q=other");
    expect(await screen.findByText(/We couldn't load the customers/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Try again/i })).toBeInTheDocument();
  });

  it("clears the refusals only with a reason, shows the server's refusal, then the cleared standing", async () => {
    signInAdmin();
    let cleared = false;
    server.use(
      on("GET /api/admin/customers/:id", () => ({
        success: true,
        customer: cleared
          ? standing({ refusals: 0, codAvailable: true, refusalsClearedAt: CREATED_AT })
          : standing(),
      })),
      on("PUT /api/admin/customers/:id/refusals", async ({ request }) => {
        const body = (await request.clone().json()) as { reason: string };
        if (body.reason === "nope") return refusal(409, "Someone else just cleared them.");
        cleared = true;
        return { success: true, customer: standing({ refusals: 0, codAvailable: true }) };
      }),
    );
    const user = userEvent.setup();
    renderApp("/admin/customers/c1");
    await user.click(await screen.findByRole("button", { name: "Clear refusals" }));
    const dialog = await screen.findByRole("dialog", { name: "Clear Ayesha Khan's refusals?" });
    expect(within(dialog).getByText(/Her 2 refusals stop counting/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Clear refusals" }));
    expect(await within(dialog).findByText(/at least 3 characters/)).toBeInTheDocument();
    expect(sent("PUT /api/admin/customers/:id/refusals")).toHaveLength(0);

    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "no  ");
    await user.click(within(dialog).getByRole("button", { name: "Clear refusals" }));
    expect(await within(dialog).findByText(/at least 3 characters/)).toBeInTheDocument();
    await user.clear(within(dialog).getByRole("textbox", { name: /Reason/ }));
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "nope");
    await user.click(within(dialog).getByRole("button", { name: "Clear refusals" }));
    expect(await within(dialog).findByText("Someone else just cleared them.")).toBeInTheDocument();
    await user.clear(within(dialog).getByRole("textbox", { name: /Reason/ }));
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "The courier lost them");
    await user.click(within(dialog).getByRole("button", { name: "Clear refusals" }));
    expect(await screen.findByText("Refusals cleared")).toBeInTheDocument();
    const [, put] = sent("PUT /api/admin/customers/:id/refusals");
    expect(new URL(String(put?.url)).pathname).toBe("/api/admin/customers/c1/refusals");
    expect(await put?.json()).toEqual({ reset: true, reason: "The courier lost them" });
    expect(await screen.findByText("Checkout offers her Cash on Delivery.")).toBeInTheDocument();
    expect(screen.getByText("She has no refusals to clear.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("names a missing customer and reads right to left in Urdu", async () => {
    signInAdmin();
    server.use(refuse("GET /api/admin/customers/:id", 404, "Customer not found."));
    renderApp("/admin/customers/nobody");
    expect(await screen.findByText("Search for her again from the customers list.")).toBeInTheDocument();

    server.use(listing([ayesha]));
    renderApp("/admin/customers", { language: "ur" });
    expect(await screen.findByText("2 انکار")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "نام یا ای میل سے کسٹمر تلاش کریں" })).toBeInTheDocument();
  });
});
