import { createHash, randomBytes } from "node:crypto";
import {
  HELPER_INVITATION_DAYS,
  type HelpedStore,
  type HelperContact,
  helperContactOf,
  type InviteHelperInput,
  type StoreHelper,
} from "@marketplace/shared/store-helpers-contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/create-db.ts";
import { badRequest, conflict, forbidden, notFound } from "../../lib/http-error.ts";
import type { ImageUrls } from "../../lib/public-urls.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { SendMail } from "../auth/mailer.ts";
import { requireOwnStore } from "../stores/store-ownership.ts";
import { findHelperActions } from "./helper-actions.ts";
import { helperInvitationMail } from "./helper-invitation-mail.ts";
import * as repo from "./store-helpers.repository.ts";

/** Helpers and invitations waiting, together, a store may have: a bound on the e-mails it sends. */
export const MAX_STORE_HELPERS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export const HELPER_NOT_FOUND = "Helper not found.";
const INVALID_INVITATION =
  "This invitation link is not valid or has expired. Ask the store's owner for a new one.";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function toStoreHelperJson(row: repo.StoreHelperRow, name: string | null): StoreHelper {
  const active = row.acceptedAt !== null;
  return {
    _id: row.id,
    storeId: row.storeId,
    role: row.role,
    status: active ? "active" : "invited",
    contact: row.contact,
    contactKind: row.contactKind,
    name: active ? name : null,
    invitedAt: row.createdAt.toISOString(),
    expiresAt: active ? null : row.expiresAt.toISOString(),
    since: row.acceptedAt?.toISOString() ?? null,
  };
}

/** The owner's Helpers page: her store's helpers and invitations, and what helpers did lately. */
export async function listStoreHelpers(db: Database, ownerId: string, storeId: string) {
  await requireOwnStore(db, storeId, ownerId);
  const [rows, actions] = await Promise.all([
    repo.findStoreHelpers(db, storeId),
    findHelperActions(db, storeId),
  ]);
  return { helpers: rows.map((r) => toStoreHelperJson(r.helper, r.name)), actions };
}

export interface InvitationMail {
  sendMail: SendMail;
  /** The base of the link (emailLinkBase); undefined when no safe link can be built, so none is sent. */
  baseUrl: string | undefined;
  log: FastifyBaseLogger;
}

/**
 * The owner invites someone to her store with a role (decision 0054). A new invitation to the same
 * address or number replaces one still waiting; someone who already helps is a 409. The token is
 * answered once, for the owner to share, and mailed to an e-mail address; only its hash is kept.
 */
export async function inviteHelper(
  db: Database,
  mail: InvitationMail,
  ownerId: string,
  storeId: string,
  input: InviteHelperInput,
  now = new Date(),
) {
  await requireOwnStore(db, storeId, ownerId);
  const contact = helperContactOf(input.contact) as HelperContact;
  const owner = await repo.findSellerContacts(db, ownerId);
  if (!owner) throw notFound(HELPER_NOT_FOUND);
  if (isTheAccountOf({ email: owner.email, phone: owner.phone }, contact)) {
    const message = "This is your own e-mail or number: you already run this store.";
    throw badRequest(message, [{ field: "contact", message }]);
  }
  const token = randomBytes(32).toString("base64url");
  const row = await db.transaction(async (tx) => {
    for (const earlier of await repo.findByContact(tx, storeId, contact)) {
      if (earlier.acceptedAt !== null) throw conflict(`${contact.value} already helps this store.`);
      await repo.deleteInvitation(tx, earlier.id);
    }
    if ((await repo.countStoreHelpers(tx, storeId)) >= MAX_STORE_HELPERS) {
      throw conflict(
        `A store can have at most ${MAX_STORE_HELPERS} helpers and invitations. Remove one to invite another.`,
      );
    }
    return repo.insertInvitation(tx, {
      storeId,
      role: input.role,
      contactKind: contact.kind,
      contact: contact.value,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + HELPER_INVITATION_DAYS * DAY_MS),
    });
  });
  const mailed = contact.kind === "email" && (await mailInvitation(db, mail, row, owner, token));
  return {
    message:
      contact.kind === "email" && mailed
        ? `An invitation is on its way to ${contact.value}.`
        : `Send the invitation's link to ${contact.value}.`,
    helper: toStoreHelperJson(row, null),
    token,
    mailed,
  };
}

/** Sends the invitation's e-mail; a mail server's failure leaves the link for the owner to share. */
async function mailInvitation(
  db: Database,
  mail: InvitationMail,
  row: repo.StoreHelperRow,
  owner: NonNullable<Awaited<ReturnType<typeof repo.findSellerContacts>>>,
  token: string,
): Promise<boolean> {
  if (!mail.baseUrl) return false;
  const store = (await repo.findStoreName(db, row.storeId)) ?? "";
  const language = (await repo.findSellerLanguageByEmail(db, row.contact)) ?? owner.language;
  const rendered = helperInvitationMail(
    { owner: owner.name, store, role: row.role, email: row.contact, greetingName: row.contact },
    token,
    mail.baseUrl,
    language,
  );
  try {
    await mail.sendMail({ to: row.contact, ...rendered });
    return true;
  } catch (error) {
    mail.log.warn({ err: error, invitation: row.id }, "a helper's invitation e-mail was not sent");
    return false;
  }
}

function isTheAccountOf(account: { email: string; phone: string }, contact: HelperContact): boolean {
  if (contact.kind === "email") return account.email.toLowerCase() === contact.value;
  return helperContactOf(account.phone)?.value === contact.value;
}

/**
 * Removes a helper, or takes back an invitation (decision 0054). Her row goes, and the store guard
 * reads it on every request: her next request on the store is refused, on every process.
 */
export async function removeHelper(db: Database, ownerId: string, storeId: string, helperId: string) {
  await requireOwnStore(db, storeId, ownerId);
  const removed = isUuid(helperId) ? await repo.deleteStoreHelper(db, storeId, helperId) : undefined;
  if (!removed) throw notFound(HELPER_NOT_FOUND);
}

/**
 * The invited person accepts with her own seller account: the one with the e-mail address or mobile
 * number the invitation was sent to. The link works once, within its week.
 */
export async function acceptInvitation(
  db: Database,
  imageUrls: ImageUrls,
  sellerId: string,
  token: string,
  now = new Date(),
): Promise<HelpedStore> {
  const storeId = await db.transaction(async (tx) => {
    const found = await repo.lockInvitation(tx, hashToken(token));
    const invitation = found?.invitation;
    if (!found || !invitation || invitation.acceptedAt !== null || invitation.expiresAt <= now) {
      throw badRequest(INVALID_INVITATION, [{ field: "token", message: INVALID_INVITATION }]);
    }
    if (found.ownerId === sellerId) throw conflict("This is your own store: you already run it.");
    const account = await repo.findSellerContacts(tx, sellerId);
    const contact = { kind: invitation.contactKind, value: invitation.contact } as HelperContact;
    if (!account || !isTheAccountOf(account, contact)) {
      throw forbidden(
        "This invitation was sent to another e-mail address or mobile number. Sign in with the seller account it was sent to.",
      );
    }
    if (await repo.isHelperOf(tx, invitation.storeId, sellerId)) {
      throw conflict("You already help this store.");
    }
    await repo.markAccepted(tx, invitation.id, sellerId);
    return invitation.storeId;
  });
  const [store] = await helpedStores(db, imageUrls, sellerId, storeId);
  if (!store) throw notFound(INVALID_INVITATION);
  return store;
}

/** The stores a seller helps, with her role in each (her dashboard's list). */
export async function helpedStores(
  db: Database,
  imageUrls: ImageUrls,
  sellerId: string,
  storeId?: string,
): Promise<HelpedStore[]> {
  const rows = await repo.findHelpedStores(db, sellerId, storeId);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logoUrl ? imageUrls.toPublic(row.logoUrl) : null,
    ownerName: row.ownerName,
    role: row.role,
  }));
}
