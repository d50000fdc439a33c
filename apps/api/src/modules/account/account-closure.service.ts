import { CLOSED_ACCOUNT_NAME } from "@marketplace/shared/account-contracts";
import { formatRupees, paisaToRupees } from "@marketplace/shared/money";
import type { OrderStatus } from "@marketplace/shared/order-statuses";
import { type AnyColumn, and, eq, inArray, like as like_, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/create-db.ts";
import {
  contactMessages,
  customers,
  idempotencyKeys,
  mailDeliveries,
  notifications,
  orders,
  passwordResets,
  pendingUploads,
  products,
  pushPreferences,
  pushSubscriptions,
  sellers,
  storeBalances,
  storeHelpers,
  stores,
} from "../../db/schema/index.ts";
import { conflict, HttpError, notFound } from "../../lib/http-error.ts";
import { verifyPassword } from "../auth/password-hashing.ts";
import { scheduleKycErasure } from "../kyc/kyc-erasure.ts";

export interface ClosedAccount {
  role: "customer" | "seller";
  id: string;
}

/** An order in one of these is finished: nothing more is owed or shipped either way. */
const FINISHED: OrderStatus[] = ["Delivered", "Cancelled", "Returned"];

export const WRONG_PASSWORD = "That password is not right. Your account is still open.";

/**
 * The refusals in two voices: to her, closing her own account, and to the operator closing it on
 * her request (who is not the one with open orders).
 */
const SAID_TO = {
  owner: {
    notFound: () => "Account not found. Please sign in again.",
    customerOrders: (count: number) =>
      `You have ${count} open orders. Your account can be closed once they are delivered, cancelled or returned.`,
    storeOrders: (count: number) =>
      `Your stores have ${count} open orders. Finish or cancel them before closing your account.`,
    balance: (amount: string) =>
      `Your stores' balance is ${amount}. Settle it with Hunarmand before closing your account.`,
  },
  operator: {
    notFound: (role: ClosedAccount["role"]) =>
      role === "customer" ? "Customer not found." : "Seller not found.",
    customerOrders: (count: number) =>
      `The customer has ${count} open orders. The account can be closed once they are delivered, cancelled or returned.`,
    storeOrders: (count: number) =>
      `The seller's stores have ${count} open orders. They must be finished or cancelled before the account is closed.`,
    balance: (amount: string) =>
      `The seller's stores' balance is ${amount}. It must be settled before the account is closed.`,
  },
};
type Voice = (typeof SAID_TO)[keyof typeof SAID_TO];

export interface ClosureOptions {
  /** Runs inside the closure's transaction once she is closed: an operator's audit row, never without the closure. */
  alsoInTransaction?: (tx: Executor) => Promise<unknown>;
}

/**
 * Closes a customer's or seller's account (issue 36, decision 0041). Refused (409, nothing changed)
 * while money or goods are owed either way: a customer's open orders; a seller's open orders or a
 * store balance other than zero. Otherwise, in one transaction: her name, e-mail, phone and
 * addresses are replaced, her orders keep their lines and amounts (the books need them) under
 * "Closed account", the e-mails and notices written to her are deleted, her stores leave the
 * catalog, and every token of hers stops working. The e-mail is freed, see decision 0041.
 *
 * `password` is her own re-typed password; an admin closing on her request passes `null`, and the
 * refusals are then worded for the operator.
 */
export async function closeAccount(
  db: Database,
  who: ClosedAccount,
  password: string | null,
  options: ClosureOptions = {},
) {
  const voice = password === null ? SAID_TO.operator : SAID_TO.owner;
  const table = who.role === "customer" ? customers : sellers;
  const [account] = await db
    .select({ name: table.name, email: table.email, passwordHash: table.passwordHash })
    .from(table)
    .where(eq(table.id, who.id));
  if (!account) throw notFound(voice.notFound(who.role));
  if (isClosedEmail(account.email)) throw conflict("This account is already closed.");
  if (password !== null && !(await verifyPassword(password, account.passwordHash))) {
    throw new HttpError(400, WRONG_PASSWORD, [{ field: "password", message: WRONG_PASSWORD }]);
  }
  await db.transaction(async (tx) => {
    // Locks her row first, so that a concurrent order of hers waits and is counted below.
    await tx.execute(sql`select 1 from ${table} where ${table.id} = ${who.id} for update`);
    if (who.role === "customer") await closeCustomer(tx, who.id, voice);
    else await closeSeller(tx, who.id, voice);
    await forgetMail(tx, who, account.email);
    await redactNotices(tx, [account.name, account.email]);
    await options.alsoInTransaction?.(tx);
  });
}

/** The address a closed account keeps: unique, never deliverable (RFC 2606), never typed by a person. */
export function closedEmail(id: string) {
  return `closed-${id}@closed.invalid`;
}
function isClosedEmail(email: string) {
  return email.endsWith("@closed.invalid");
}

/** A password hash no password matches: the format of `password-hashing.ts` is never this. */
const NO_PASSWORD = "closed";

async function closeCustomer(tx: Executor, id: string, voice: Voice) {
  const [open] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.customerId, id), notInArray(orders.orderStatus, FINISHED)));
  if ((open?.count ?? 0) > 0) {
    throw conflict(voice.customerOrders(open?.count ?? 0));
  }
  await tx
    .update(orders)
    .set({
      shipFullName: CLOSED_ACCOUNT_NAME,
      shipAddressLine: "",
      shipPostalCode: "",
      shipPhone: "",
      notes: "",
    })
    .where(eq(orders.customerId, id));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.customerId, id));
  await tx
    .update(customers)
    .set({
      name: CLOSED_ACCOUNT_NAME,
      email: closedEmail(id),
      passwordHash: NO_PASSWORD,
      tokenVersion: sql`${customers.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(customers.id, id));
}

async function closeSeller(tx: Executor, id: string, voice: Voice) {
  const owned = await tx.select({ id: stores.id }).from(stores).where(eq(stores.sellerId, id));
  const storeIds = owned.map((s) => s.id);
  if (storeIds.length > 0) {
    const [open] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(inArray(orders.storeId, storeIds), notInArray(orders.orderStatus, FINISHED)));
    if ((open?.count ?? 0) > 0) {
      throw conflict(voice.storeOrders(open?.count ?? 0));
    }
    const [balance] = await tx
      .select({ paisa: sql<number>`coalesce(sum(${storeBalances.balancePaisa}), 0)::bigint` })
      .from(storeBalances)
      .where(inArray(storeBalances.storeId, storeIds));
    const paisa = Number(balance?.paisa ?? 0);
    if (paisa !== 0) {
      throw conflict(voice.balance(formatRupees(paisaToRupees(paisa))));
    }
    // Her stores keep their id and ledger; everything that named or reached her goes.
    for (const storeId of storeIds) {
      await tx
        .update(stores)
        .set({
          name: `Closed store ${storeId.slice(0, 8)}`,
          slug: `closed-${storeId}`,
          description: "",
          contactPhone: "",
          contactEmail: "",
          facebook: "",
          instagram: "",
          twitter: "",
          location: "",
          logoUrl: null,
          bannerUrl: null,
          paymentBankName: "",
          paymentAccountTitle: "",
          paymentIban: "",
          paymentJazzcash: "",
          paymentEasypaisa: "",
          updatedAt: new Date(),
        })
        .where(eq(stores.id, storeId));
    }
    await tx
      .update(products)
      .set({ hidden: true, hiddenReason: "Store closed" })
      .where(inArray(products.storeId, storeIds));
  }
  await tx.delete(pendingUploads).where(eq(pendingUploads.sellerId, id));
  // Her phones are told nothing more (issue 32): a push to a closed account would name her orders.
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.sellerId, id));
  await tx.delete(pushPreferences).where(eq(pushPreferences.sellerId, id));
  // She helps no store any more, and nobody helps hers (decision 0054).
  await tx
    .delete(storeHelpers)
    .where(
      storeIds.length > 0
        ? or(eq(storeHelpers.helperId, id), inArray(storeHelpers.storeId, storeIds))
        : eq(storeHelpers.helperId, id),
    );
  // Her identity documents are kept 90 days after she closes, then deleted (issue 30, decision 0051).
  await scheduleKycErasure(tx, id);
  await tx
    .update(sellers)
    .set({
      name: CLOSED_ACCOUNT_NAME,
      email: closedEmail(id),
      phone: "",
      passwordHash: NO_PASSWORD,
      // Suspended: every public read leaves out her stores and products (decision 0019).
      status: "suspended",
      statusReason: "Account closed",
      tokenVersion: sql`${sellers.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(sellers.id, id));
}

/** The e-mails written to her address, her notices, reset links and what she wrote to the shop. */
async function forgetMail(tx: Executor, who: ClosedAccount, email: string) {
  await tx.delete(mailDeliveries).where(eq(mailDeliveries.toAddress, email));
  await tx
    .delete(notifications)
    .where(and(eq(notifications.recipientRole, who.role), eq(notifications.recipientId, who.id)));
  await tx
    .delete(passwordResets)
    .where(and(eq(passwordResets.role, who.role), eq(passwordResets.accountId, who.id)));
  await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = lower(${email})`);
}

/**
 * What the shop wrote to others about her (a store's "new order from …" notice and e-mail): her
 * name and e-mail in them become "Closed account". Her shipping name and phone went to the store
 * only inside her order, which is already erased above.
 */
async function redactNotices(tx: Executor, words: string[]) {
  const escaped = words.map((w) =>
    w
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&#39;"),
  );
  for (const word of new Set([...words, ...escaped].filter((w) => w.trim().length >= 2))) {
    const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const swap = <T extends SQL | AnyColumn>(column: T) =>
      sql`replace(${column}, ${word}, ${CLOSED_ACCOUNT_NAME})`;
    await tx
      .update(mailDeliveries)
      .set({
        subject: swap(mailDeliveries.subject),
        text: swap(mailDeliveries.text),
        html: swap(mailDeliveries.html),
      })
      .where(
        or(
          like_(mailDeliveries.subject, like),
          like_(mailDeliveries.text, like),
          like_(mailDeliveries.html, like),
        ),
      );
    await tx
      .update(notifications)
      .set({ title: swap(notifications.title), body: swap(notifications.body) })
      .where(or(like_(notifications.title, like), like_(notifications.body, like)));
  }
}
