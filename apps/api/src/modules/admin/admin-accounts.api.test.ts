import { storePaymentReference } from "@marketplace/shared/marketplace-accounts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createAdmin, createSeller, createStore } from "../../../test/fixtures.ts";
import { adminAudit } from "../../db/schema/index.ts";
import { MARKETPLACE_SETTINGS_TARGET_ID } from "./admin-money.service.ts";

let t: TestApp;
let finance: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  finance = await createAdmin(t.app, { name: "Hina Finance", role: "finance" });
});
afterAll(() => t.close());

const ACCOUNTS = {
  accountTitle: "Hunarmand Marketplace",
  bankName: "Meezan Bank",
  iban: "pk36 scbl 0000 0011 2345 6702",
  jazzcash: "",
  easypaisa: "+92 345 1234567",
};

const putAccounts = (payload: object, language = "en") =>
  t.app.inject({
    method: "PUT",
    url: "/api/admin/settings/accounts",
    headers: { authorization: `Bearer ${finance.token}`, "accept-language": language },
    payload,
  });

const getAccounts = () =>
  t.app.inject({
    method: "GET",
    url: "/api/admin/settings/accounts",
    headers: { authorization: `Bearer ${finance.token}` },
  });

const accountAudits = () =>
  t.app.db
    .select()
    .from(adminAudit)
    .where(
      and(
        eq(adminAudit.action, "settings.accounts"),
        eq(adminAudit.targetId, MARKETPLACE_SETTINGS_TARGET_ID),
      ),
    );

async function sellerLedger() {
  const seller = await createSeller(t.app);
  const store = await createStore(t.app, seller.id);
  const res = await t.app.inject({
    method: "GET",
    url: `/api/seller/stores/${store.id}/ledger`,
    headers: { authorization: `Bearer ${seller.token}` },
  });
  expect(res.statusCode).toBe(200);
  return { store, payHunarmand: res.json().payHunarmand };
}

describe("where sellers pay Hunarmand (issue 34, item 4)", () => {
  it("tells a seller the team will collect, with her store's reference, before any account is entered", async () => {
    const { store, payHunarmand } = await sellerLedger();
    expect(payHunarmand).toEqual({ accounts: null, reference: storePaymentReference(store.id) });
    expect(payHunarmand.reference).toMatch(/^HM-[0-9A-F]{8}$/);
  });

  it("refuses a wrong IBAN and an account without its title in the reader's language, and keeps what was there", async () => {
    const wrong = await putAccounts({ ...ACCOUNTS, iban: "PK00SCBL0000001123456702" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/IBAN/);
    const untitled = await putAccounts({ ...ACCOUNTS, accountTitle: "" }, "ur");
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().message).toMatch(/[\u0600-\u06FF]/);
    expect((await getAccounts()).json().accounts).toEqual({
      accountTitle: "",
      bankName: "",
      iban: "",
      jazzcash: "",
      easypaisa: "",
    });
    expect(await accountAudits()).toHaveLength(0);
  });

  it("saves them tidied, audits what changed from what, and shows them on every seller's Earnings", async () => {
    const res = await putAccounts(ACCOUNTS);
    expect(res.statusCode).toBe(200);
    const tidied = {
      accountTitle: "Hunarmand Marketplace",
      bankName: "Meezan Bank",
      iban: "PK36SCBL0000001123456702",
      jazzcash: "",
      easypaisa: "03451234567",
    };
    expect(res.json().accounts).toEqual(tidied);
    expect((await getAccounts()).json().accounts).toEqual(tidied);

    const [audit] = await accountAudits();
    expect(audit?.adminId).toBe(finance.id);
    expect(audit?.details).toEqual({
      from: { accountTitle: "", bankName: "", iban: "", easypaisa: "" },
      to: {
        accountTitle: "Hunarmand Marketplace",
        bankName: "Meezan Bank",
        iban: "PK36SCBL0000001123456702",
        easypaisa: "03451234567",
      },
    });

    const { store, payHunarmand } = await sellerLedger();
    expect(payHunarmand).toEqual({ accounts: tidied, reference: storePaymentReference(store.id) });
  });

  it("is refused to operations, and what finance saved stays", async () => {
    const operations = await createAdmin(t.app, { role: "operations" });
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings/accounts",
      headers: { authorization: `Bearer ${operations.token}` },
      payload: { ...ACCOUNTS, accountTitle: "Someone Else" },
    });
    expect(res.statusCode).toBe(403);
    expect((await getAccounts()).json().accounts.accountTitle).toBe("Hunarmand Marketplace");
  });
});
