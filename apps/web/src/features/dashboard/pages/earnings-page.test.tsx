import "@testing-library/jest-dom/vitest";
import type { LedgerEntry } from "@marketplace/shared/ledger-contracts";
import type { PayHunarmand, SellerLedgerAnswer } from "@marketplace/shared/marketplace-accounts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { answer, on, refuse } from "@/test/api-handlers.ts";
import { sentRequests, server } from "@/test/api-server.ts";
import { aLedgerEntry, anOwnStore, aSeller } from "@/test/fixtures.ts";
import { aKycAnswer, aSellerPayouts } from "@/test/kyc-fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { fileAnswer, savedFiles } from "@/test/saved-files.ts";
import { signInSeller } from "@/test/sessions.ts";

const STORE_ID = "s1";
const ORDER_ID = "0197a3b2-5c4d-7e8f-9a0b-1c2d3e4fabcd1234";
const store = anOwnStore({ _id: STORE_ID, name: "Fatima's Phulkari House" });

/** The worked example: a COD order of Rs 4,000 items and Rs 200 tax at 12%. */
const codOrder: LedgerEntry[] = [
  aLedgerEntry({ _id: "e1", kind: "sale", amount: 4200, balanceAfter: 4200, orderId: ORDER_ID }),
  aLedgerEntry({ _id: "e2", kind: "collected-by-seller", amount: -4200, balanceAfter: 0, orderId: ORDER_ID }),
  aLedgerEntry({ _id: "e3", kind: "commission", amount: -480, balanceAfter: -480, orderId: ORDER_ID }),
  aLedgerEntry({ _id: "e4", kind: "tax", amount: -200, balanceAfter: -680, orderId: ORDER_ID }),
];

const NO_ACCOUNTS: PayHunarmand = { accounts: null, reference: "HM-ABCD1234" };
const HUNARMAND_ACCOUNTS: PayHunarmand = {
  accounts: {
    accountTitle: "Hunarmand Marketplace",
    bankName: "Meezan Bank",
    iban: "PK36SCBL0000001123456702",
    jazzcash: "",
    easypaisa: "03451234567",
  },
  reference: "HM-ABCD1234",
};

function ledger(balance: number, entries: LedgerEntry[], pay = NO_ACCOUNTS): SellerLedgerAnswer {
  return { success: true, balance, entries, payHunarmand: pay };
}

function serveLedger(answerWith: SellerLedgerAnswer) {
  server.use(on("GET /api/seller/stores/:storeId/ledger", () => answerWith));
}

/** The last statement the page asked the server for, as `?from=…&to=…`. */
function lastLedgerQuery(): string {
  const asked = sentRequests.filter((request) => new URL(request.url).pathname.endsWith("/ledger"));
  return new URL(asked.at(-1)?.url ?? "http://localhost/").search;
}

describe("EarningsPage", () => {
  beforeEach(() => {
    signInSeller(aSeller(), [store]);
    server.use(
      answer("GET /api/stores/seller/my-stores", { success: true, count: 1, stores: [store] }),
      // Her payouts (issue 30): none yet, her identity approved.
      answer("GET /api/seller/payouts", aSellerPayouts()),
      answer("GET /api/seller/kyc", aKycAnswer()),
    );
  });

  it("says she owes Hunarmand after a COD order, with each statement line named", async () => {
    serveLedger(ledger(-680, codOrder));
    renderApp(`/dashboard/earnings/${STORE_ID}`);
    expect(await screen.findByText("You owe Hunarmand Rs 680")).toBeInTheDocument();
    expect(screen.getByText(/With Cash on Delivery you keep the buyer's cash/)).toBeInTheDocument();
    expect(screen.getByText("Fatima's Phulkari House")).toBeInTheDocument();

    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["5 November 2026", "Sale", "#ABCD1234", "+Rs 4,200", "+Rs 4,200"],
      ["5 November 2026", "Cash you collected", "#ABCD1234", "−Rs 4,200", "Rs 0"],
      ["5 November 2026", "Commission", "#ABCD1234", "−Rs 480", "−Rs 480"],
      ["5 November 2026", "Tax", "#ABCD1234", "−Rs 200", "−Rs 680"],
    ]);
    expect(screen.getByText("No payouts or remittances in these dates.")).toBeInTheDocument();
  });

  it("tells her where to pay what she owes, with her store's reference to quote", async () => {
    serveLedger(ledger(-680, codOrder, HUNARMAND_ACCOUNTS));
    renderApp(`/dashboard/earnings/${STORE_ID}`);
    const pay = await screen.findByRole("region", { name: "How to pay Hunarmand" });
    expect(pay).toHaveTextContent(
      "Send Rs 680 to one of these accounts and write HM-ABCD1234 as the reference",
    );
    expect(pay).toHaveTextContent(/Account title\s*Hunarmand Marketplace/);
    expect(pay).toHaveTextContent(/IBAN\s*PK36SCBL0000001123456702/);
    expect(pay).toHaveTextContent(/Easypaisa number\s*03451234567/);
    // An account the marketplace has not entered is not shown empty.
    expect(pay).not.toHaveTextContent("JazzCash");
    expect(within(pay).getByTestId("pay-reference")).toHaveTextContent("HM-ABCD1234");
  });

  it("says the team will collect it while the marketplace has entered no account", async () => {
    serveLedger(ledger(-680, codOrder));
    renderApp(`/dashboard/earnings/${STORE_ID}`);
    const pay = await screen.findByRole("region", { name: "How to pay Hunarmand" });
    expect(pay).toHaveTextContent(
      "The Hunarmand team will contact you to collect Rs 680. When you pay, quote your store's reference HM-ABCD1234.",
    );
  });

  it("shows no way to pay while Hunarmand owes her", async () => {
    serveLedger(ledger(1500, [], HUNARMAND_ACCOUNTS));
    renderApp(`/dashboard/earnings/${STORE_ID}`);
    expect(await screen.findByText("Hunarmand owes you Rs 1,500")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "How to pay Hunarmand" })).not.toBeInTheDocument();
  });

  it("tells her how to pay in Urdu", async () => {
    serveLedger(ledger(-680, codOrder, HUNARMAND_ACCOUNTS));
    renderApp(`/dashboard/earnings/${STORE_ID}`, { language: "ur" });
    const pay = await screen.findByRole("region", { name: "ہنرمند کو ادائیگی کیسے کریں" });
    expect(pay).toHaveTextContent("حوالے میں HM-ABCD1234 لکھیں");
    expect(pay).toHaveTextContent("ایزی پیسہ");
    expect(pay).not.toHaveTextContent("Account title");
  });

  it("says her balance and names each statement line in Urdu", async () => {
    serveLedger(
      ledger(-680, [
        ...codOrder,
        aLedgerEntry({ _id: "e5", kind: "payout", amount: -1500, balanceAfter: -2180, orderId: null }),
      ]),
    );
    renderApp(`/dashboard/earnings/${STORE_ID}`, { language: "ur" });
    expect(await screen.findByText("آپ نے ہنرمند کو Rs 680 دینے ہیں")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "آج آپ کا بیلنس" })).toBeInTheDocument();
    const table = within(screen.getByRole("table"));
    expect(table.getByText("آپ کی وصول کی گئی نقدی")).toBeInTheDocument();
    expect(table.getByText("کمیشن")).toBeInTheDocument();
    expect(screen.getByText("Rs 1,500 وصول ہوئے")).toBeInTheDocument();
    // The payout's date, in Urdu month names (the statement may show the same day).
    expect(screen.getAllByText("5 نومبر، 2026").length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/\bdashboard\.[a-z]/);
  });

  it("says Hunarmand owes her a positive balance, and lists payouts and a reversed sale", async () => {
    serveLedger(
      ledger(3520, [
        aLedgerEntry({
          _id: "e1",
          kind: "sale",
          amount: -4200,
          orderId: ORDER_ID,
          note: "Reversed (returned): Order ABCD1234 delivered and paid",
        }),
        aLedgerEntry({ _id: "e2", kind: "payout", amount: -1000, note: "JazzCash · ref JC-77" }),
        aLedgerEntry({ _id: "e3", kind: "remittance", amount: 680, note: "Bank Transfer · ref BT-1" }),
      ]),
    );
    renderApp(`/dashboard/earnings/${STORE_ID}`);
    expect(await screen.findByText("Hunarmand owes you Rs 3,520")).toBeInTheDocument();
    const table = screen.getByRole("table");
    const reversed = within(table).getByText("Reversed (returned): Order ABCD1234 delivered and paid");
    expect(reversed.closest("tr")).toHaveTextContent(/Sale.*−Rs 4,200/);

    const settlements = screen.getByRole("heading", { name: "Payouts and remittances" }).parentElement;
    const list = within(settlements as HTMLElement).getAllByRole("listitem");
    expect(list.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Payout from Hunarmand.*JazzCash · ref JC-77Received Rs 1,000$/),
      expect.stringMatching(/^Your remittance.*Bank Transfer · ref BT-1Sent Rs 680$/),
    ]);
  });

  it("says she is all settled at zero, and that orders show once delivered and paid", async () => {
    serveLedger(ledger(0, []));
    renderApp(`/dashboard/earnings/${STORE_ID}`);
    expect(await screen.findByText("You're all settled")).toBeInTheDocument();
    expect(screen.getByText("No entries yet")).toBeInTheDocument();
    expect(screen.getByText("An order is added here once it is Delivered and Paid.")).toBeInTheDocument();
  });

  it("keeps the statement's dates in the address and asks the server for them", async () => {
    serveLedger(ledger(-680, codOrder));
    const { router } = renderApp(`/dashboard/earnings/${STORE_ID}?from=2026-11-01`);
    expect(await screen.findByText("You owe Hunarmand Rs 680")).toBeInTheDocument();
    expect(lastLedgerQuery()).toBe("?from=2026-11-01");
    expect(screen.getByLabelText("From")).toHaveValue("2026-11-01");

    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-30" } });
    await waitFor(() => expect(router.state.location.search).toBe("?from=2026-11-01&to=2026-11-30"));
    await waitFor(() => expect(lastLedgerQuery()).toBe("?from=2026-11-01&to=2026-11-30"));

    await userEvent.setup().click(screen.getByRole("button", { name: "All dates" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await waitFor(() => expect(lastLedgerQuery()).toBe(""));
  });

  it("says so when the start date is after the end date, without asking the server", async () => {
    serveLedger(ledger(0, []));
    renderApp(`/dashboard/earnings/${STORE_ID}?from=2026-12-01&to=2026-11-01`);
    expect(await screen.findByText("The start date is after the end date.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeDisabled();
    expect(sentRequests.some((request) => new URL(request.url).pathname.endsWith("/ledger"))).toBe(false);
  });

  it("shows the server's refusal with a way to try again", async () => {
    server.use(
      refuse("GET /api/seller/stores/:storeId/ledger", 403, "You can only see your own store's ledger."),
    );
    renderApp(`/dashboard/earnings/${STORE_ID}`);
    expect(await screen.findByText("Could not load your earnings")).toBeInTheDocument();
    expect(screen.getByText("You can only see your own store's ledger.")).toBeInTheDocument();
  });

  describe("CSV download", () => {
    const saved = savedFiles();

    it("downloads the statement of the chosen dates with her token and saves it", async () => {
      serveLedger(ledger(-680, codOrder));
      server.use(
        http.get("/api/seller/stores/:storeId/ledger.csv", () =>
          fileAnswer("date,kind,order,amount,balanceAfter\n", "text/csv", "statement-s1.csv"),
        ),
      );
      renderApp(`/dashboard/earnings/${STORE_ID}?from=2026-11-01`);
      await screen.findByText("You owe Hunarmand Rs 680");
      await userEvent.setup().click(screen.getByRole("button", { name: "Download CSV" }));

      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]?.name).toBe("statement-s1.csv");
      expect(await saved[0]?.blob.text()).toBe("date,kind,order,amount,balanceAfter\n");
      const [call] = sentRequests.filter((request) => new URL(request.url).pathname.endsWith("/ledger.csv"));
      expect(new URL(call?.url ?? "").pathname + new URL(call?.url ?? "").search).toBe(
        `/api/seller/stores/${STORE_ID}/ledger.csv?from=2026-11-01`,
      );
      expect(call?.headers.get("Authorization")).toBe("Bearer seller-token");
    });

    it("tells her when the download is refused and saves nothing", async () => {
      serveLedger(ledger(-680, codOrder));
      server.use(
        http.get("/api/seller/stores/:storeId/ledger.csv", () =>
          HttpResponse.json({ success: false, message: "Use a date like 2026-01-31." }, { status: 400 }),
        ),
      );
      renderApp(`/dashboard/earnings/${STORE_ID}`);
      await screen.findByText("You owe Hunarmand Rs 680");
      await userEvent.setup().click(screen.getByRole("button", { name: "Download CSV" }));
      expect(await screen.findByText("Could not download your statement")).toBeInTheDocument();
      expect(screen.getByText("Use a date like 2026-01-31.")).toBeInTheDocument();
      expect(saved).toHaveLength(0);
    });
  });
});
