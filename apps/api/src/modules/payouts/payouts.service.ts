import type { PayoutAccount } from "@marketplace/shared/kyc-contracts";
import { paisaToRupees } from "@marketplace/shared/money";
import type {
  Payout,
  PayoutRun,
  PayoutRunActionInput,
  PayoutUpdateInput,
  SellerPayoutsAnswer,
} from "@marketplace/shared/payouts-contracts";
import { eq } from "drizzle-orm";
import type { Database, Executor } from "../../db/create-db.ts";
import { type PayoutRunRow, payoutRuns, payouts, stores } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { insertAudit } from "../admin/admin.repository.ts";
import { lockBalance } from "../ledger/ledger.repository.ts";
import { postEntries } from "../ledger/ledger.service.ts";
import { textCell } from "../ledger/ledger-csv.ts";
import { payoutSettings } from "./payout-settings.ts";
import * as repo from "./payouts.repository.ts";

/**
 * The weekly payout run (issue 30, decision 0051): propose what each approved store is owed for
 * orders that counted more than `payoutHoldDays` ago, less what she owes; an admin reviews, holds
 * and approves; approving posts each line to the ledger once; each line is then paid or failed.
 */

const RUN_NOT_FOUND = "Payout run not found.";
const PAYOUT_NOT_FOUND = "Payout not found.";
const DAY_MS = 24 * 60 * 60 * 1000;

const accountOf = (line: repo.PayoutLine): PayoutAccount => ({
  type: line.accountType,
  bankName: line.bankName,
  iban: line.iban,
  number: line.walletNumber,
  title: line.accountTitle,
});

export const payoutJson = (line: repo.PayoutLine): Payout => ({
  _id: line.id,
  runId: line.runId,
  storeId: line.storeId,
  storeName: line.storeName,
  sellerName: line.sellerName,
  amount: paisaToRupees(line.amountPaisa),
  status: line.status,
  account: accountOf(line),
  reference: line.reference,
  bankReference: line.bankReference,
  reason: line.reason,
  paidAt: line.paidAt?.toISOString() ?? null,
});

function runJson(run: PayoutRunRow, lines: repo.PayoutLine[]): PayoutRun {
  const mine = lines.filter((line) => line.runId === run.id);
  const paying = mine.filter((line) => line.status !== "held");
  return {
    _id: run.id,
    status: run.status,
    scheduled: run.scheduledFor !== null,
    cutoff: run.cutoff.toISOString(),
    createdAt: run.createdAt.toISOString(),
    approvedAt: run.approvedAt?.toISOString() ?? null,
    total: paisaToRupees(paying.reduce((sum, line) => sum + line.amountPaisa, 0)),
    payouts: mine.map(payoutJson),
  };
}

async function readRun(db: Executor, id: string): Promise<PayoutRun> {
  const run = await repo.findRun(db, id);
  if (!run) throw notFound(RUN_NOT_FOUND);
  return runJson(run, await repo.runLines(db, [id]));
}

export async function listRuns(db: Database): Promise<PayoutRun[]> {
  const runs = await repo.recentRuns(db, 20);
  const lines = await repo.runLines(
    db,
    runs.map((run) => run.id),
  );
  return runs.map((run) => runJson(run, lines));
}

/** The marketplace's reference for a transfer: "HM-" and the line id's last ten characters. */
const referenceOf = (id: string) => `HM-${id.replaceAll("-", "").slice(-10).toUpperCase()}`;

/** What each payable store would be paid with this cutoff: the smaller of what is due and the balance. */
async function amountsDue(db: Executor, cutoff: Date) {
  const candidates = await repo.payableStores(db);
  const eligible = await repo.eligiblePaisa(
    db,
    cutoff,
    candidates.map((store) => store.storeId),
  );
  return candidates
    .map((store) => ({
      ...store,
      amountPaisa: Math.min(eligible.get(store.storeId) ?? 0, store.balancePaisa),
    }))
    .filter((store) => store.amountPaisa > 0);
}

/**
 * Proposes a run now: by an admin (`adminId`), or by the weekly job for a Pakistan day
 * (`scheduledFor`), at most once that day across processes. Null when the job's run exists already
 * or another run is waiting for review (the job leaves it be); an admin is answered 409 for the latter.
 */
export async function proposeRun(
  db: Database,
  by: { adminId: string } | { scheduledFor: string },
  now = new Date(),
): Promise<PayoutRun | null> {
  return db.transaction(async (tx) => {
    const { payoutHoldDays } = await payoutSettings(tx);
    const cutoff = new Date(now.getTime() - payoutHoldDays * DAY_MS);
    const [run] = await tx
      .insert(payoutRuns)
      .values({
        cutoff,
        createdBy: "adminId" in by ? by.adminId : null,
        scheduledFor: "scheduledFor" in by ? by.scheduledFor : null,
      })
      .onConflictDoNothing()
      .returning();
    if (!run) {
      if ("adminId" in by)
        throw conflict("A payout run is already waiting for review. Approve or cancel it first.");
      return null;
    }
    for (const store of await amountsDue(tx, cutoff)) {
      const id = crypto.randomUUID();
      await tx.insert(payouts).values({
        id,
        runId: run.id,
        storeId: store.storeId,
        amountPaisa: store.amountPaisa,
        accountType: store.accountType,
        bankName: store.bankName,
        iban: store.iban,
        walletNumber: store.walletNumber,
        accountTitle: store.accountTitle,
        reference: referenceOf(id),
      });
    }
    if ("adminId" in by)
      await insertAudit(tx, {
        adminId: by.adminId,
        action: "payout-run.propose",
        targetKind: "payout-run",
        targetId: run.id,
        reason: null,
        details: { cutoff: cutoff.toISOString() },
      });
    return readRun(tx, run.id);
  });
}

/**
 * Approves or cancels a proposed run. Approving posts, store by store under its balance row's lock,
 * the smaller of the line and what is due now (a refund since the proposal lowers it; a line with
 * nothing left is held), and is idempotent: a run already approved is answered as it is, paid once.
 */
export async function actOnRun(
  db: Database,
  adminId: string,
  runId: string,
  input: PayoutRunActionInput,
): Promise<{ run: PayoutRun; sent: repo.PayoutLine[] }> {
  if (!isUuid(runId)) throw notFound(RUN_NOT_FOUND);
  return db.transaction(async (tx) => {
    const run = await repo.lockRun(tx, runId);
    if (!run) throw notFound(RUN_NOT_FOUND);
    if (input.action === "cancel") {
      if (run.status === "approved")
        throw conflict("This payout run was already approved; it cannot be cancelled.");
      if (run.status === "proposed") {
        await tx.update(payoutRuns).set({ status: "cancelled" }).where(eq(payoutRuns.id, runId));
        await audit(tx, adminId, "payout-run.cancel", runId, null, {});
      }
      return { run: await readRun(tx, runId), sent: [] };
    }
    if (run.status === "cancelled") throw conflict("This payout run was cancelled.");
    if (run.status === "approved") return { run: await readRun(tx, runId), sent: [] };

    const lines = (await repo.runLines(tx, [runId])).sort((a, b) => (a.storeId < b.storeId ? -1 : 1));
    const sent: repo.PayoutLine[] = [];
    for (const line of lines) {
      if (line.status !== "proposed") continue;
      if (line.sellerKycStatus !== "approved") {
        await setLine(tx, line.id, {
          status: "held",
          reason: "Her payout account changed; approve her details first.",
        });
        continue;
      }
      const balance = await lockBalance(tx, line.storeId);
      const due = (await repo.eligiblePaisa(tx, run.cutoff, [line.storeId])).get(line.storeId) ?? 0;
      const amountPaisa = Math.min(line.amountPaisa, due, balance);
      if (amountPaisa <= 0) {
        await setLine(tx, line.id, {
          status: "held",
          reason: "Nothing is due now: refunds since the run was proposed.",
        });
        continue;
      }
      await postEntries(tx, [
        {
          storeId: line.storeId,
          kind: "payout",
          amountPaisa: -amountPaisa,
          payoutId: line.id,
          note: `Payout ${line.reference} sent to ${accountName(accountOf(line))}.`,
        },
      ]);
      await setLine(tx, line.id, { status: "sent", amountPaisa });
      sent.push({ ...line, status: "sent", amountPaisa });
    }
    await tx
      .update(payoutRuns)
      .set({ status: "approved", approvedAt: new Date(), approvedBy: adminId })
      .where(eq(payoutRuns.id, runId));
    const total = sent.reduce((sum, line) => sum + line.amountPaisa, 0);
    await audit(tx, adminId, "payout-run.approve", runId, null, {
      payouts: sent.length,
      total: paisaToRupees(total),
    });
    return { run: await readRun(tx, runId), sent };
  });
}

const accountName = (account: PayoutAccount) =>
  account.type === "bank"
    ? `${account.bankName} ${account.iban}`
    : `${account.type === "jazzcash" ? "JazzCash" : "Easypaisa"} ${account.number}`;

async function setLine(tx: Executor, id: string, values: Partial<typeof payouts.$inferInsert>) {
  await tx
    .update(payouts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(payouts.id, id));
}

async function audit(
  tx: Executor,
  adminId: string,
  action: string,
  targetId: string,
  reason: string | null,
  details: Record<string, unknown>,
) {
  await insertAudit(tx, { adminId, action, targetKind: "payout", targetId, reason, details });
}

/**
 * Holds or releases a line of a run under review; marks a sent line paid (with the bank's
 * reference) or failed (its amount goes back to the balance, as the reversal of its payout entry).
 */
export async function updatePayout(
  db: Database,
  adminId: string,
  payoutId: string,
  input: PayoutUpdateInput,
): Promise<{ payout: Payout; message: string }> {
  if (!isUuid(payoutId)) throw notFound(PAYOUT_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for("update");
    if (!locked) throw notFound(PAYOUT_NOT_FOUND);
    const run = await repo.lockRun(tx, locked.runId);
    const reason = input.reason ? input.reason : null;
    let message: string;
    if (input.status === "held" || input.status === "proposed") {
      if (run?.status !== "proposed" || (locked.status !== "proposed" && locked.status !== "held"))
        throw conflict("Only a line of a run waiting for review can be held or released.");
      await setLine(tx, payoutId, { status: input.status, reason: input.status === "held" ? reason : null });
      message = input.status === "held" ? "The payout is held." : "The payout is back in the run.";
    } else if (input.status === "paid") {
      if (locked.status !== "sent") throw conflict("Only a sent payout can be marked paid or failed.");
      await setLine(tx, payoutId, {
        status: "paid",
        bankReference: input.reference ?? null,
        paidAt: new Date(),
      });
      message = "The payout is marked paid.";
    } else {
      if (locked.status !== "sent") throw conflict("Only a sent payout can be marked paid or failed.");
      const entry = await repo.findPayoutEntry(tx, payoutId);
      if (entry) {
        await lockBalance(tx, locked.storeId);
        await postEntries(tx, [
          {
            storeId: locked.storeId,
            kind: "payout",
            amountPaisa: -entry.amountPaisa,
            payoutId,
            reversesId: entry.id,
            note: `Reversed (payout failed): ${reason ?? ""}`,
          },
        ]);
      }
      await setLine(tx, payoutId, { status: "failed", reason });
      message = "The payout failed; its amount is back in the store's balance.";
    }
    await audit(tx, adminId, `payout.${input.status}`, payoutId, reason, {
      from: locked.status,
      to: input.status,
      ...(input.reference ? { reference: input.reference } : {}),
    });
    const line = await repo.findLine(tx, payoutId);
    if (!line) throw notFound(PAYOUT_NOT_FOUND);
    return { payout: payoutJson(line), message };
  });
}

const BANK_FILE_HEADER = [
  "account_type",
  "bank_name",
  "iban",
  "wallet_number",
  "account_title",
  "amount",
  "reference",
];
const TYPE_ORDER = { bank: 0, jazzcash: 1, easypaisa: 2 } as const;

/**
 * The bank's bulk-transfer file of an approved run (README, "The payout bank file"): one row per
 * line sent, bank transfers first, then the JazzCash and Easypaisa wallets. Amounts in rupees with
 * two decimals; RFC 4180 with text cells guarded against formulas.
 */
export async function bankFile(db: Database, runId: string): Promise<string> {
  if (!isUuid(runId)) throw notFound(RUN_NOT_FOUND);
  const run = await repo.findRun(db, runId);
  if (!run) throw notFound(RUN_NOT_FOUND);
  if (run.status !== "approved")
    throw conflict("Approve the payout run first: its bank file lists what it sent.");
  const lines = (await repo.runLines(db, [runId]))
    .filter((line) => line.status === "sent" || line.status === "paid" || line.status === "failed")
    .sort((a, b) => TYPE_ORDER[a.accountType] - TYPE_ORDER[b.accountType]);
  const rows = lines.map((line) => [
    line.accountType,
    textCell(line.bankName),
    line.iban,
    line.walletNumber,
    textCell(line.accountTitle),
    paisaToRupees(line.amountPaisa).toFixed(2),
    line.reference,
  ]);
  return [BANK_FILE_HEADER, ...rows]
    .map((cells) => cells.join(","))
    .join("\r\n")
    .concat("\r\n");
}

/** Her stores' next payout (what a run proposed now would pay) and her past ones. */
export async function sellerPayouts(
  db: Database,
  sellerId: string,
): Promise<Omit<SellerPayoutsAnswer, "success">> {
  const { payoutHoldDays } = await payoutSettings(db);
  const cutoff = new Date(Date.now() - payoutHoldDays * DAY_MS);
  const own = await db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(eq(stores.sellerId, sellerId));
  const due = new Map((await amountsDue(db, cutoff)).map((store) => [store.storeId, store.amountPaisa]));
  return {
    upcoming: own.map((store) => ({
      storeId: store.id,
      storeName: store.name,
      amount: paisaToRupees(due.get(store.id) ?? 0),
    })),
    payouts: (await repo.sellerLines(db, sellerId)).map((line) => {
      const { sellerName: _, ...rest } = payoutJson(line);
      return { ...rest, createdAt: line.createdAt.toISOString() };
    }),
  };
}
