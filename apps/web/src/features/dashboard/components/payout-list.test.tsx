import "@testing-library/jest-dom/vitest";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { answer, on, refusal } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { anOwnStore, aSeller } from "@/test/fixtures.ts";
import { aKycAnswer, aNewSellerKyc, aSellerPayouts } from "@/test/kyc-fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInSeller } from "@/test/sessions.ts";

const STORE_ID = "s1";
const store = anOwnStore({ _id: STORE_ID, name: "Fatima's Phulkari House" });
const ACCOUNT = {
  type: "bank" as const,
  bankName: "Meezan Bank",
  iban: "PK36SCBL0000001123456702",
  number: "",
  title: "Fatima",
};

function payout(overrides: object) {
  return {
    _id: "p1",
    runId: "r1",
    storeId: STORE_ID,
    storeName: store.name,
    amount: 3600,
    status: "paid" as const,
    account: ACCOUNT,
    reference: "HM-1A2B3C4D5E",
    bankReference: "MZN-778812",
    reason: null,
    paidAt: "2026-11-24T10:00:00.000Z",
    createdAt: "2026-11-23T07:00:00.000Z",
    ...overrides,
  };
}

describe("her payouts on the Earnings page (issue 30)", () => {
  beforeEach(() => {
    signInSeller(aSeller(), [store]);
    server.use(
      answer("GET /api/stores/seller/my-stores", { success: true, count: 1, stores: [store] }),
      answer("GET /api/seller/stores/:storeId/ledger", {
        success: true,
        balance: 0,
        entries: [],
        payHunarmand: { accounts: null, reference: "HM-ABCD1234" },
      }),
    );
  });

  it("shows the next payout and this store's past ones with their references, not another store's", async () => {
    server.use(
      answer("GET /api/seller/kyc", aKycAnswer()),
      answer(
        "GET /api/seller/payouts",
        aSellerPayouts({
          upcoming: [{ storeId: STORE_ID, storeName: store.name, amount: 1250 }],
          payouts: [
            payout({}),
            payout({
              _id: "p2",
              status: "failed",
              bankReference: null,
              reason: "The account is closed.",
              paidAt: null,
            }),
            payout({ _id: "p3", storeId: "other", reference: "HM-OTHERSTORE" }),
          ],
        }),
      ),
    );
    renderApp(`/dashboard/earnings/${STORE_ID}`);
    expect(await screen.findByText("Next weekly payout: Rs 1,250")).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Past payouts" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Paid");
    expect(rows[0]).toHaveTextContent("HM-1A2B3C4D5E");
    expect(rows[0]).toHaveTextContent("Meezan Bank ••••6702");
    expect(rows[0]).toHaveTextContent("Bank reference: MZN-778812");
    expect(rows[1]).toHaveTextContent("Failed");
    expect(rows[1]).toHaveTextContent("Reason: The account is closed.");
    expect(rows[1]).toHaveTextContent("The money is back in your balance for the next payout.");
    expect(within(list).queryByText(/HM-OTHERSTORE/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Your payouts wait until/)).not.toBeInTheDocument();
  });

  it("says none yet, and that payouts wait for her identity check, in Urdu", async () => {
    server.use(
      answer("GET /api/seller/kyc", aNewSellerKyc()),
      answer("GET /api/seller/payouts", aSellerPayouts()),
    );
    renderApp(`/dashboard/earnings/${STORE_ID}`, { language: "ur" });
    expect(await screen.findByText("ابھی کوئی ادائیگی نہیں")).toBeInTheDocument();
    expect(screen.getByText("آپ کی شناخت کی تصدیق ہونے تک آپ کی ادائیگیاں رکی رہیں گی۔")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "اپنی شناخت کی تصدیق کروائیں" })).toHaveAttribute(
      "href",
      "/dashboard/identity",
    );
  });

  it("says when her payouts cannot be loaded", async () => {
    server.use(
      answer("GET /api/seller/kyc", aKycAnswer()),
      on("GET /api/seller/payouts", () =>
        refusal(500, "Something went wrong on our side. Please try again."),
      ),
    );
    renderApp(`/dashboard/earnings/${STORE_ID}`);
    expect(await screen.findByText("Your payouts could not be loaded")).toBeInTheDocument();
  });
});
