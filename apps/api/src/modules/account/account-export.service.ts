import type { Language } from "@marketplace/shared/languages";
import { paisaToRupees } from "@marketplace/shared/money";
import { translateMessage } from "@marketplace/shared/server-messages";
import type { Database } from "../../db/create-db.ts";
import { notFound } from "../../lib/http-error.ts";
import { type ZipEntry, zipArchive } from "../../lib/zip.ts";
import type { ImageStorage } from "../media/image-storage.ts";
import * as repo from "./account-export.repository.ts";

export interface ExportedAccount {
  role: "customer" | "seller";
  id: string;
}

/**
 * Everything the shop holds about one customer or seller (issue 36, a data-protection access
 * request), as a ZIP: `account.json` with her rows, money in rupees like every answer of the API,
 * and her images under `images/`. A seller's export holds her stores' records, not her buyers'
 * addresses: those are theirs.
 */
export async function exportAccount(
  db: Database,
  images: ImageStorage,
  who: ExportedAccount,
  language: Language,
  now = new Date(),
) {
  const data = who.role === "customer" ? await customerData(db, who.id) : await sellerData(db, who.id);
  const files: ZipEntry[] = [];
  const missing: string[] = [];
  for (const url of [...new Set(imageUrlsOf(data))].sort()) {
    const key = images.keyOf(url);
    const bytes = key ? await images.read(key).catch(() => null) : null;
    if (key && bytes) files.push({ name: `images/${key}`, bytes });
    else missing.push(url);
  }
  const account = {
    exportedAt: now.toISOString(),
    role: who.role,
    // In the language she asked in, like every answer's message.
    note: translateMessage(EXPORT_NOTE, language),
    ...data,
    ...(missing.length > 0 ? { imagesNoLongerStored: missing } : {}),
  };
  const json = Buffer.from(`${JSON.stringify(inRupees(account), null, 2)}\n`, "utf8");
  return zipArchive([{ name: "account.json", bytes: json }, ...files], now);
}

const EXPORT_NOTE =
  "Everything Hunarmand holds about this account. Amounts are in rupees; images are in the images folder under the address each row names.";

async function customerData(db: Database, id: string) {
  const profile = await repo.findCustomerProfile(db, id);
  if (!profile) throw notFound("Account not found. Please sign in again.");
  return {
    profile,
    ...(await repo.findCustomerRecords(db, id)),
    ...(await repo.findConversations(db, { customerId: id })),
    ...(await repo.findNotices(db, "customer", id, profile.email)),
  };
}

async function sellerData(db: Database, id: string) {
  const profile = await repo.findSellerProfile(db, id);
  if (!profile) throw notFound("Account not found. Please sign in again.");
  const records = await repo.findSellerRecords(db, id);
  return {
    profile,
    ...records,
    ...(await repo.findConversations(db, { storeIds: records.stores.map((s) => s.id) })),
    ...(await repo.findNotices(db, "seller", id, profile.email)),
  };
}

/** Every image address her rows name: store logos and banners, product and variant images, uploads, return photos. */
function imageUrlsOf(data: Record<string, unknown>): string[] {
  const urls: string[] = [];
  const visit = (value: unknown, key: string) => {
    if (typeof value === "string" && /(^url|Url|^images)$/.test(key) && value.length > 0) urls.push(value);
    else if (Array.isArray(value)) for (const item of value) visit(item, key);
    else if (value && typeof value === "object" && !(value instanceof Date)) {
      for (const [k, v] of Object.entries(value)) visit(v, k);
    }
  };
  visit(data, "");
  return urls;
}

/** `pricePaisa: 50000` becomes `price: 500`: the export speaks in rupees, as the API does. */
function inRupees(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inRupees);
  if (!value || typeof value !== "object" || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) =>
      key.endsWith("Paisa") && typeof v === "number"
        ? [key.slice(0, -"Paisa".length), paisaToRupees(v)]
        : [key, inRupees(v)],
    ),
  );
}
