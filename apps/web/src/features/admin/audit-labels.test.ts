import { describe, expect, it } from "vitest";
import { auditActionLabel, auditDetailParts } from "./audit-labels.ts";

describe("the audit log's words", () => {
  it("labels known actions and shows an unknown one as written", () => {
    expect(auditActionLabel("seller.status")).toBe("Seller status changed");
    expect(auditActionLabel("store.merge")).toBe("store.merge");
  });

  it("shows plain details and leaves nested ones out", () => {
    expect(
      auditDetailParts({ details: { from: "pending", to: "verified", amount: 680, extra: { a: 1 } } }),
    ).toEqual(["from: pending", "to: verified", "amount: 680"]);
  });
});
