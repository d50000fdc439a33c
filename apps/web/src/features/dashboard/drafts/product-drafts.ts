import type { CreateProductInput } from "@marketplace/shared/products-contracts";
import type { z } from "zod";
import { forget, keep, readAllKept } from "@/lib/offline/kept-on-phone.ts";
import { EMPTY_PRODUCT_FORM, type ProductFormValues } from "../product-form-values.ts";

/** A product's body as the form sends it. */
export type ProductPayload = z.input<typeof CreateProductInput>;

/**
 * A product she is writing, kept on the phone (issue 32): it survives closing the app and losing
 * the connection. Its id is the Idempotency-Key of every send, so a send retried after a dropped
 * connection never lists it twice. Photos not yet uploaded are kept as the compressed files and
 * named `draft-photo:<id>` in the values until they are.
 */
export interface ProductDraft {
  id: string;
  storeId: string;
  /** Being written; waiting to be sent (she pressed Add); or the server refused it (`problem`). */
  state: "writing" | "waiting" | "refused";
  values: ProductFormValues;
  /** The body to send, once she pressed Add. */
  payload?: ProductPayload;
  photos: Record<string, Blob>;
  problem?: string;
  updatedAt: number;
}

const NAME = "product-draft/";
const PHOTO = "draft-photo:";

export const isDraftPhoto = (url: string | null | undefined): url is string =>
  typeof url === "string" && url.startsWith(PHOTO);

export const newDraft = (storeId: string): ProductDraft => ({
  id: crypto.randomUUID(),
  storeId,
  state: "writing",
  values: structuredClone(EMPTY_PRODUCT_FORM),
  photos: {},
  updatedAt: Date.now(),
});

export const saveDraft = (accountId: string, draft: ProductDraft) =>
  keep(accountId, NAME + draft.id, { ...draft, updatedAt: Date.now() });

export const forgetDraft = (accountId: string, id: string) => forget(accountId, NAME + id);

export async function readDrafts(accountId: string): Promise<ProductDraft[]> {
  const kept = await readAllKept<ProductDraft>(accountId, NAME);
  return kept.map((k) => k.value).sort((a, b) => a.updatedAt - b.updatedAt);
}

/** The product she was writing for this store, if she left one. */
export async function readWritingDraft(
  accountId: string,
  storeId: string,
): Promise<ProductDraft | undefined> {
  const drafts = await readDrafts(accountId);
  return drafts.reverse().find((d) => d.state === "writing" && d.storeId === storeId);
}

/** A photo kept in the draft, and the name the form holds for it. */
export function addDraftPhoto(draft: ProductDraft, file: Blob): string {
  const ref = `${PHOTO}${crypto.randomUUID()}`;
  draft.photos[ref] = file;
  return ref;
}

// Each kept photo gets one object URL for this page's life, so previews and the form agree on it.
const shownByRef = new Map<string, string>();
const refByShown = new Map<string, string>();

/** The URL a kept photo shows under (a `blob:` URL), made once. */
export function shownPhoto(ref: string, blob: Blob): string {
  let url = shownByRef.get(ref);
  if (!url) {
    url = URL.createObjectURL(blob);
    shownByRef.set(ref, url);
    refByShown.set(url, ref);
  }
  return url;
}

const mapImages = (values: ProductFormValues, map: (url: string) => string): ProductFormValues => ({
  ...values,
  images: values.images.map(map),
  variants: values.variants.map((v) => ({ ...v, image: v.image ? map(v.image) : v.image })),
});

/** The draft's values as the form shows them: its kept photos as their previews. */
export const valuesToShow = (draft: ProductDraft): ProductFormValues =>
  mapImages(draft.values, (url) => {
    const blob = isDraftPhoto(url) ? draft.photos[url] : undefined;
    return blob ? shownPhoto(url, blob) : url;
  });

/** The form's values as the draft keeps them: each preview back to its kept photo's name. */
export const valuesToKeep = (values: ProductFormValues): ProductFormValues =>
  mapImages(values, (url) => refByShown.get(url) ?? url);

/** The body to send with its previews named as kept photos. */
export function payloadToKeep(payload: ProductPayload): ProductPayload {
  const back = (url: string) => refByShown.get(url) ?? url;
  return {
    ...payload,
    images: payload.images.map(back),
    variants: payload.variants?.map((v) => ({ ...v, image: v.image ? back(v.image) : v.image })),
  };
}

/** Whether the body still holds a photo that only this phone has. */
export const holdsKeptPhotos = (payload: ProductPayload): boolean =>
  payload.images.some((url) => isDraftPhoto(url) || refByShown.has(url));

/** Keeps only the photos the values still name (a removed photo leaves the draft). */
export function prunePhotos(draft: ProductDraft): void {
  const named = new Set([
    ...draft.values.images,
    ...draft.values.variants.map((v) => v.image),
    ...(draft.payload?.images ?? []),
  ]);
  for (const ref of Object.keys(draft.photos)) if (!named.has(ref)) delete draft.photos[ref];
}

/** Whether a URL the form holds is the preview of a photo kept on the phone. */
export const isKeptPhotoUrl = (url: string): boolean => refByShown.has(url);
