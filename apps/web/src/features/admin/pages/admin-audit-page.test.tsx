import "@testing-library/jest-dom/vitest";
import type { AuditEntry } from "@marketplace/shared/admin-contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { anAuditEntry, signInAdmin } from "@/test/admin-fixtures.ts";
import { answer } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { renderApp } from "@/test/render-app.tsx";

const SETTINGS_ID = "00000000-0000-0000-0000-000000000001";

/** A page of entries as the API answers them since issue 34, item 15: names and from/to. */
const entries: AuditEntry[] = [
  anAuditEntry({
    _id: "au-settings",
    action: "settings.update",
    targetKind: "settings",
    targetId: SETTINGS_ID,
    targetName: null,
    reason: null,
    changes: [
      { field: "commissionPercent", from: 10, to: 12.5 },
      { field: "returnWindowDays", from: 7, to: 1 },
    ],
    details: {
      from: { commissionPercent: 10, returnWindowDays: 7 },
      to: { commissionPercent: 12.5, returnWindowDays: 1 },
    },
  }),
  anAuditEntry({
    _id: "au-settlement",
    action: "settlement.create",
    targetKind: "store",
    targetId: "5f0c6a2e-1111-4a4a-9b9b-00000000st01",
    targetName: "Rilli Works",
    reason: null,
    changes: [{ field: "balance", from: 3520, to: 520 }],
    details: {
      settlementId: "9d9d",
      direction: "payout",
      method: "JazzCash",
      amount: 3000,
      reference: "IBFT-7781",
      balanceBefore: 3520,
      balanceAfter: 520,
    },
  }),
  anAuditEntry({
    _id: "au-customer",
    action: "customer.refusals",
    targetKind: "customer",
    targetId: "c1",
    targetName: "Sana Tariq",
    changes: [{ field: "refusals", from: 2, to: 0 }],
    details: { cleared: 2 },
  }),
  // An entry from before names were read: the target's short id stands in for its name.
  anAuditEntry({
    _id: "au-old",
    action: "product.visibility",
    targetKind: "product",
    targetId: "7a7a7a7a-0000-4000-8000-00000abcdef1",
    targetName: null,
    changes: [],
    details: {},
  }),
];

const page = answer("GET /api/admin/audit", {
  success: true,
  entries,
  pagination: { current_page: 1, total_pages: 1, total_entries: entries.length, per_page: 50 },
});

const withoutIsolates = (text: string) => text.replace(/[\u2066-\u2069]/g, "");

const row = (text: string) =>
  screen.getAllByRole("listitem").find((item) => item.textContent?.includes(text)) as HTMLElement;

describe("the audit log names people and things and says what changed (issue 34, item 15)", () => {
  it("shows who did it, the target by name, and each setting from and to", async () => {
    signInAdmin();
    server.use(page);
    renderApp("/admin/audit");
    const settings = await screen.findByText("Commission: from 10% to 12.5%");
    expect(screen.getByText("Return window: from 7 days to 1 day")).toBeInTheDocument();
    expect(within(settings.closest("li") as HTMLElement).getByText("sana@hunarmand.pk")).toBeInTheDocument();

    const settlement = row("IBFT-7781");
    expect(within(settlement).getByRole("link", { name: "Rilli Works" })).toHaveAttribute(
      "href",
      "/admin/balances/5f0c6a2e-1111-4a4a-9b9b-00000000st01",
    );
    expect(
      within(settlement).getByText(
        "Balance: from Hunarmand owes Rilli Works Rs 3,520 to Hunarmand owes Rilli Works Rs 520",
      ),
    ).toBeInTheDocument();
    expect(
      within(settlement).getByText(
        "direction: Payout: Hunarmand paid the store · method: JazzCash · amount: Rs 3,000 · reference: IBFT-7781",
      ),
    ).toBeInTheDocument();

    const customer = row("Sana Tariq");
    expect(within(customer).getByRole("link", { name: "Sana Tariq" })).toHaveAttribute(
      "href",
      "/admin/customers/c1",
    );
    expect(within(customer).getByText("Refusals counted: from 2 to 0")).toBeInTheDocument();

    // The old entry still reads: its kind and short id, no made-up change.
    const old = row("Listing hidden or shown");
    expect(within(old).getByText("0ABCDEF1")).toBeInTheDocument();
    expect(within(old).queryByText(/from/i)).not.toBeInTheDocument();
  });

  it("says the same in Urdu", async () => {
    signInAdmin();
    server.use(page);
    renderApp("/admin/audit", { language: "ur" });
    await screen.findByRole("link", { name: "Rilli Works" });
    // The words are compared without the Unicode isolates that keep names and figures apart in
    // right-to-left text (where they go is the isolating's own test).
    const lines = screen
      .getAllByRole("listitem")
      .flatMap((item) => [...item.querySelectorAll("p")].map((p) => withoutIsolates(p.textContent ?? "")));
    expect(lines).toEqual(
      expect.arrayContaining([
        "کمیشن: 10% سے 12.5%",
        "واپسی کی مدت: 7 دن سے 1 دن",
        "گنے گئے انکار: 2 سے 0",
        "حساب: ہنرمند پر Rilli Works کے Rs 3,520 واجب ہیں سے ہنرمند پر Rilli Works کے Rs 520 واجب ہیں",
      ]),
    );
    expect(document.body.textContent).not.toMatch(/\badmin\.[a-z]/);
  });
});
