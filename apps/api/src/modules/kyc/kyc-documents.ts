import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { KycDocumentSide } from "@marketplace/shared/kyc-contracts";
import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { kycDocuments } from "../../db/schema/index.ts";

/**
 * A seller's CNIC photos (issue 30, decision 0051): private files kept in the database, never under
 * the public uploads folder or a bucket. Encrypted with AES-256-GCM when `KYC_DOCUMENTS_KEY` is set;
 * read only through a link signed for a few minutes, which only their owner's and admins' answers
 * carry.
 */

/** How long a signed link works. */
export const DOCUMENT_LINK_SECONDS = 5 * 60;

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function sealDocument(
  bytes: Buffer,
  key: Buffer | undefined,
): { encrypted: boolean; content: string } {
  if (!key) return { encrypted: false, content: bytes.toString("base64") };
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(bytes), cipher.final()]);
  return { encrypted: true, content: Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64") };
}

/** The image's bytes; throws when it was encrypted and the key is missing or another. */
export function openDocument(row: { encrypted: boolean; content: string }, key: Buffer | undefined): Buffer {
  const raw = Buffer.from(row.content, "base64");
  if (!row.encrypted) return raw;
  if (!key) throw new Error("A document is encrypted and KYC_DOCUMENTS_KEY is not set.");
  const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** The signing key: derived from the token secret, so a link cannot be made without the server's. */
const signingKey = (secret: string) => createHmac("sha256", secret).update("kyc-document-links").digest();

const signature = (secret: string, id: string, expires: number) =>
  createHmac("sha256", signingKey(secret)).update(`${id}.${expires}`).digest("hex");

export function signedDocumentLink(secret: string, id: string, now = Date.now()) {
  const expires = Math.floor(now / 1000) + DOCUMENT_LINK_SECONDS;
  return {
    url: `/api/kyc-documents/${id}?expires=${expires}&signature=${signature(secret, id, expires)}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** Whether a link's parts were signed by this server for this document and have not run out. */
export function linkIsValid(secret: string, id: string, expires: string, given: string, now = Date.now()) {
  const at = Number(expires);
  if (!Number.isSafeInteger(at) || at * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, id, at), "hex");
  const actual = Buffer.from(given, "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export async function insertDocument(
  db: Executor,
  values: {
    sellerId: string;
    side: KycDocumentSide;
    contentType: string;
    encrypted: boolean;
    content: string;
  },
) {
  const [row] = await db.insert(kycDocuments).values(values).returning({ id: kycDocuments.id });
  if (!row) throw new Error("document insert returned no row");
  return row.id;
}

/** Her latest photo of each side (older ones are deleted when a new one replaces them). */
export async function latestDocuments(db: Executor, sellerId: string) {
  const rows = await db
    .select({ id: kycDocuments.id, side: kycDocuments.side })
    .from(kycDocuments)
    .where(eq(kycDocuments.sellerId, sellerId))
    .orderBy(desc(kycDocuments.createdAt));
  return {
    front: rows.find((row) => row.side === "front")?.id ?? null,
    back: rows.find((row) => row.side === "back")?.id ?? null,
  };
}

export async function deleteOtherDocuments(
  db: Executor,
  sellerId: string,
  side: KycDocumentSide,
  keepId: string,
) {
  const rows = await db
    .select({ id: kycDocuments.id })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.sellerId, sellerId), eq(kycDocuments.side, side)));
  for (const row of rows)
    if (row.id !== keepId) await db.delete(kycDocuments).where(eq(kycDocuments.id, row.id));
}

export async function findDocument(db: Executor, id: string) {
  const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id));
  return row;
}
