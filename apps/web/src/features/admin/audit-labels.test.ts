import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAdminT } from "./admin-words.ts";
import { auditActionLabel, auditDetailParts, auditTargetLabel } from "./audit-labels.ts";

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

  it("shows plain details in words and leaves nested ones out", () => {
    const { t } = renderHook(() => useAdminT()).result.current;
    expect(
      auditDetailParts({ details: { from: "pending", to: "verified", amount: 680, extra: { a: 1 } } }, t),
    ).toEqual(["from: Pending", "to: Verified", "amount: 680"]);
    expect(auditDetailParts({ details: { hidden: true, colour: "blue" } }, t)).toEqual([
      "hidden: yes",
      "colour: blue",
    ]);
  });
});
