import {
  ADMIN_AUDIT_PER_PAGE,
  type AuditAnswer,
  type AuditQuery,
  type MarketplaceSettings,
  type OverviewAnswer,
  type SettingsInput,
} from "@marketplace/shared/admin-contracts";
import type { SettlementAnswer, SettlementInput, StoreBalance } from "@marketplace/shared/ledger-contracts";
import { formatRupees, paisaToRupees, rupeesToPaisa } from "@marketplace/shared/money";
import type { Database, Executor } from "../../db/create-db.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import { lastPakistanDays, startOfPakistanDay } from "../../lib/pakistan-days.ts";
import { isUuid } from "../../lib/uuid.ts";
import {
  basisPointsToPercent,
  commissionBasisPoints,
  percentToBasisPoints,
} from "../ledger/commission-settings.ts";
import * as ledger from "../ledger/ledger.repository.ts";
import { postEntries } from "../ledger/ledger.service.ts";
import { codSettings, saveCodSettings } from "../orders/cod-settings.ts";
import { payoutSettings, savePayoutSettings } from "../payouts/payout-settings.ts";
import { returnSettings, saveReturnWindowDays } from "../returns/return-settings.ts";
import { insertAudit } from "./admin.repository.ts";
import * as repo from "./admin-money.repository.ts";
import { auditChanges } from "./audit-changes.ts";
import { findTargetNames, targetKey } from "./audit-names.repository.ts";

/**
 * The audit row's target for a settings change: `admin_audit.target_id` is a uuid and the settings
 * are one row (id 1), so it names that row with the uuid whose last digit is its id.
 */
export const MARKETPLACE_SETTINGS_TARGET_ID = "00000000-0000-0000-0000-000000000001";

export async function getSettings(db: Executor): Promise<MarketplaceSettings> {
  return {
    commissionPercent: basisPointsToPercent(await commissionBasisPoints(db)),
    ...(await codSettings(db)),
    ...(await returnSettings(db)),
    ...(await payoutSettings(db)),
  };
}

/** Sets the commission new orders keep; orders already placed keep theirs. Audited with from and to. */
export async function updateSettings(
  db: Database,
  adminId: string,
  input: SettingsInput,
): Promise<MarketplaceSettings> {
  const {
    commissionPercent,
    returnWindowDays,
    sellersPublicBeforeApproval,
    payoutHoldDays,
    payoutWeekday,
    ...cod
  } = input;
  return db.transaction(async (tx) => {
    // Each setting sent is saved under its row lock; the audit row names what each one replaced.
    const from: Partial<MarketplaceSettings> = {};
    const to: Partial<MarketplaceSettings> = {};
    if (commissionPercent !== undefined) {
      const basisPoints = percentToBasisPoints(commissionPercent);
      const before = (await ledger.saveCommissionBasisPoints(tx, basisPoints)) ?? basisPoints;
      from.commissionPercent = basisPointsToPercent(before);
      to.commissionPercent = basisPointsToPercent(basisPoints);
    }
    const codBefore = await saveCodSettings(tx, cod);
    for (const key of ["codConfirmationHours", "codRefusalLimit"] as const) {
      if (cod[key] === undefined) continue;
      from[key] = codBefore[key];
      to[key] = cod[key];
    }
    if (returnWindowDays !== undefined) {
      from.returnWindowDays = await saveReturnWindowDays(tx, returnWindowDays);
      to.returnWindowDays = returnWindowDays;
    }
    const payouts = { sellersPublicBeforeApproval, payoutHoldDays, payoutWeekday };
    const payoutsBefore = await savePayoutSettings(tx, payouts);
    for (const key of ["sellersPublicBeforeApproval", "payoutHoldDays", "payoutWeekday"] as const) {
      if (payouts[key] === undefined) continue;
      (from as Record<string, unknown>)[key] = payoutsBefore[key];
      (to as Record<string, unknown>)[key] = payouts[key];
    }
    await insertAudit(tx, {
      adminId,
      action: "settings.update",
      targetKind: "settings",
      targetId: MARKETPLACE_SETTINGS_TARGET_ID,
      reason: null,
      details: { from, to },
    });
    return getSettings(tx);
  });
}

export async function listBalances(db: Database): Promise<StoreBalance[]> {
  return (await ledger.findBalances(db)).map((row) => ({
    storeId: row.storeId,
    storeName: row.storeName,
    sellerName: row.sellerName,
    balance: paisaToRupees(row.balancePaisa),
  }));
}

const STORE_NOT_FOUND = "Store not found.";

/** Why a settlement would overshoot what is owed, with the figures; null when it fits. */
function overshoot(store: string, input: SettlementInput, balancePaisa: number): string | null {
  const amount = rupeesToPaisa(input.amount);
  const owedToStore = Math.max(balancePaisa, 0);
  const owedByStore = Math.max(-balancePaisa, 0);
  const rupees = (paisa: number) => formatRupees(paisaToRupees(paisa));
  if (input.direction === "payout" && amount > owedToStore) {
    return owedToStore === 0
      ? `The marketplace owes ${store} nothing (the store owes ${rupees(owedByStore)}), so a payout of ${rupees(amount)} cannot be recorded.`
      : `A payout of ${rupees(amount)} is more than the ${rupees(owedToStore)} the marketplace owes ${store}.`;
  }
  if (input.direction === "remittance" && amount > owedByStore) {
    return owedByStore === 0
      ? `${store} owes the marketplace nothing (it is owed ${rupees(owedToStore)}), so a remittance of ${rupees(amount)} cannot be recorded.`
      : `A remittance of ${rupees(amount)} is more than the ${rupees(owedByStore)} ${store} owes the marketplace.`;
  }
  return null;
}

/**
 * Records money moved by hand (decision 0020): a payout (the platform paid the store) lowers her
 * balance, a remittance (she paid the platform) raises it. The store's balance row is locked first,
 * so a concurrent settlement or order change waits and the overshoot check reads the balance that
 * the entry will change; one may never pay out more than is owed either way.
 */
export async function createSettlement(
  db: Database,
  adminId: string,
  input: SettlementInput,
): Promise<Omit<SettlementAnswer, "success">> {
  if (!isUuid(input.storeId)) throw notFound(STORE_NOT_FOUND);
  return db.transaction(async (tx) => {
    const store = await repo.findStoreName(tx, input.storeId);
    if (store === undefined) throw notFound(STORE_NOT_FOUND);
    const balancePaisa = await ledger.lockBalance(tx, input.storeId);
    const refusal = overshoot(store, input, balancePaisa);
    if (refusal) throw conflict(refusal);

    const amountPaisa = rupeesToPaisa(input.amount);
    const settlement = await repo.insertSettlement(tx, {
      storeId: input.storeId,
      adminId,
      direction: input.direction,
      method: input.method,
      amountPaisa,
      reference: input.reference,
    });
    const what = input.direction === "payout" ? "Payout to the store" : "Remittance from the store";
    const [entry] = await postEntries(tx, [
      {
        storeId: input.storeId,
        kind: input.direction,
        amountPaisa: input.direction === "payout" ? -amountPaisa : amountPaisa,
        settlementId: settlement.id,
        note: `${what} by ${input.method}, reference ${input.reference}`,
      },
    ]);
    const balance = paisaToRupees(entry?.balanceAfterPaisa ?? balancePaisa);
    await insertAudit(tx, {
      adminId,
      action: "settlement.create",
      targetKind: "store",
      targetId: input.storeId,
      reason: null,
      details: {
        settlementId: settlement.id,
        direction: input.direction,
        method: input.method,
        amount: input.amount,
        reference: input.reference,
        balanceBefore: paisaToRupees(balancePaisa),
        balanceAfter: balance,
      },
    });
    return {
      message: `${input.direction === "payout" ? "Payout" : "Remittance"} of ${formatRupees(input.amount)} recorded for ${store}.`,
      settlement: {
        _id: settlement.id,
        storeId: settlement.storeId,
        amount: paisaToRupees(settlement.amountPaisa),
        direction: settlement.direction,
        method: settlement.method,
        reference: settlement.reference,
        createdAt: settlement.createdAt.toISOString(),
      },
      balance,
    };
  });
}

/**
 * The marketplace over the last `days` Pakistan days, today included: orders and GMV of orders
 * placed then that still stand, commission earned then (net of reversals), sellers who joined, and
 * what waits for an admin now (pending sellers, open reports).
 */
export async function overview(
  db: Database,
  days: number,
  now = new Date(),
): Promise<Omit<OverviewAnswer, "success">> {
  const window = lastPakistanDays(days, now);
  const since = startOfPakistanDay(window[0] as string) as Date;
  const perDay = new Map((await repo.ordersPerDay(db, since)).map((r) => [r.day, r]));
  const series = window.map((date) => {
    const day = perDay.get(date);
    return { date, gmv: paisaToRupees(day?.gmvPaisa ?? 0), orders: day?.orders ?? 0 };
  });
  const gmvPaisa = [...perDay.values()].reduce((sum, d) => sum + d.gmvPaisa, 0);
  return {
    gmv: paisaToRupees(gmvPaisa),
    orders: series.reduce((sum, d) => sum + d.orders, 0),
    // Commission entries are negative (taken from the store); the platform earned their opposite.
    commission: paisaToRupees(-(await ledger.sumCommission(db, since))),
    newSellers: await repo.countSellersSince(db, since),
    pendingSellers: await repo.countPendingSellers(db),
    openReports: await repo.countOpenReports(db),
    series,
  };
}

export async function auditLog(
  db: Database,
  query: { action?: AuditQuery["action"]; page: number },
): Promise<Omit<AuditAnswer, "success">> {
  const { rows, total } = await repo.findAuditPage(db, query.action, query.page);
  const names = await findTargetNames(
    db,
    rows.map(({ entry }) => entry),
  );
  return {
    entries: rows.map(({ entry, adminName, adminEmail }) => ({
      _id: entry.id,
      admin: { _id: entry.adminId, name: adminName, email: adminEmail },
      action: entry.action,
      targetKind: entry.targetKind,
      targetId: entry.targetId,
      targetName: names.get(targetKey(entry.targetKind, entry.targetId)) ?? null,
      changes: auditChanges(entry.action, entry.details),
      reason: entry.reason,
      details: entry.details,
      createdAt: entry.createdAt.toISOString(),
    })),
    pagination: {
      current_page: query.page,
      total_pages: Math.ceil(total / ADMIN_AUDIT_PER_PAGE),
      total_entries: total,
      per_page: ADMIN_AUDIT_PER_PAGE,
    },
  };
}
