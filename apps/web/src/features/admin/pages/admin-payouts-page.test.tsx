import "@testing-library/jest-dom/vitest";
import { AdminKycAnswer } from "@marketplace/shared/kyc-contracts";
import { type Payout, type PayoutRun, PayoutRunAnswer } from "@marketplace/shared/payouts-contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { anAdmin, signInAdmin } from "@/test/admin-fixtures.ts";
import { answer, on, refusal, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aKycAnswer } from "@/test/kyc-fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { fileAnswer, savedFiles } from "@/test/saved-files.ts";

const ACCOUNT = {
  type: "bank" as const,
  bankName: "Meezan Bank",
  iban: "PK36SCBL0000001123456702",
  number: "",
  title: "Fatima Bibi",
};

function aPayout(overrides: Partial<Payout> = {}): Payout {
  return {
    _id: "p1",
    runId: "r1",
    storeId: "st1",
    storeName: "Zari House",
    sellerName: "Fatima Bibi",
    amount: 3600,
    status: "proposed",
    account: ACCOUNT,
    reference: "HM-1A2B3C4D5E",
    bankReference: null,
    reason: null,
    paidAt: null,
    ...overrides,
  };
}

function aRun(overrides: Partial<PayoutRun> = {}): PayoutRun {
  return PayoutRunAnswer.parse({
    success: true,
    run: {
      _id: "r1",
      status: "proposed",
      scheduled: false,
      cutoff: "2026-11-22T07:00:00.000Z",
      createdAt: "2026-11-29T07:00:00.000Z",
      approvedAt: null,
      total: 3600,
      payouts: [aPayout()],
      ...overrides,
    },
  }).run;
}

describe("the payout runs (issue 30)", () => {
  it("proposes a run, holds a line with a reason, and approves after asking", async () => {
    signInAdmin(anAdmin({ role: "finance" }));
    let runs: PayoutRun[] = [];
    server.use(
      on("GET /api/admin/payout-runs", () => ({ success: true as const, runs })),
      on("POST /api/admin/payout-runs", () => {
        runs = [aRun()];
        return { success: true as const, run: runs[0] as PayoutRun };
      }),
      on("PUT /api/admin/payouts/:id", () => ({
        success: true as const,
        message: "The payout is held.",
        payout: aPayout({ status: "held", reason: "Her shop is under review." }),
      })),
      on("PUT /api/admin/payout-runs/:id", () => {
        runs = [aRun({ status: "approved", payouts: [aPayout({ status: "sent" })] })];
        return { success: true as const, run: runs[0] as PayoutRun };
      }),
    );
    const user = userEvent.setup();
    renderApp("/admin/payouts");
    expect(await screen.findByText("No payout runs yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Payout runs" })).toHaveAttribute("aria-current", "page");

    await user.click(screen.getByRole("button", { name: "Propose a run now" }));
    const line = await screen.findByRole("listitem", { name: "Zari House" });
    expect(within(line).getByText("Account: Meezan Bank PK36SCBL0000001123456702")).toBeInTheDocument();
    expect(within(line).getByText("Account title: Fatima Bibi")).toBeInTheDocument();
    expect(screen.getByText(/To pay: Rs 3,600/)).toBeInTheDocument();

    await user.click(within(line).getByRole("button", { name: "Hold" }));
    const hold = await screen.findByRole("dialog", { name: "Hold the payout to Zari House?" });
    await user.click(within(hold).getByRole("button", { name: "Hold" }));
    expect(await within(hold).findByText("Please say why this payout is held.")).toBeInTheDocument();
    await user.type(within(hold).getByLabelText(/Reason/), "Her shop is under review.");
    await user.click(within(hold).getByRole("button", { name: "Hold" }));
    await waitFor(() => expect(sent("PUT /api/admin/payouts/:id")).toHaveLength(1));
    expect(await sent("PUT /api/admin/payouts/:id")[0]?.json()).toEqual({
      status: "held",
      reason: "Her shop is under review.",
    });

    await user.click(await screen.findByRole("button", { name: "Approve and send" }));
    const confirm = await screen.findByRole("dialog", { name: "Approve this payout run?" });
    expect(sent("PUT /api/admin/payout-runs/:id")).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Approve and send" }));
    await waitFor(() => expect(sent("PUT /api/admin/payout-runs/:id")).toHaveLength(1));
    expect(await sent("PUT /api/admin/payout-runs/:id")[0]?.json()).toEqual({ action: "approve" });
    expect(await screen.findByRole("button", { name: "Download bank file" })).toBeInTheDocument();
  });

  describe("an approved run", () => {
    const saved = savedFiles();
    it("downloads the bank file and marks a sent line paid with the bank's reference", async () => {
      signInAdmin(anAdmin({ role: "finance" }));
      server.use(
        answer("GET /api/admin/payout-runs", {
          success: true,
          runs: [
            aRun({
              status: "approved",
              approvedAt: "2026-11-29T08:00:00.000Z",
              payouts: [aPayout({ status: "sent" })],
            }),
          ],
        }),
        http.get("/api/admin/payout-runs/:id/bank-file.csv", () =>
          fileAnswer("account_type,bank_name\r\n", "text/csv", "payouts-2026-11-29.csv"),
        ),
        on("PUT /api/admin/payouts/:id", () => ({
          success: true as const,
          message: "The payout is marked paid.",
          payout: aPayout({ status: "paid", bankReference: "MZN-1" }),
        })),
      );
      const user = userEvent.setup();
      renderApp("/admin/payouts");
      await user.click(await screen.findByRole("button", { name: "Download bank file" }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]?.name).toBe("payouts-2026-11-29.csv");

      const line = screen.getByRole("listitem", { name: "Zari House" });
      await user.click(within(line).getByRole("button", { name: "Mark paid" }));
      const dialog = await screen.findByRole("dialog", { name: "Mark the payout to Zari House paid?" });
      await user.click(within(dialog).getByRole("button", { name: "Mark paid" }));
      expect(
        await within(dialog).findByText("Please give the bank's transfer reference."),
      ).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText(/Bank reference/), "MZN-1");
      await user.click(within(dialog).getByRole("button", { name: "Mark paid" }));
      await waitFor(() => expect(sent("PUT /api/admin/payouts/:id")).toHaveLength(1));
      expect(await sent("PUT /api/admin/payouts/:id")[0]?.json()).toEqual({
        status: "paid",
        reference: "MZN-1",
      });
    });
  });

  it("shows the server's refusal to propose", async () => {
    signInAdmin(anAdmin({ role: "finance" }));
    server.use(
      answer("GET /api/admin/payout-runs", { success: true, runs: [] }),
      on("POST /api/admin/payout-runs", () => refusal(409, "A payout run is already waiting for review.")),
    );
    const user = userEvent.setup();
    renderApp("/admin/payouts");
    await user.click(await screen.findByRole("button", { name: "Propose a run now" }));
    expect(await screen.findByText("A payout run is already waiting for review.")).toBeInTheDocument();
  });

  it("is not offered to operations staff", async () => {
    signInAdmin(anAdmin({ role: "operations" }));
    renderApp("/admin/payouts");
    expect(await screen.findByRole("heading", { level: 1 })).not.toHaveTextContent("Payout runs");
    expect(screen.queryByRole("link", { name: "Payout runs" })).not.toBeInTheDocument();
  });
});

describe("a seller's identity check in the console (issue 30)", () => {
  const check = (kyc = aKycAnswer({ status: "submitted", decidedAt: null, listed: false }).kyc) =>
    AdminKycAnswer.parse({
      success: true,
      seller: { _id: "s1", name: "Fatima Bibi", email: "seller@demo.pk", stores: ["Zari House"] },
      kyc,
    });

  it("shows both photos beside her name and account title, and approves", async () => {
    signInAdmin();
    server.use(
      answer("GET /api/admin/sellers/:id/kyc", check()),
      on("PUT /api/admin/sellers/:id/kyc", () => aKycAnswer()),
    );
    const user = userEvent.setup();
    renderApp("/admin/sellers/s1/identity");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Identity check of Fatima Bibi" }),
    ).toBeInTheDocument();
    expect(screen.getByAltText("Front of the CNIC of Fatima Bibi")).toHaveAttribute(
      "src",
      "/api/kyc-documents/d1?expires=1&signature=a",
    );
    expect(screen.getByAltText("Back of the CNIC of Fatima Bibi")).toBeInTheDocument();
    expect(screen.getByText("PK36SCBL0000001123456702")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(sent("PUT /api/admin/sellers/:id/kyc")).toHaveLength(1));
    expect(await sent("PUT /api/admin/sellers/:id/kyc")[0]?.json()).toEqual({ decision: "approve" });
    expect(await screen.findByText("Identity approved")).toBeInTheDocument();
  });

  it("rejects only with a reason", async () => {
    signInAdmin();
    server.use(
      answer("GET /api/admin/sellers/:id/kyc", check()),
      on("PUT /api/admin/sellers/:id/kyc", () => aKycAnswer({ status: "rejected", reason: "Blurred." })),
    );
    const user = userEvent.setup();
    renderApp("/admin/sellers/s1/identity");
    await user.click(await screen.findByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject the identity check of Fatima Bibi?" });
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(
      await within(dialog).findByText("Please give a reason for rejecting, so she knows what to fix."),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), "Blurred.");
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(sent("PUT /api/admin/sellers/:id/kyc")).toHaveLength(1));
    expect(await sent("PUT /api/admin/sellers/:id/kyc")[0]?.json()).toEqual({
      decision: "reject",
      reason: "Blurred.",
    });
  });
});
