import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { aStoreBalance, marketplaceAccounts, signInAdmin } from "@/test/admin-fixtures.ts";
import { answer, on, refusal, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { renderApp } from "@/test/render-app.tsx";

const balances = answer("GET /api/admin/balances", {
  success: true,
  balances: [
    aStoreBalance(),
    aStoreBalance({ storeId: "st2", storeName: "Rilli Works", sellerName: "Nasreen", balance: 3520 }),
    aStoreBalance({ storeId: "st3", storeName: "Clay Corner", sellerName: "Hina", balance: 0 }),
  ],
});

describe("the balances page", () => {
  // Every visit also reads where sellers pay Hunarmand (its own card, tested below).
  beforeEach(() =>
    server.use(
      answer("GET /api/admin/settings/accounts", { success: true, accounts: marketplaceAccounts() }),
    ),
  );

  it("says who owes whom for each store", async () => {
    signInAdmin();
    server.use(balances);
    renderApp("/admin/balances");
    expect(await screen.findByText("Zari House owes Hunarmand Rs 680")).toBeInTheDocument();
    expect(screen.getByText("Hunarmand owes Rilli Works Rs 3,520")).toBeInTheDocument();
    const settled = screen.getByRole("listitem", { name: "Clay Corner" });
    expect(within(settled).getByText("Settled: nobody owes anything")).toBeInTheDocument();
    expect(within(settled).queryByRole("button")).not.toBeInTheDocument();
  });

  it("says so when there are no stores", async () => {
    signInAdmin();
    server.use(answer("GET /api/admin/balances", { success: true, balances: [] }));
    renderApp("/admin/balances");
    expect(await screen.findByText("No stores yet")).toBeInTheDocument();
  });

  it("checks a settlement before sending it", async () => {
    signInAdmin();
    server.use(balances);
    const user = userEvent.setup();
    renderApp("/admin/balances");
    await user.click(await screen.findByRole("button", { name: "Record settlement" }));
    expect(await screen.findByText("Please choose a store.")).toBeInTheDocument();
    expect(screen.getByText("Amount must be a number.")).toBeInTheDocument();
    expect(screen.getByText("Direction must be payout or remittance.")).toBeInTheDocument();
    expect(
      screen.getByText("Method must be Bank Transfer, JazzCash, Easypaisa or Cash."),
    ).toBeInTheDocument();
    expect(screen.getByText("Please give the transaction or receipt reference.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Store/)).toHaveFocus();
    expect(sent("POST /api/admin/settlements")).toHaveLength(0);
  });

  it("fills in a store's settlement from its row and records it, then reads the balances again", async () => {
    signInAdmin();
    server.use(
      balances,
      answer("POST /api/admin/settlements", {
        success: true,
        message: "Recorded",
        settlement: {
          _id: "se1",
          storeId: "st1",
          amount: 680,
          direction: "remittance",
          method: "JazzCash",
          reference: "JC-123",
          createdAt: "2025-06-02T00:00:00.000Z",
        },
        balance: 0,
      }),
    );
    const user = userEvent.setup();
    renderApp("/admin/balances");
    await user.click(await screen.findByRole("button", { name: "Settle Zari House" }));
    expect(screen.getByLabelText(/^Store/)).toHaveDisplayValue("Zari House");
    expect(screen.getByLabelText(/^Amount/)).toHaveValue(680);
    expect(screen.getByLabelText(/^Direction/)).toHaveDisplayValue("Remittance: the store paid Hunarmand");
    expect(screen.getByLabelText(/^Method/)).toHaveFocus();
    await user.selectOptions(screen.getByLabelText(/^Method/), "JazzCash");
    await user.type(screen.getByLabelText(/^Reference/), "JC-123");
    await user.click(screen.getByRole("button", { name: "Record settlement" }));
    const dialog = await screen.findByRole("dialog", { name: "Record this settlement?" });
    await user.click(within(dialog).getByRole("button", { name: "Record settlement" }));

    expect(await screen.findByText("Now: Settled: nobody owes anything.")).toBeInTheDocument();
    expect(await sent("POST /api/admin/settlements")[0]?.json()).toEqual({
      storeId: "st1",
      amount: 680,
      direction: "remittance",
      method: "JazzCash",
      reference: "JC-123",
    });
    await waitFor(() => expect(sent("GET /api/admin/balances")).toHaveLength(2));
    expect(screen.getByLabelText(/^Reference/)).toHaveValue("");
  });

  it("reads the settlement back before recording it: store, exact amount, method, reference, balance after", async () => {
    signInAdmin();
    server.use(balances);
    const user = userEvent.setup();
    renderApp("/admin/balances");
    await user.click(await screen.findByRole("button", { name: "Settle Rilli Works" }));
    const amount = screen.getByLabelText(/^Amount/);
    await user.clear(amount);
    await user.type(amount, "1250.5");
    await user.selectOptions(screen.getByLabelText(/^Method/), "Easypaisa");
    await user.type(screen.getByLabelText(/^Reference/), "EP-90210");
    await user.click(screen.getByRole("button", { name: "Record settlement" }));
    const dialog = await screen.findByRole("dialog", { name: "Record this settlement?" });
    const figures = within(dialog)
      .getAllByRole("definition")
      .map((value) => value.textContent);
    expect(figures).toEqual([
      "Rilli Works",
      "Rs 1,250.50",
      "Payout: Hunarmand paid the store",
      "Easypaisa",
      "EP-90210",
      "Hunarmand owes Rilli Works Rs 3,520",
      "Hunarmand owes Rilli Works Rs 2,269.50",
    ]);
    expect(sent("POST /api/admin/settlements")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent("POST /api/admin/settlements")).toHaveLength(0);
    // Backing out keeps the form as she filled it.
    expect(screen.getByLabelText(/^Reference/)).toHaveValue("EP-90210");
  });

  it("reads it back in Urdu", async () => {
    signInAdmin();
    server.use(balances);
    const user = userEvent.setup();
    renderApp("/admin/balances", { language: "ur" });
    await user.click(await screen.findByRole("button", { name: /Zari House/ }));
    await user.selectOptions(screen.getByLabelText(/^طریقہ/), "JazzCash");
    await user.type(screen.getByLabelText(/^حوالہ/), "JC-5");
    await user.click(screen.getByRole("button", { name: "لین دین درج کریں" }));
    const dialog = await screen.findByRole("dialog", { name: "یہ لین دین درج کریں؟" });
    expect(within(dialog).getByText("رقم").nextElementSibling).toHaveTextContent("Rs 680");
    expect(within(dialog).getByText("اس کے بعد حساب").nextElementSibling).toHaveTextContent(
      "حساب برابر: کسی پر کچھ واجب نہیں",
    );
    expect(sent("POST /api/admin/settlements")).toHaveLength(0);
  });

  it("shows the server's refusal under the field it names", async () => {
    signInAdmin();
    server.use(
      balances,
      on("POST /api/admin/settlements", () =>
        refusal(400, "Validation failed", {
          errors: [{ field: "amount", message: "Amount can be at most Rs 10,000,000." }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp("/admin/balances");
    await user.click(await screen.findByRole("button", { name: "Settle Rilli Works" }));
    expect(screen.getByLabelText(/^Direction/)).toHaveDisplayValue("Payout: Hunarmand paid the store");
    await user.selectOptions(screen.getByLabelText(/^Method/), "Bank Transfer");
    await user.type(screen.getByLabelText(/^Reference/), "HBL-778");
    await user.click(screen.getByRole("button", { name: "Record settlement" }));
    const dialog = await screen.findByRole("dialog", { name: "Record this settlement?" });
    await user.click(within(dialog).getByRole("button", { name: "Record settlement" }));
    expect(await screen.findByText("Amount can be at most Rs 10,000,000.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("Validation failed");
  });

  it("keeps where sellers pay Hunarmand: checks an account before sending it, then saves it", async () => {
    signInAdmin();
    server.use(
      balances,
      on("GET /api/admin/settings/accounts", () => ({
        success: true as const,
        accounts: marketplaceAccounts(),
      })),
      on("PUT /api/admin/settings/accounts", async ({ request }) => ({
        success: true as const,
        accounts: marketplaceAccounts(await request.json()),
      })),
    );
    const user = userEvent.setup();
    renderApp("/admin/balances");
    expect(await screen.findByRole("heading", { name: "Where sellers pay Hunarmand" })).toBeInTheDocument();
    const form = screen;
    await user.type(await form.findByLabelText("Bank name"), "Meezan Bank");
    await user.type(form.getByLabelText("IBAN"), "PK00SCBL0000001123456702");
    await user.click(form.getByRole("button", { name: "Save accounts" }));
    expect(
      await form.findByText("IBAN must be a valid Pakistani IBAN (24 characters, starting with PK)."),
    ).toBeInTheDocument();
    expect(
      form.getByText("Please enter the account title buyers will see when they pay you."),
    ).toBeInTheDocument();
    expect(sent("PUT /api/admin/settings/accounts")).toHaveLength(0);

    await user.type(form.getByLabelText("Account title"), "Hunarmand Marketplace");
    await user.clear(form.getByLabelText("IBAN"));
    await user.type(form.getByLabelText("IBAN"), "pk36 scbl 0000 0011 2345 6702");
    await user.click(form.getByRole("button", { name: "Save accounts" }));
    await waitFor(() => expect(sent("PUT /api/admin/settings/accounts")).toHaveLength(1));
    expect(await sent("PUT /api/admin/settings/accounts")[0]?.json()).toEqual({
      accountTitle: "Hunarmand Marketplace",
      bankName: "Meezan Bank",
      iban: "PK36SCBL0000001123456702",
      jazzcash: "",
      easypaisa: "",
    });
    expect(
      await screen.findByText("Saved: sellers who owe Hunarmand now see these accounts."),
    ).toBeInTheDocument();
  });
});
