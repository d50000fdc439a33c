import type { AuditChange } from "@marketplace/shared/admin-contracts";

type Scalar = AuditChange["from"];

const isScalar = (value: unknown): value is Scalar =>
  value === null || ["string", "number", "boolean"].includes(typeof value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * What an audit row changed, from and to, read from the details each action has written over time
 * (decisions 0018 to 0043). Most keep `from` and `to`: two values for the target's own state (a
 * seller's status, a role), or two objects of the settings that changed (the commission, a courier's
 * fields). A few wrote theirs under other names before there was one shape, and old rows keep them:
 * a listing's `wasHidden`/`hidden`, the refusals a clearing took to 0, a settlement's balance before
 * (written since issue 34) and after. A row with none of these answers no changes.
 */
export function auditChanges(action: string, details: Record<string, unknown>): AuditChange[] {
  const { from, to } = details;
  if (isRecord(from) && isRecord(to)) {
    const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    return fields.flatMap((field) => {
      const before = from[field] ?? null;
      const after = to[field] ?? null;
      return isScalar(before) && isScalar(after) ? [{ field, from: before, to: after }] : [];
    });
  }
  if (isScalar(from) && isScalar(to) && from !== null && to !== null) return [{ field: null, from, to }];
  if (action === "product.visibility" && typeof details.hidden === "boolean") {
    const wasHidden = typeof details.wasHidden === "boolean" ? details.wasHidden : null;
    return [{ field: "hidden", from: wasHidden, to: details.hidden }];
  }
  if (action === "customer.refusals" && typeof details.cleared === "number") {
    return [{ field: "refusals", from: details.cleared, to: 0 }];
  }
  if (action === "settlement.create" && typeof details.balanceBefore === "number") {
    const after = typeof details.balanceAfter === "number" ? details.balanceAfter : null;
    return [{ field: "balance", from: details.balanceBefore, to: after }];
  }
  return [];
}
