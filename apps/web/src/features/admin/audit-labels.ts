import type { AuditAction, AuditEntry } from "@marketplace/shared/admin-contracts";

export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  "seller.status": "Seller status changed",
  "product.visibility": "Listing hidden or shown",
  "report.dismiss": "Report dismissed",
  "settings.update": "Settings changed",
  "settlement.create": "Settlement recorded",
};

/** The action's words; an action this web app does not know yet (a newer server) reads as written. */
export function auditActionLabel(action: string): string {
  return action in AUDIT_ACTION_LABELS ? AUDIT_ACTION_LABELS[action as AuditAction] : action;
}

/**
 * What an entry's details say, as short "key: value" parts (`from: pending`, `to: verified`). Each
 * action writes its own details; only plain values are shown, so a new kind of detail cannot break
 * the table.
 */
export function auditDetailParts(entry: Pick<AuditEntry, "details">): string[] {
  return Object.entries(entry.details).flatMap(([key, value]) =>
    typeof value === "string" || typeof value === "number" || typeof value === "boolean"
      ? [`${key}: ${String(value)}`]
      : [],
  );
}
