import type { AuditAction, AuditEntry } from "@marketplace/shared/admin-contracts";
import type { AdminKey, AdminT } from "./admin-words.ts";

export const AUDIT_ACTION_KEYS: Readonly<Record<AuditAction, AdminKey>> = {
  "seller.status": "admin.audit.action.sellerStatus",
  "product.visibility": "admin.audit.action.productVisibility",
  "report.dismiss": "admin.audit.action.reportDismiss",
  "settings.update": "admin.audit.action.settingsUpdate",
  "settlement.create": "admin.audit.action.settlementCreate",
  "return.decide": "admin.audit.action.returnDecide",
  "courier.create": "admin.audit.action.courierCreate",
  "courier.update": "admin.audit.action.courierUpdate",
  "courier.remittances": "admin.audit.action.courierRemittances",
  "staff.role": "admin.audit.action.staffRole",
  "customer.refusals": "admin.audit.action.customerRefusals",
  "account.close": "admin.audit.action.accountClose",
  "admin.sign-in": "admin.audit.action.adminSignIn",
  "admin.sign-in-failed": "admin.audit.action.adminSignInFailed",
  "admin.sign-out-everywhere": "admin.audit.action.adminSignOutEverywhere",
};

/** What the server names an entry's target by (`targetKind`), in the reader's words. */
const TARGET_KEYS: Readonly<Record<string, AdminKey>> = {
  seller: "admin.audit.target.seller",
  product: "admin.audit.target.product",
  report: "admin.audit.target.report",
  settings: "admin.audit.target.settings",
  store: "admin.audit.target.store",
  return: "admin.audit.target.return",
  courier: "admin.audit.target.courier",
  admin: "admin.audit.target.admin",
  customer: "admin.audit.target.customer",
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

/** The details' names the server writes (decision 0018, 0019, 0020), in the reader's words. */
const DETAIL_KEYS: Readonly<Record<string, AdminKey>> = {
  from: "admin.audit.detail.from",
  address: "admin.audit.detail.address",
  to: "admin.audit.detail.to",
  productId: "admin.audit.detail.productId",
  hidden: "admin.audit.detail.hidden",
  wasHidden: "admin.audit.detail.wasHidden",
  resolvedReports: "admin.audit.detail.resolvedReports",
  settlementId: "admin.audit.detail.settlementId",
  direction: "admin.audit.detail.direction",
  method: "admin.audit.detail.method",
  amount: "admin.audit.detail.amount",
  reference: "admin.audit.detail.reference",
  balanceAfter: "admin.audit.detail.balanceAfter",
  credentialsSet: "admin.audit.detail.credentialsSet",
  code: "admin.audit.detail.code",
  posted: "admin.audit.detail.posted",
  alreadyKnown: "admin.audit.detail.alreadyKnown",
  remitted: "admin.audit.detail.remitted",
};

/** Values that are the code's own words: a seller's or a report's status. */
const STATUS_KEYS: Readonly<Record<string, AdminKey>> = {
  pending: "admin.sellers.status.pending",
  verified: "admin.sellers.status.verified",
  suspended: "admin.sellers.status.suspended",
  open: "admin.reports.status.open",
  dismissed: "admin.reports.status.dismissed",
};

const known = <K extends string>(keys: Readonly<Record<string, K>>, name: string) =>
  Object.hasOwn(keys, name) ? keys[name] : undefined;

/**
 * What an entry's details say, as short "name: value" parts (`from: pending`, `to: verified`), in the
 * reader's words where they are the code's own (names, statuses, yes and no). Each action writes its
 * own details; only plain values are shown, so a new kind of detail cannot break the table, and a
 * name or value this web app does not know reads as stored.
 */
export function auditDetailParts(entry: Pick<AuditEntry, "details">, t: AdminT): string[] {
  return Object.entries(entry.details).flatMap(([name, value]) => {
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") return [];
    const nameKey = known(DETAIL_KEYS, name);
    const statusKey = typeof value === "string" ? known(STATUS_KEYS, value) : undefined;
    const shown =
      typeof value === "boolean"
        ? t(value ? "admin.audit.detail.yes" : "admin.audit.detail.no")
        : statusKey
          ? t(statusKey)
          : String(value);
    return [`${nameKey ? t(nameKey) : name}: ${shown}`];
  });
}
