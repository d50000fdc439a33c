import { formatRupees, paisaToRupees } from "@marketplace/shared/money";
import { pagePath } from "@marketplace/shared/page-paths";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { payouts, sellers, stores } from "../../db/schema/index.ts";
import type { Delivery } from "./event-deliveries.ts";
import { sellerOf } from "./order-recipients.ts";

/** What happened to a payout that its seller is told of (issue 30): sent in an approved run, then paid or failed. */
export const TOLD_PAYOUT_STATUSES = ["sent", "paid", "failed"] as const;
export type ToldPayoutStatus = (typeof TOLD_PAYOUT_STATUSES)[number];

/** Where she follows her payouts: the store's Earnings page. */
export const earningsPath = (storeId: string) => pagePath("earnings", { storeId });

async function findPayoutForEvent(db: Executor, payoutId: string) {
  const [row] = await db
    .select({
      id: payouts.id,
      amountPaisa: payouts.amountPaisa,
      accountType: payouts.accountType,
      bankName: payouts.bankName,
      iban: payouts.iban,
      walletNumber: payouts.walletNumber,
      reference: payouts.reference,
      bankReference: payouts.bankReference,
      reason: payouts.reason,
      storeId: stores.id,
      storeName: stores.name,
      sellerId: sellers.id,
      sellerName: sellers.name,
      sellerEmail: sellers.email,
    })
    .from(payouts)
    .innerJoin(stores, eq(stores.id, payouts.storeId))
    .innerJoin(sellers, eq(sellers.id, stores.sellerId))
    .where(eq(payouts.id, payoutId));
  return row;
}

/**
 * The account as she knows it, with only its last four digits (an e-mail leaves the marketplace): her
 * bank's name as she wrote it, or the wallet's brand, so no English word reaches a reader of Urdu.
 */
function accountWords(line: { accountType: string; bankName: string; iban: string; walletNumber: string }) {
  if (line.accountType === "bank") return `${line.bankName} ••••${line.iban.slice(-4)}`;
  const wallet = line.accountType === "jazzcash" ? "JazzCash" : "Easypaisa";
  return `${wallet} ••••${line.walletNumber.slice(-4)}`;
}

/**
 * The seller is told, on the bell and by e-mail, when a payout to her is sent (its run approved), and
 * when finance marks it paid (with the bank's reference) or failed (with the reason; the money is
 * back in her balance). Each status of a line once: the event's key names it.
 */
export async function payoutDeliveries(
  db: Executor,
  payoutId: string,
  status: ToldPayoutStatus,
): Promise<Delivery[]> {
  const line = await findPayoutForEvent(db, payoutId);
  if (!line) return [];
  const amount = formatRupees(paisaToRupees(line.amountPaisa));
  const account = accountWords(line);
  const reference = line.reference;
  const store = line.storeName;
  let title: string;
  let body: string;
  if (status === "sent") {
    title = `Payout ${reference} sent`;
    body = `Hunarmand has sent you ${amount} for ${store} (payout ${reference}). It usually reaches your account within 2 working days.`;
  } else if (status === "paid") {
    title = `Payout ${reference} paid`;
    body = `Your payout ${reference} of ${amount} for ${store} has reached your account. Bank reference: ${line.bankReference ?? "—"}.`;
  } else {
    title = `Payout ${reference} failed`;
    body = `Your payout ${reference} of ${amount} for ${store} did not go through, and the money is back in your balance for the next payout. Reason: ${line.reason ?? "—"}`;
  }
  const link = earningsPath(line.storeId);
  return [
    {
      recipient: sellerOf(line),
      kind: "payout",
      title,
      body,
      link,
      mail: {
        subject: title,
        greetingName: line.sellerName,
        paragraphs: [body],
        rows: [
          ["Amount", amount],
          ["Paid into", account],
          ["Reference", reference],
        ],
        action: { label: "Open your earnings", path: link },
      },
    },
  ];
}
