import type { AuditChange } from "@marketplace/shared/admin-contracts";
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAdminT } from "./admin-words.ts";
import { auditActionLabel, auditChangeLines, auditDetailParts, auditTargetLabel } from "./audit-labels.ts";

describe("the audit log's words", () => {
  it("labels known actions and targets and shows unknown ones as written", () => {
    const { t } = renderHook(() => useAdminT()).result.current;
    expect(auditActionLabel(t, "seller.status")).toBe("Seller status changed");
    expect(auditActionLabel(t, "store.merge")).toBe("store.merge");
    expect(auditTargetLabel(t, "store")).toBe("Store");
    expect(auditTargetLabel(t, "coupon")).toBe("coupon");
    // A kind named like an object's own property is still unknown, not a crash or "[object …]".
    expect(auditTargetLabel(t, "toString")).toBe("toString");
  });

  it("shows plain details in words, money in rupees, and leaves nested ones and the changes out", () => {
    const { t } = renderHook(() => useAdminT()).result.current;
    expect(
      auditDetailParts(
        {
          details: { from: "pending", to: "verified", amount: 680, method: "Cash", extra: { a: 1 } },
          changes: [],
          targetName: null,
        },
        t,
      ),
    ).toEqual(["amount: Rs 680", "method: Cash"]);
    expect(
      auditDetailParts(
        { details: { credentialsSet: true, colour: "blue" }, changes: [], targetName: null },
        t,
      ),
    ).toEqual(["credentials set: yes", "colour: blue"]);
    // An old settlement kept only the balance after: it is still said.
    expect(
      auditDetailParts({ details: { balanceAfter: -680 }, changes: [], targetName: "Zari House" }, t),
    ).toEqual(["balance after: Zari House owes Hunarmand Rs 680"]);
  });

  it("says each change from and to, in its unit, and a field it does not know as written", () => {
    const { t } = renderHook(() => useAdminT()).result.current;
    const lines = (changes: AuditChange[], targetName: string | null = null) =>
      auditChangeLines({ changes, targetName }, t);
    expect(lines([{ field: null, from: "operations", to: "finance" }])).toEqual([
      "From Operations to Finance",
    ]);
    expect(lines([{ field: "codConfirmationHours", from: 24, to: 1 }])).toEqual([
      "COD confirmation window: from 24 hours to 1 hour",
    ]);
    expect(lines([{ field: "hidden", from: false, to: true }])).toEqual(["Listing: from shown to hidden"]);
    expect(lines([{ field: "balance", from: -680, to: 0 }], "Zari House")).toEqual([
      "Balance: from Zari House owes Hunarmand Rs 680 to Settled: nobody owes anything",
    ]);
    expect(lines([{ field: "apiBaseUrl", from: null, to: "https://api.example.pk" }])).toEqual([
      "API address: from none to https://api.example.pk",
    ]);
    expect(lines([{ field: "jazzcash", from: "", to: "03001234567" }])).toEqual([
      "JazzCash number: from none to 03001234567",
    ]);
    expect(lines([{ field: "colour", from: "red", to: "blue" }])).toEqual(["colour: from red to blue"]);
    // Where sellers pay Hunarmand: an account first entered was none before.
    expect(lines([{ field: "iban", from: "", to: "PK36SCBL0000001123456702" }])).toEqual([
      "IBAN: from none to PK36SCBL0000001123456702",
    ]);
  });

  it("names a search glossary change (issue 33): its action, its entry, and each list from and to", () => {
    const { t } = renderHook(() => useAdminT()).result.current;
    expect(auditActionLabel(t, "glossary.update")).toBe("Glossary entry changed");
    expect(auditTargetLabel(t, "glossary")).toBe("Search glossary");
    const entry = {
      details: { key: "mukaish", from: { english: "wirework" }, to: { english: "foilwork" } },
      changes: [
        { field: "english", from: "wirework", to: "foilwork" },
        { field: "urdu", from: null, to: "مکیش" },
      ],
      targetName: null,
    };
    expect(auditDetailParts(entry, t)).toEqual(["entry: mukaish"]);
    expect(auditChangeLines(entry, t)).toEqual([
      "English words: from wirework to foilwork",
      "Urdu spellings: from none to مکیش",
    ]);
  });
});
