import { createHash } from "node:crypto";
import { findCategory } from "@marketplace/shared/categories";
import type {
  CreateStoreInput,
  OwnStore,
  Store,
  StoreDetails,
  UpdateStoreInput,
} from "@marketplace/shared/stores-contracts";
import { uuidv7 } from "uuidv7";
import type { z } from "zod";
import type { Database } from "../../db/create-db.ts";
import { paymentDetailsValues } from "../../db/store-payment-details.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import { networkAddress } from "../../lib/network-address.ts";
import type { ImageUrls } from "../../lib/public-urls.ts";
import { isUuid } from "../../lib/uuid.ts";
import { decodeDataUrl } from "../media/image-processing.ts";
import { type ImageStorage, storeImage } from "../media/image-storage.ts";
import { storeReviews } from "../orders/reviews.service.ts";
import { findReturnWindowDays } from "../returns/returns.repository.ts";
import { requireNotSuspended } from "./seller-suspension.ts";
import { toOwnStoreJson, toStoreJson } from "./store-json.ts";
import { requireOwnStore, STORE_NOT_FOUND } from "./store-ownership.ts";
import { firstFreeSlug, isInSlugFamily, wantedSlug } from "./store-slugs.ts";
import * as repo from "./stores.repository.ts";

const nameTaken = () =>
  conflict("A store with this name already exists. Please choose a different store name.");

/** Two sellers rarely race for one address; past this many tries the seller is asked to try again. */
const SLUG_TRIES = 3;

/**
 * The address a store with this name gets: the name's slug, numbered when another store has it. A
 * store keeps its current address while its name still asks for it (a rename from "Noors" to
 * "Noor's" leaves `/store/noors-2` alone).
 */
async function chooseSlug(db: Database, name: string, storeId: string, current?: string): Promise<string> {
  const base = wantedSlug(name, storeId);
  if (current && isInSlugFamily(current, base)) return current;
  return firstFreeSlug(base, await repo.findSlugsStartingWith(db, base, storeId));
}

/**
 * Runs a write that sets a slug, choosing the slug again when another store took it in between. A
 * unique violation is either the name (409 "name exists") or the slug (tried again): never a 500.
 */
async function withFreeSlug(
  db: Database,
  name: string,
  storeId: string,
  current: string | undefined,
  write: (slug: string) => Promise<unknown>,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await write(await chooseSlug(db, name, storeId, current));
      return;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await repo.isNameTaken(db, name, storeId)) throw nameTaken();
      if (attempt >= SLUG_TRIES) {
        throw conflict("Another store took this address just now. Please try again.");
      }
    }
  }
}

export async function listStores(
  db: Database,
  imageUrls: ImageUrls,
  query: { category?: string; search?: string },
): Promise<Store[]> {
  const category = query.category ? findCategory(query.category) : undefined;
  if (query.category && !category) {
    throw badRequest("Unknown category.", [
      { field: "category", message: "Please choose one of the 12 categories." },
    ]);
  }
  const rows = await repo.findStores(db, {
    category,
    search: query.search?.trim() || undefined,
    listedOnly: true,
  });
  return rows.map((r) => toStoreJson(r.store, r.seller, imageUrls));
}

export async function myStores(db: Database, imageUrls: ImageUrls, sellerId: string): Promise<OwnStore[]> {
  const rows = await repo.findStores(db, { sellerId, listedOnly: false });
  return rows.map((r) => toOwnStoreJson(r.store, r.seller, imageUrls));
}

/**
 * One store, by id or by its slug (`/store/{slug}`): an id-shaped value is tried as an id first. A
 * visit counts once per network address per store per day, signed in or not (a script that changes
 * its browser name or signs up accounts counts once), and the owner's own visits do not count, nor a
 * read for another page (`counted: false`, the product page's seller card). A
 * suspended seller's store is 404 to everyone but her (decision 0019).
 */
export async function getStore(
  db: Database,
  imageUrls: ImageUrls,
  idOrSlug: string,
  visitor: { accountId?: string; ip: string; counted?: boolean },
  now = new Date(),
): Promise<StoreDetails> {
  const row =
    (isUuid(idOrSlug) ? await repo.findStoreById(db, idOrSlug) : undefined) ??
    (await repo.findStoreBySlug(db, idOrSlug.toLowerCase()));
  const owner = row !== undefined && visitor.accountId === row.store.sellerId;
  if (!row || !(row.listed || owner)) throw notFound(STORE_NOT_FOUND);
  if (!owner && visitor.counted !== false) {
    const day = now.toISOString().slice(0, 10);
    const visitorHash = createHash("sha256")
      .update(`${networkAddress(visitor.ip)}|${day}`)
      .digest("base64url")
      .slice(0, 32);
    await repo.recordView(db, row.store.id, visitorHash, day);
  }
  const [reviews, returnWindowDays] = await Promise.all([
    storeReviews(db, row.store.id),
    findReturnWindowDays(db),
  ]);
  return { ...toStoreJson(row.store, row.seller, imageUrls), ...reviews, returnWindowDays };
}

/**
 * A data URL becomes a stored image; null removes it; the current URL keeps it (`value` is as
 * stored: the web sends back the absolute URL it was answered).
 */
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

export async function createStore(
  db: Database,
  storage: ImageStorage,
  imageUrls: ImageUrls,
  sellerId: string,
  input: z.output<typeof CreateStoreInput>,
): Promise<OwnStore> {
  await requireNotSuspended(db, sellerId);
  if (await repo.isNameTaken(db, input.name)) throw nameTaken();
  const [logo, banner] = await Promise.all([
    resolveStoreImage(storage, input.logo, null, "logo"),
    resolveStoreImage(storage, input.banner, null, "banner"),
  ]);
  const id = uuidv7();
  await withFreeSlug(db, input.name, id, undefined, (slug) =>
    repo.insertStore(db, {
      id,
      sellerId,
      name: input.name,
      slug,
      category: input.category,
      description: input.description,
      location: input.location,
      showContact: input.showContact,
      contactPhone: input.contactInfo.phone,
      contactEmail: input.contactInfo.email,
      facebook: input.socialLinks.facebook,
      instagram: input.socialLinks.instagram,
      twitter: input.socialLinks.twitter,
      logoUrl: logo ?? null,
      bannerUrl: banner ?? null,
      ...(input.paymentDetails ? paymentDetailsValues(input.paymentDetails) : {}),
    }),
  );
  const created = await repo.findStoreById(db, id);
  if (!created) throw notFound(STORE_NOT_FOUND);
  return toOwnStoreJson(created.store, created.seller, imageUrls);
}

export async function updateStore(
  db: Database,
  storage: ImageStorage,
  imageUrls: ImageUrls,
  sellerId: string,
  id: string,
  input: z.output<typeof UpdateStoreInput>,
): Promise<OwnStore> {
  await requireNotSuspended(db, sellerId);
  await requireOwnStore(db, id, sellerId);
  const row = await repo.findStoreById(db, id);
  if (!row) throw notFound(STORE_NOT_FOUND);
  if (input.name && (await repo.isNameTaken(db, input.name, id))) throw nameTaken();
  const stored = (sent: string | null | undefined) => (sent ? imageUrls.toStored(sent) : sent);
  const [logo, banner] = await Promise.all([
    resolveStoreImage(storage, stored(input.logo), row.store.logoUrl, "logo"),
    resolveStoreImage(storage, stored(input.banner), row.store.bannerUrl, "banner"),
  ]);
  const patch = {
    name: input.name,
    category: input.category,
    description: input.description,
    location: input.location,
    showContact: input.showContact,
    contactPhone: input.contactInfo?.phone,
    contactEmail: input.contactInfo?.email,
    facebook: input.socialLinks?.facebook,
    instagram: input.socialLinks?.instagram,
    twitter: input.socialLinks?.twitter,
    logoUrl: logo,
    bannerUrl: banner,
    ...(input.paymentDetails ? paymentDetailsValues(input.paymentDetails) : {}),
    updatedAt: new Date(),
  };
  const { name } = input;
  if (name) {
    await withFreeSlug(db, name, id, row.store.slug, (slug) => repo.updateStore(db, id, { ...patch, slug }));
  } else {
    await repo.updateStore(db, id, patch);
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
  if (!updated) throw notFound(STORE_NOT_FOUND);
  return toOwnStoreJson(updated.store, updated.seller, imageUrls);
}
