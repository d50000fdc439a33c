import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { anAdminLedger, aStoreBalance, marketplaceAccounts, signInAdmin } from "@/test/admin-fixtures.ts";
import { answer, on, refusal, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aLedgerEntry } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";

const ORDER_ID = "0197a3b2-5c4d-7e8f-9a0b-1c2d3e4fabcd1234";

/** The worked example: a COD order of Rs 4,000 items and Rs 200 tax at 12%. */
const codOrder = [
  aLedgerEntry({ _id: "e1", kind: "sale", amount: 4200, balanceAfter: 4200, orderId: ORDER_ID }),
  aLedgerEntry({ _id: "e2", kind: "collected-by-seller", amount: -4200, balanceAfter: 0, orderId: ORDER_ID }),
  aLedgerEntry({ _id: "e3", kind: "commission", amount: -480, balanceAfter: -480, orderId: ORDER_ID }),
  aLedgerEntry({ _id: "e4", kind: "tax", amount: -200, balanceAfter: -680, orderId: ORDER_ID }),
];

function lastLedgerSearch(): string {
  return new URL(sent("GET /api/admin/stores/:storeId/ledger").at(-1)?.url ?? "http://localhost/").search;
}

describe("a store's statement in the console", () => {
  it("names the store and seller, says the balance in words and lists each entry for the operator", async () => {
    signInAdmin();
    server.use(answer("GET /api/admin/stores/:storeId/ledger", anAdminLedger({ entries: codOrder })));
    renderApp("/admin/balances/st1");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Zari House statement" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Seller: Fatima Bibi\./)).toBeInTheDocument();
    expect(screen.getByText("Zari House owes Hunarmand Rs 680")).toBeInTheDocument();
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[1]?.textContent)).toEqual([
      "Sale",
      "Cash the seller collected",
      "Commission",
      "Tax",
    ]);
    expect(
      within(rows[3] as HTMLElement)
        .getAllByRole("cell")
        .at(-1),
    ).toHaveTextContent("−Rs 680");
    expect(sent("GET /api/admin/stores/:storeId/ledger")[0]?.url).toContain("/api/admin/stores/st1/ledger");
    expect(screen.queryByRole("button", { name: /Download CSV/ })).not.toBeInTheDocument();
  });

  it("keeps the dates in the address and asks for only those entries", async () => {
    signInAdmin();
    server.use(answer("GET /api/admin/stores/:storeId/ledger", anAdminLedger({ entries: codOrder })));
    const user = userEvent.setup();
    renderApp("/admin/balances/st1?from=2026-11-01");
    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(lastLedgerSearch()).toBe("?from=2026-11-01");
    expect(screen.getByLabelText("From")).toHaveValue("2026-11-01");

    await user.click(screen.getByRole("button", { name: "All dates" }));
    await waitFor(() => expect(lastLedgerSearch()).toBe(""));
    expect(screen.getByLabelText("From")).toHaveValue("");
  });

  it("asks nothing of the server while the dates run backwards", async () => {
    signInAdmin();
    server.use(answer("GET /api/admin/stores/:storeId/ledger", anAdminLedger()));
    renderApp("/admin/balances/st1?from=2026-11-30&to=2026-11-01");
    expect(await screen.findByText("The start date is after the end date.")).toBeInTheDocument();
    expect(sent("GET /api/admin/stores/:storeId/ledger")).toHaveLength(0);
  });

  it("says when the chosen dates hold no entries", async () => {
    signInAdmin();
    server.use(answer("GET /api/admin/stores/:storeId/ledger", anAdminLedger({ balance: 0 })));
    renderApp("/admin/balances/st1?to=2026-01-31");
    expect(await screen.findByText("Nothing in these dates")).toBeInTheDocument();
    expect(screen.getByText("Settled: nobody owes anything")).toBeInTheDocument();
  });

  it("says a store that does not exist was not found, with the way back to the balances", async () => {
    signInAdmin();
    server.use(
      refuse("GET /api/admin/stores/:storeId/ledger", 404, "Store not found."),
      answer("GET /api/admin/balances", { success: true, balances: [aStoreBalance()] }),
      answer("GET /api/admin/settings/accounts", { success: true, accounts: marketplaceAccounts() }),
    );
    const user = userEvent.setup();
    renderApp("/admin/balances/nope");
    expect(await screen.findByRole("heading", { level: 1, name: "Store not found" })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find this store")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Back to balances" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Balances" })).toBeInTheDocument();
  });

  it("offers to try again when the statement cannot be loaded", async () => {
    signInAdmin();
    let calls = 0;
    server.use(
      on("GET /api/admin/stores/:storeId/ledger", () => {
        calls += 1;
        return calls === 1 ? refusal(403, "Admins only.") : anAdminLedger();
      }),
    );
    const user = userEvent.setup();
    renderApp("/admin/balances/st1");
    await user.click(await screen.findByRole("button", { name: /Try again/i }));
    expect(await screen.findByText("Zari House owes Hunarmand Rs 680")).toBeInTheDocument();
  });

  it("is reached from the store's row on the balances page", async () => {
    signInAdmin();
    server.use(
      answer("GET /api/admin/balances", { success: true, balances: [aStoreBalance()] }),
      answer("GET /api/admin/settings/accounts", { success: true, accounts: marketplaceAccounts() }),
      answer("GET /api/admin/stores/:storeId/ledger", anAdminLedger()),
    );
    const user = userEvent.setup();
    renderApp("/admin/balances");
    await user.click(await screen.findByRole("link", { name: "Statement of Zari House" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Zari House statement" }),
    ).toBeInTheDocument();
  });
});
