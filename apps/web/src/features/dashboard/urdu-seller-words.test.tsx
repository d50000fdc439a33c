import "@testing-library/jest-dom/vitest";
import type { SellerLedgerAnswer } from "@marketplace/shared/marketplace-accounts";
import { translateMessage } from "@marketplace/shared/server-messages";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, on } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aLedgerEntry, anOwnStore, aProduct, aSeller, aStore, aStoreProductList } from "@/test/fixtures.ts";
import { aKycAnswer, aSellerPayouts } from "@/test/kyc-fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInSeller } from "@/test/sessions.ts";

/**
 * An Urdu-only maker meets no English on her side of the site (issue 34, item 13): the product
 * editor with its sizes, and her earnings with a remittance line. What may stay Latin is what she
 * typed herself (sizes S, M), "Rs" as Pakistani shops write prices, and references and order numbers.
 */
const ALLOWED = new Set(["Rs", "S", "M", "L"]);

/** The Latin words a screen shows, less the allowed ones and codes with digits in them (references). */
function latinWords(element: HTMLElement): string[] {
  const latin = (text: string | null) => text?.match(/[A-Za-z][A-Za-z0-9-]*/g) ?? [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const words: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) words.push(...latin(node.textContent));
  for (const node of element.querySelectorAll("[aria-label], [placeholder], [title]")) {
    for (const attribute of ["aria-label", "placeholder", "title"])
      words.push(...latin(node.getAttribute(attribute)));
  }
  return words.filter((word) => !ALLOWED.has(word) && !/\d/.test(word));
}

const STORE_ID = "0190b5a2-0000-7000-8000-0000000000aa";

describe("the seller's screens in Urdu", () => {
  it("edits a product's sizes in her words, her own option name kept as she typed it", async () => {
    signInSeller(aSeller(), [aStore({ _id: STORE_ID, name: "کرن کرافٹس" })]);
    renderApp(`/addproduct/${STORE_ID}`, { language: "ur" });
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "پروڈکٹ شامل کریں" });

    // The form opens once the phone has looked for a draft she left.
    await user.click(await screen.findByRole("button", { name: "اختیار شامل کریں (سائز، رنگ...)" }));
    await user.click(screen.getByLabelText(/^انتخاب 1: خریدار کیا چنے/));
    await user.paste("سائز");
    const values = screen.getByLabelText(/^سائز: ہر وہ جو آپ بیچتی ہیں/);
    for (const size of ["S", "M"]) {
      await user.click(values);
      await user.paste(size);
      await user.click(screen.getByRole("button", { name: "شامل کریں" }));
    }

    // Her name for the option, never swapped for an English "Size".
    const row = screen.getByRole("group", { name: "سائز: M" });
    expect(within(row).getByLabelText("اپنا کوڈ (اختیاری)")).toBeInTheDocument();
    expect(screen.getByText("ہر ایک لکھ کر «شامل کریں» دبائیں؛ زیادہ سے زیادہ 20۔")).toBeInTheDocument();
    expect(latinWords(screen.getByRole("main"))).toEqual([]);
  });

  it("shows her earnings with a remittance line and the download, all in Urdu", async () => {
    const store = anOwnStore({ _id: STORE_ID, name: "کرن کرافٹس" });
    signInSeller(aSeller(), [store]);
    server.use(
      answer("GET /api/stores/seller/my-stores", { success: true, count: 1, stores: [store] }),
      answer("GET /api/seller/payouts", aSellerPayouts()),
      answer("GET /api/seller/kyc", aKycAnswer()),
    );
    const orderId = "0197a3b2-5c4d-7e8f-9a0b-1c2d3e4fabcd1234";
    const entries = [
      aLedgerEntry({
        _id: "e1",
        kind: "sale",
        amount: 4200,
        balanceAfter: 4200,
        orderId,
        note: translateMessage("Order ABCD1234 delivered and paid", "ur"),
      }),
      aLedgerEntry({
        _id: "e2",
        kind: "commission",
        amount: -480,
        balanceAfter: 3720,
        orderId,
        note: translateMessage("Order ABCD1234: commission at 12% of the items", "ur"),
      }),
      aLedgerEntry({
        _id: "e3",
        kind: "remittance",
        amount: 680,
        balanceAfter: 4400,
        note: translateMessage("Remittance from the store by Bank Transfer, reference BT-1", "ur"),
      }),
    ];
    const statement: SellerLedgerAnswer = {
      success: true,
      balance: 4400,
      entries,
      payHunarmand: { accounts: null, reference: "HM-ABCD1234" },
    };
    server.use(on("GET /api/seller/stores/:storeId/ledger", () => statement));
    renderApp(`/dashboard/earnings/${STORE_ID}`, { language: "ur" });

    expect(await screen.findByText("ہنرمند نے آپ کو Rs 4,400 دینے ہیں")).toBeInTheDocument();
    expect(
      screen.getAllByText(/دکان کی طرف سے بینک ٹرانسفر کے ذریعے جمع کرائی گئی رقم/).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: /حساب اسپریڈشیٹ فائل میں ڈاؤن لوڈ کریں/ })).toBeInTheDocument();
    expect(latinWords(screen.getByRole("main"))).toEqual([]);
  });

  it("runs her codes and joins a marketplace sale in her words (issue 31)", async () => {
    const store = anOwnStore({ _id: STORE_ID, name: "کرن کرافٹس" });
    signInSeller(aSeller(), [store]);
    server.use(
      answer("GET /api/stores/seller/my-stores", { success: true, count: 1, stores: [store] }),
      answer("GET /api/seller/stores/:id/vouchers", {
        vouchers: [
          {
            _id: "v1",
            storeId: STORE_ID,
            code: "EID10",
            type: "percent",
            value: 10,
            maxDiscount: 300,
            minSpend: 1000,
            startsAt: null,
            endsAt: "2026-12-04T19:00:00.000Z",
            usageLimit: 100,
            perCustomerLimit: 1,
            productIds: null,
            status: "active",
            uses: 3,
            discountGiven: 450,
            createdAt: "2026-11-28T00:00:00.000Z",
            updatedAt: "2026-11-28T00:00:00.000Z",
          },
        ],
      }),
      answer("GET /api/seller/campaigns", {
        campaigns: [
          {
            _id: "c1",
            slug: "eid-sale",
            name: { en: "Eid Sale", ur: "عید سیل" },
            startsAt: "2026-11-28T00:00:00.000Z",
            endsAt: "2026-12-04T19:00:00.000Z",
            type: "percent",
            value: 20,
            maxDiscount: null,
            fundedBy: "shared",
            marketplaceShare: 50,
            active: true,
            running: true,
            productCount: 4,
            createdAt: "2026-11-27T00:00:00.000Z",
            updatedAt: "2026-11-27T00:00:00.000Z",
            myProductIds: ["p1"],
          },
        ],
      }),
      answer(
        "GET /api/products/store/:storeId",
        aStoreProductList([
          aProduct({ _id: "p1", name: "رلی کی چادر" }),
          aProduct({ _id: "p2", name: "اجرک" }),
        ]),
      ),
    );
    renderApp(`/dashboard/vouchers/${STORE_ID}`, { language: "ur" });
    const user = userEvent.setup();
    expect(await screen.findByRole("group", { name: "عید سیل" })).toBeInTheDocument();
    expect(await screen.findByText(/100 میں سے 3 بار استعمال ہوا/)).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "رلی کی چادر" })).toBeChecked();
    // An empty form is refused in her words too.
    await user.click(screen.getByRole("button", { name: "کوڈ بنائیں" }));
    expect(await screen.findByText("کوڈ 3 سے 20 حروف، ہندسوں یا ڈیش کا ہوتا ہے۔")).toBeInTheDocument();
    expect(latinWords(screen.getByRole("main"))).toEqual([]);
  });
});
