import { sniffImageKind } from "@marketplace/shared/image-sniff";
import {
  type AdminKycAnswer,
  KYC_DOCUMENT_SIDES,
  type Kyc,
  type KycDecisionInput,
  type KycInput,
  type KycStatus,
} from "@marketplace/shared/kyc-contracts";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Executor } from "../../db/create-db.ts";
import { sellerKyc, sellers, stores } from "../../db/schema/index.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { insertAudit } from "../admin/admin.repository.ts";
import { payoutSettings } from "../payouts/payout-settings.ts";
import {
  deleteOtherDocuments,
  insertDocument,
  latestDocuments,
  sealDocument,
  signedDocumentLink,
} from "./kyc-documents.ts";

/**
 * A seller's identity check (issue 30, decision 0051): she sends her CNIC, its photos and the account
 * she is paid into; an admin approves or rejects it. Changing the account or the CNIC after approval
 * sends it back for approval, and payouts wait until then.
 */

const SELLER_NOT_FOUND = "Seller not found.";

type KycRow = typeof sellerKyc.$inferSelect;
type ParsedKyc = z.output<typeof KycInput>;

export interface DocumentKeys {
  /** Signs the documents' links (the server's token secret). */
  secret: string;
  /** Encrypts them at rest, when configured. */
  key: Buffer | undefined;
}

async function kycJson(
  db: Executor,
  sellerId: string,
  status: KycStatus,
  row: KycRow | undefined,
  secret: string,
) {
  const documents = await latestDocuments(db, sellerId);
  const link = (id: string | null) => (id ? signedDocumentLink(secret, id) : null);
  const kyc: Kyc = {
    status,
    reason: status === "rejected" ? (row?.reason ?? null) : null,
    cnic: row?.cnic ?? null,
    payoutAccount: row
      ? {
          type: row.accountType,
          bankName: row.bankName,
          iban: row.iban,
          number: row.walletNumber,
          title: row.accountTitle,
        }
      : null,
    documents: { front: link(documents.front), back: link(documents.back) },
    submittedAt: row?.submittedAt.toISOString() ?? null,
    decidedAt: row?.decidedAt?.toISOString() ?? null,
    listed: status === "approved" || (await payoutSettings(db)).sellersPublicBeforeApproval,
  };
  return kyc;
}

async function lockSeller(tx: Executor, sellerId: string) {
  const [seller] = await tx
    .select({
      id: sellers.id,
      name: sellers.name,
      email: sellers.email,
      status: sellers.status,
      kycStatus: sellers.kycStatus,
    })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .for("update");
  return seller;
}

async function findKyc(db: Executor, sellerId: string) {
  const [row] = await db.select().from(sellerKyc).where(eq(sellerKyc.sellerId, sellerId));
  return row;
}

export async function readOwnKyc(db: Database, sellerId: string, secret: string): Promise<Kyc> {
  const [seller] = await db
    .select({ kycStatus: sellers.kycStatus })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  if (!seller) throw notFound(SELLER_NOT_FOUND);
  return kycJson(db, sellerId, seller.kycStatus, await findKyc(db, sellerId), secret);
}

/** A photo's bytes from its data URL, refused unless they really are the image it claims. */
function photoBytes(side: string, dataUrl: string) {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  const claimed = dataUrl.slice("data:image/".length, dataUrl.indexOf(";"));
  const kind = sniffImageKind(bytes);
  if (kind === null || kind !== claimed) {
    const field = side === "front" ? "cnicFront" : "cnicBack";
    const message = `The photo of the card's ${side} is not a JPEG, PNG or WebP image.`;
    throw badRequest(message, [{ field, message }]);
  }
  return { bytes, contentType: `image/${kind}` };
}

const sameAccount = (row: KycRow, input: ParsedKyc) =>
  row.cnic === input.cnic &&
  row.accountType === input.payoutAccount.type &&
  row.bankName === input.payoutAccount.bankName &&
  row.iban === input.payoutAccount.iban &&
  row.walletNumber === input.payoutAccount.number &&
  row.accountTitle === input.payoutAccount.title;

export async function submitKyc(
  db: Database,
  sellerId: string,
  input: ParsedKyc,
  keys: DocumentKeys,
): Promise<{ kyc: Kyc; changed: boolean }> {
  const photos = {
    front: input.cnicFront ? photoBytes("front", input.cnicFront) : null,
    back: input.cnicBack ? photoBytes("back", input.cnicBack) : null,
  };
  return db.transaction(async (tx) => {
    const seller = await lockSeller(tx, sellerId);
    if (!seller) throw notFound(SELLER_NOT_FOUND);
    const before = await findKyc(tx, sellerId);
    const onFile = await latestDocuments(tx, sellerId);
    const missing = KYC_DOCUMENT_SIDES.filter((side) => !photos[side] && !onFile[side]).map((side) => {
      const message = `Please add a photo of the card's ${side}.`;
      return { field: side === "front" ? "cnicFront" : "cnicBack", message };
    });
    if (missing.length > 0) throw badRequest(missing[0]?.message ?? "", missing);

    const unchanged =
      seller.kycStatus === "approved" &&
      before !== undefined &&
      sameAccount(before, input) &&
      !photos.front &&
      !photos.back;
    if (unchanged)
      return { kyc: await kycJson(tx, sellerId, "approved", before, keys.secret), changed: false };

    for (const side of KYC_DOCUMENT_SIDES) {
      const photo = photos[side];
      if (!photo) continue;
      const id = await insertDocument(tx, {
        sellerId,
        side,
        contentType: photo.contentType,
        ...sealDocument(photo.bytes, keys.key),
      });
      await deleteOtherDocuments(tx, sellerId, side, id);
    }
    const values = {
      cnic: input.cnic,
      accountType: input.payoutAccount.type,
      bankName: input.payoutAccount.bankName,
      iban: input.payoutAccount.iban,
      walletNumber: input.payoutAccount.number,
      accountTitle: input.payoutAccount.title,
      reason: null,
      submittedAt: new Date(),
      decidedAt: null,
      decidedBy: null,
    };
    await tx
      .insert(sellerKyc)
      .values({ sellerId, ...values })
      .onConflictDoUpdate({ target: sellerKyc.sellerId, set: values });
    await tx.update(sellers).set({ kycStatus: "submitted" }).where(eq(sellers.id, sellerId));
    return {
      kyc: await kycJson(tx, sellerId, "submitted", await findKyc(tx, sellerId), keys.secret),
      changed: true,
    };
  });
}

export async function readSellerKycForAdmin(db: Database, sellerId: string, secret: string) {
  if (!isUuid(sellerId)) throw notFound(SELLER_NOT_FOUND);
  const [seller] = await db
    .select({ id: sellers.id, name: sellers.name, email: sellers.email, kycStatus: sellers.kycStatus })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  if (!seller) throw notFound(SELLER_NOT_FOUND);
  const storeNames = await db.select({ name: stores.name }).from(stores).where(eq(stores.sellerId, sellerId));
  const answer: Omit<AdminKycAnswer, "success"> = {
    seller: { _id: seller.id, name: seller.name, email: seller.email, stores: storeNames.map((s) => s.name) },
    kyc: await kycJson(db, sellerId, seller.kycStatus, await findKyc(db, sellerId), secret),
  };
  return answer;
}

/**
 * The admin's decision on a check she sent, audited (`seller.kyc`, from and to, with the reason).
 * Approving also verifies a pending seller (decision 0018's `verified` now means checked).
 */
export async function decideKyc(
  db: Database,
  adminId: string,
  sellerId: string,
  input: KycDecisionInput,
  secret: string,
): Promise<Kyc> {
  if (!isUuid(sellerId)) throw notFound(SELLER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const seller = await lockSeller(tx, sellerId);
    if (!seller) throw notFound(SELLER_NOT_FOUND);
    if (seller.kycStatus !== "submitted")
      throw conflict(
        seller.kycStatus === "not_submitted"
          ? "This seller has not sent her identity documents yet."
          : "This seller's identity check was already decided; she must send it again first.",
      );
    const to: KycStatus = input.decision === "approve" ? "approved" : "rejected";
    const reason = input.reason ? input.reason : null;
    await tx
      .update(sellerKyc)
      .set({ reason: to === "rejected" ? reason : null, decidedAt: new Date(), decidedBy: adminId })
      .where(eq(sellerKyc.sellerId, sellerId));
    await tx
      .update(sellers)
      .set({
        kycStatus: to,
        ...(to === "approved" && seller.status === "pending" ? { status: "verified" as const } : {}),
      })
      .where(eq(sellers.id, sellerId));
    await insertAudit(tx, {
      adminId,
      action: "seller.kyc",
      targetKind: "seller",
      targetId: sellerId,
      reason,
      details: { from: seller.kycStatus, to },
    });
    return kycJson(tx, sellerId, to, await findKyc(tx, sellerId), secret);
  });
}
