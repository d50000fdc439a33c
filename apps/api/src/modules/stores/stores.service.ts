import { createHash } from "node:crypto";
import { findCategory } from "@marketplace/shared/categories";
import type { PaymentDetails } from "@marketplace/shared/payment-details";
import { storeSlug } from "@marketplace/shared/slug";
import type { Database } from "../../db/create-db.ts";
import { paymentDetailsValues } from "../../db/store-payment-details.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { badRequest, conflict, forbidden, notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { decodeDataUrl } from "../media/image-processing.ts";
import { type ImageStorage, storeImage } from "../media/image-storage.ts";
import { type OwnStoreJson, type StoreJson, toOwnStoreJson, toStoreJson } from "./store-json.ts";
import * as repo from "./stores.repository.ts";

export interface StoreInput {
  name: string;
  category: string;
  description: string;
  location: string;
  contactInfo: { phone: string; email: string };
  socialLinks: { facebook: string; instagram: string; twitter: string };
  logo?: string | null;
  banner?: string | null;
  /** Where buyers pay by bank transfer or wallet; left out, the store keeps what it has. */
  paymentDetails?: PaymentDetails;
}

const nameTaken = () =>
  conflict("A store with this name already exists. Please choose a different store name.");

export async function listStores(
  db: Database,
  query: { category?: string; search?: string },
): Promise<StoreJson[]> {
  const category = query.category ? findCategory(query.category) : undefined;
  if (query.category && !category) {
    throw badRequest("Unknown category.", [
      { field: "category", message: "Please choose one of the 12 categories." },
    ]);
  }
  const rows = await repo.findStores(db, { category, search: query.search?.trim() || undefined });
  return rows.map((r) => toStoreJson(r.store, r.seller));
}

export async function myStores(db: Database, sellerId: string): Promise<OwnStoreJson[]> {
  const rows = await repo.findStores(db, { sellerId });
  return rows.map((r) => toOwnStoreJson(r.store, r.seller));
}

/**
 * One store. A visit counts once per visitor per day (an anonymous hash of address and browser, or
 * the account), and the owner's own visits do not count.
 */
export async function getStore(
  db: Database,
  id: string,
  visitor: { accountId?: string; ip: string; userAgent: string },
  now = new Date(),
): Promise<StoreJson> {
  const row = isUuid(id) ? await repo.findStoreById(db, id) : undefined;
  if (!row) throw notFound("Store not found");
  if (visitor.accountId !== row.store.sellerId) {
    const day = now.toISOString().slice(0, 10);
    const who = visitor.accountId ?? `${visitor.ip}|${visitor.userAgent}`;
    const visitorHash = createHash("sha256").update(`${who}|${day}`).digest("base64url").slice(0, 32);
    await repo.recordView(db, row.store.id, visitorHash, day);
  }
  return toStoreJson(row.store, row.seller);
}

/** A data URL becomes a stored image; null removes it; the current URL keeps it. */
async function resolveStoreImage(
  storage: ImageStorage,
  value: string | null | undefined,
  current: string | null,
  label: "logo" | "banner",
): Promise<string | null | undefined> {
  if (value === undefined) return undefined;
  if (value === null || value === "") return null;
  if (value === current) return current;
  const bytes = decodeDataUrl(value);
  if (!bytes) {
    throw badRequest(`The ${label} must be an uploaded image file.`, [
      { field: label, message: "Please select an image file." },
    ]);
  }
  return (await storeImage(storage, "stores", bytes, label)).url;
}

export async function createStore(db: Database, storage: ImageStorage, sellerId: string, input: StoreInput) {
  if (await repo.isNameTaken(db, input.name)) throw nameTaken();
  const [logo, banner] = await Promise.all([
    resolveStoreImage(storage, input.logo, null, "logo"),
    resolveStoreImage(storage, input.banner, null, "banner"),
  ]);
  const row = await repo.insertStore(db, {
    sellerId,
    name: input.name,
    slug: storeSlug(input.name),
    category: input.category,
    description: input.description,
    location: input.location,
    contactPhone: input.contactInfo.phone,
    contactEmail: input.contactInfo.email,
    facebook: input.socialLinks.facebook,
    instagram: input.socialLinks.instagram,
    twitter: input.socialLinks.twitter,
    logoUrl: logo ?? null,
    bannerUrl: banner ?? null,
    ...(input.paymentDetails ? paymentDetailsValues(input.paymentDetails) : {}),
  });
  if (!row) throw nameTaken();
  const created = await repo.findStoreById(db, row.id);
  if (!created) throw notFound("Store not found");
  return toOwnStoreJson(created.store, created.seller);
}

export async function updateStore(
  db: Database,
  storage: ImageStorage,
  sellerId: string,
  id: string,
  input: Partial<StoreInput>,
) {
  const row = isUuid(id) ? await repo.findStoreById(db, id) : undefined;
  if (!row) throw notFound("Store not found");
  if (row.store.sellerId !== sellerId) throw forbidden("You can only change your own store.");
  if (input.name && (await repo.isNameTaken(db, input.name, id))) throw nameTaken();
  const [logo, banner] = await Promise.all([
    resolveStoreImage(storage, input.logo, row.store.logoUrl, "logo"),
    resolveStoreImage(storage, input.banner, row.store.bannerUrl, "banner"),
  ]);
  try {
    await repo.updateStore(db, id, {
      name: input.name,
      slug: input.name ? storeSlug(input.name) : undefined,
      category: input.category,
      description: input.description,
      location: input.location,
      contactPhone: input.contactInfo?.phone,
      contactEmail: input.contactInfo?.email,
      facebook: input.socialLinks?.facebook,
      instagram: input.socialLinks?.instagram,
      twitter: input.socialLinks?.twitter,
      logoUrl: logo,
      bannerUrl: banner,
      ...(input.paymentDetails ? paymentDetailsValues(input.paymentDetails) : {}),
      updatedAt: new Date(),
    });
  } catch (error) {
    // Another store took the name between the check and the update.
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  for (const [old, now] of [
    [row.store.logoUrl, logo],
    [row.store.bannerUrl, banner],
  ] as const) {
    if (old && now !== undefined && now !== old) {
      await Promise.all([storage.remove(old), storage.remove(old.replace(/\.webp$/, "-thumb.webp"))]);
    }
  }
  const updated = await repo.findStoreById(db, id);
  if (!updated) throw notFound("Store not found");
  return toOwnStoreJson(updated.store, updated.seller);
}
