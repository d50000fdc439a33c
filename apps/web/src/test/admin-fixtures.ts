/*
 * The operator console's fixtures, shaped and checked by the shared admin and ledger contracts as
 * `fixtures.ts` does for the shop's, and the way a test signs an admin in.
 */
import {
  Admin,
  AdminReport,
  AdminSeller,
  AuditEntry,
  MarketplaceSettings,
  OverviewAnswer,
} from "@marketplace/shared/admin-contracts";
import { AdminLedgerAnswer, StoreBalance } from "@marketplace/shared/ledger-contracts";
import { MarketplaceAccounts } from "@marketplace/shared/marketplace-accounts";
import { ADMIN_STORAGE_KEYS } from "@/features/admin/session/admin-session.tsx";
import { CREATED_AT } from "./fixtures.ts";

/** Sana, the operator. */
export function anAdmin(overrides: Partial<Admin> = {}): Admin {
  return Admin.parse({
    _id: "a1",
    name: "Sana Operator",
    email: "admin@demo.pk",
    role: "owner",
    ...overrides,
  } satisfies Admin);
}

/** Signs an admin in the way the console's session reads it back after a sign-in. */
export function signInAdmin(admin: Admin = anAdmin(), token = "admin-token") {
  localStorage.setItem(ADMIN_STORAGE_KEYS.token, token);
  localStorage.setItem(ADMIN_STORAGE_KEYS.admin, JSON.stringify(admin));
}

/** A new seller waiting for verification, with one store. */
export function anAdminSeller(overrides: Partial<AdminSeller> = {}): AdminSeller {
  return AdminSeller.parse({
    _id: "s1",
    name: "Fatima Bibi",
    email: "seller@demo.pk",
    phone: "03001234567",
    status: "pending",
    statusReason: null,
    verified: false,
    createdAt: CREATED_AT,
    stores: [{ _id: "st1", name: "Zari House" }],
    ...overrides,
  } satisfies AdminSeller);
}

/** An open report of a counterfeit listing. */
export function anAdminReport(overrides: Partial<AdminReport> = {}): AdminReport {
  return AdminReport.parse({
    _id: "r1",
    productId: "p1",
    product: {
      _id: "p1",
      name: "Phulkari Dupatta",
      hidden: false,
      hiddenReason: null,
      store: { _id: "st1", name: "Zari House", slug: "zari-house" },
    },
    reason: "counterfeit",
    details: "The label says silk but it is polyester.",
    reporter: { _id: "u1", name: "Ayesha Khan", email: "customer@demo.pk" },
    status: "open",
    createdAt: CREATED_AT,
    ...overrides,
  } satisfies AdminReport);
}

export function aStoreBalance(overrides: Partial<StoreBalance> = {}): StoreBalance {
  return StoreBalance.parse({
    storeId: "st1",
    storeName: "Zari House",
    sellerName: "Fatima Bibi",
    balance: -680,
    ...overrides,
  } satisfies StoreBalance);
}

/** Thirty days, with orders on the last two. */
export function anOverview(overrides: Partial<OverviewAnswer> = {}): OverviewAnswer {
  const series = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2025, 4, 3 + i)).toISOString().slice(0, 10);
    return i >= 28 ? { date, gmv: 4200, orders: 1 } : { date, gmv: 0, orders: 0 };
  });
  return OverviewAnswer.parse({
    success: true,
    gmv: 8400,
    orders: 2,
    commission: 960,
    newSellers: 3,
    pendingSellers: 1,
    openReports: 2,
    series,
    ...overrides,
  } satisfies OverviewAnswer);
}

export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return AuditEntry.parse({
    _id: "au1",
    admin: { _id: "a1", name: "Sana Operator", email: "sana@hunarmand.pk" },
    action: "seller.status",
    targetKind: "seller",
    targetId: "0000000000000000s1",
    targetName: "Zari House",
    changes: [{ field: null, from: "verified", to: "suspended" }],
    reason: "Sells copies of branded shawls.",
    details: { from: "verified", to: "suspended" },
    createdAt: CREATED_AT,
    ...overrides,
  } satisfies AuditEntry);
}

/** Zari House's statement for the operator: owes Rs 680 after one Cash on Delivery order. */
export function anAdminLedger(overrides: Partial<AdminLedgerAnswer> = {}): AdminLedgerAnswer {
  return AdminLedgerAnswer.parse({
    success: true,
    store: { _id: "st1", name: "Zari House", sellerName: "Fatima Bibi" },
    balance: -680,
    entries: [],
    ...overrides,
  } satisfies AdminLedgerAnswer);
}

/** Where sellers pay Hunarmand, as the Balances screen reads them (empty: none entered yet). */
export function marketplaceAccounts(overrides: Partial<MarketplaceAccounts> = {}): MarketplaceAccounts {
  return MarketplaceAccounts.parse({
    accountTitle: "",
    bankName: "",
    iban: "",
    jazzcash: "",
    easypaisa: "",
    ...overrides,
  } satisfies MarketplaceAccounts);
}

/** The marketplace's settings as GET /api/admin/settings reads them: the defaults, 10% commission. */
export function marketplaceSettings(overrides: Partial<MarketplaceSettings> = {}): MarketplaceSettings {
  return MarketplaceSettings.parse({
    commissionPercent: 10,
    returnWindowDays: 7,
    codConfirmationHours: 24,
    codRefusalLimit: 2,
    sellersPublicBeforeApproval: false,
    payoutHoldDays: 7,
    payoutWeekday: 1,
    ...overrides,
  } satisfies MarketplaceSettings);
}
