import type { AuditAction, AuditChange, AuditEntry } from "@marketplace/shared/admin-contracts";
import { formatRupees } from "@marketplace/shared/money";
import type { AdminKey, AdminT } from "./admin-words.ts";
import { balanceInWords } from "./balance-words.ts";
import { SETTLEMENT_DIRECTION_KEYS, SETTLEMENT_METHOD_KEYS } from "./components/settlement-words.ts";

export const AUDIT_ACTION_KEYS: Readonly<Record<AuditAction, AdminKey>> = {
  "seller.status": "admin.audit.action.sellerStatus",
  "product.visibility": "admin.audit.action.productVisibility",
  "report.dismiss": "admin.audit.action.reportDismiss",
  "settings.update": "admin.audit.action.settingsUpdate",
  "settings.accounts": "admin.audit.action.settingsAccounts",
  "settlement.create": "admin.audit.action.settlementCreate",
  "return.decide": "admin.audit.action.returnDecide",
  "return.refund": "admin.audit.action.returnRefund",
  "payment.refunded": "admin.audit.action.paymentRefunded",
  "courier.create": "admin.audit.action.courierCreate",
  "courier.update": "admin.audit.action.courierUpdate",
  "campaign.create": "admin.audit.action.campaignCreate",
  "campaign.update": "admin.audit.action.campaignUpdate",
  "glossary.create": "admin.audit.action.glossaryCreate",
  "glossary.update": "admin.audit.action.glossaryUpdate",
  "glossary.delete": "admin.audit.action.glossaryDelete",
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
  payment: "admin.audit.target.payment",
  courier: "admin.audit.target.courier",
  admin: "admin.audit.target.admin",
  customer: "admin.audit.target.customer",
  glossary: "admin.audit.target.glossary",
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
  // A search glossary entry's name (issue 33), kept so a deleted entry is still named.
  key: "admin.audit.detail.glossaryKey",
};

/** Values that are the code's own words: a seller's, a report's or a return's status, a role. */
const STATUS_KEYS: Readonly<Record<string, AdminKey>> = {
  pending: "admin.sellers.status.pending",
  verified: "admin.sellers.status.verified",
  suspended: "admin.sellers.status.suspended",
  open: "admin.reports.status.open",
  resolved: "admin.reports.status.resolved",
  dismissed: "admin.reports.status.dismissed",
  escalated: "admin.audit.value.escalated",
  accepted: "admin.audit.value.accepted",
  declined: "admin.audit.value.declined",
  owner: "admin.role.owner",
  operations: "admin.role.operations",
  finance: "admin.role.finance",
  ...SETTLEMENT_DIRECTION_KEYS,
  ...SETTLEMENT_METHOD_KEYS,
};

const known = <K extends string>(keys: Readonly<Record<string, K>>, name: string) =>
  Object.hasOwn(keys, name) ? keys[name] : undefined;

/** A plain value in the reader's words where it is the code's own (a status, yes or no). */
function plainValue(t: AdminT, value: string | number | boolean): string {
  if (typeof value === "boolean") return t(value ? "admin.audit.detail.yes" : "admin.audit.detail.no");
  const statusKey = typeof value === "string" ? known(STATUS_KEYS, value) : undefined;
  return statusKey ? t(statusKey) : String(value);
}

/** Details that are rupees, shown the one way money is. */
const MONEY_DETAILS = new Set(["amount", "remitted"]);

/**
 * Details the row already says another way: the before and after (its changes), ids whose target
 * is named (the reported product, the return's order), and a courier's name (its target's name).
 */
const SAID_ELSEWHERE = new Set([
  "from",
  "to",
  "hidden",
  "wasHidden",
  "cleared",
  "balanceBefore",
  "productId",
  "orderId",
  "settlementId",
  "name",
]);

/**
 * What an entry's details say besides its changes, as short "name: value" parts (`method: JazzCash`,
 * `amount: Rs 3,000`), in the reader's words where they are the code's own. Each action writes its
 * own details; only plain values are shown, so a new kind of detail cannot break the table, and a
 * name or value this web app does not know reads as stored.
 */
export function auditDetailParts(
  entry: Pick<AuditEntry, "details" | "changes" | "targetName">,
  t: AdminT,
): string[] {
  const hasBalanceChange = entry.changes.some((change) => change.field === "balance");
  return Object.entries(entry.details).flatMap(([name, value]) => {
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") return [];
    if (SAID_ELSEWHERE.has(name) || (name === "balanceAfter" && hasBalanceChange)) return [];
    const nameKey = known(DETAIL_KEYS, name);
    const shown =
      typeof value !== "number"
        ? plainValue(t, value)
        : name === "balanceAfter"
          ? balanceInWords(t, entry.targetName ?? t("admin.settlement.theStore"), value)
          : MONEY_DETAILS.has(name)
            ? formatRupees(value)
            : plainValue(t, value);
    return [`${nameKey ? t(nameKey) : name}: ${shown}`];
  });
}

/** The settings and fields a change names, in the reader's words. */
const FIELD_KEYS: Readonly<Record<string, AdminKey>> = {
  commissionPercent: "admin.audit.field.commissionPercent",
  returnWindowDays: "admin.audit.field.returnWindowDays",
  codConfirmationHours: "admin.audit.field.codConfirmationHours",
  codRefusalLimit: "admin.audit.field.codRefusalLimit",
  refusals: "admin.audit.field.refusals",
  balance: "admin.audit.field.balance",
  hidden: "admin.audit.field.hidden",
  active: "admin.audit.field.active",
  name: "admin.audit.field.name",
  trackingUrlTemplate: "admin.audit.field.trackingUrlTemplate",
  apiBaseUrl: "admin.audit.field.apiBaseUrl",
  credentialsSet: "admin.audit.field.credentialsSet",
  // Where sellers pay Hunarmand (settings.accounts): the same words as the form's.
  accountTitle: "admin.accounts.accountTitle",
  bankName: "admin.accounts.bankName",
  iban: "admin.accounts.iban",
  jazzcash: "admin.accounts.jazzcash",
  easypaisa: "admin.accounts.easypaisa",
  // A search glossary entry's lists (issue 33): the same words as its form's.
  urdu: "admin.glossary.urdu",
  roman: "admin.glossary.roman",
  english: "admin.glossary.english",
};

/** One side of a change, in the unit its field is counted in. */
function changeValue(t: AdminT, field: string | null, value: AuditChange["from"], target: string): string {
  if (value === null || value === "") return t("admin.audit.value.none");
  if (typeof value === "number") {
    if (field === "commissionPercent") return `${value}%`;
    if (field === "returnWindowDays") return t("admin.audit.value.days", { count: value });
    if (field === "codConfirmationHours") return t("admin.audit.value.hours", { count: value });
    if (field === "balance") return balanceInWords(t, target, value);
  }
  if (field === "hidden" && typeof value === "boolean") {
    return t(value ? "admin.audit.value.hidden" : "admin.audit.value.shown");
  }
  return plainValue(t, value);
}

/**
 * What an entry changed, a line each: "Commission: from 10% to 12.5%", or "From Pending to
 * Verified" for the target's own state. An old entry that kept no before and after has none.
 */
export function auditChangeLines(entry: Pick<AuditEntry, "changes" | "targetName">, t: AdminT): string[] {
  const target = entry.targetName ?? t("admin.settlement.theStore");
  return entry.changes.map(({ field, from, to }) => {
    const values = { from: changeValue(t, field, from, target), to: changeValue(t, field, to, target) };
    if (field === null) return t("admin.audit.changeOwn", values);
    const fieldKey = known(FIELD_KEYS, field);
    return t("admin.audit.change", { field: fieldKey ? t(fieldKey) : field, ...values });
  });
}
