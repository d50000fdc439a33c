import type { AuditAction, AuditEntry } from "@marketplace/shared/admin-contracts";
import type { AdminKey, AdminT } from "./admin-words.ts";

export const AUDIT_ACTION_KEYS: Readonly<Record<AuditAction, AdminKey>> = {
  "seller.status": "admin.audit.action.sellerStatus",
  "product.visibility": "admin.audit.action.productVisibility",
  "report.dismiss": "admin.audit.action.reportDismiss",
  "settings.update": "admin.audit.action.settingsUpdate",
  "settlement.create": "admin.audit.action.settlementCreate",
};

/** What the server names an entry's target by (`targetKind`), in the reader's words. */
const TARGET_KEYS: Readonly<Record<string, AdminKey>> = {
  seller: "admin.audit.target.seller",
  product: "admin.audit.target.product",
  report: "admin.audit.target.report",
  settings: "admin.audit.target.settings",
  store: "admin.audit.target.store",
};

/** The action's words; an action this web app does not know yet (a newer server) reads as written. */
export function auditActionLabel(t: AdminT, action: string): string {
  return action in AUDIT_ACTION_KEYS ? t(AUDIT_ACTION_KEYS[action as AuditAction]) : action;
}

/** The target's kind in words; a kind this web app does not know yet reads as written. */
export function auditTargetLabel(t: AdminT, kind: string): string {
  const key = Object.hasOwn(TARGET_KEYS, kind) ? TARGET_KEYS[kind] : undefined;
  return key ? t(key) : kind;
}

/**
 * What an entry's details say, as short "key: value" parts (`from: pending`, `to: verified`). Each
 * action writes its own details; only plain values are shown, so a new kind of detail cannot break
 * the table. They are the server's record, shown as stored, like the reason.
 */
export function auditDetailParts(entry: Pick<AuditEntry, "details">): string[] {
  return Object.entries(entry.details).flatMap(([key, value]) =>
    typeof value === "string" || typeof value === "number" || typeof value === "boolean"
      ? [`${key}: ${String(value)}`]
      : [],
  );
}
