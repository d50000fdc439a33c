import type { Product } from "@marketplace/shared/products-contracts";
import { ApiError } from "@/lib/api-client.ts";
import { api } from "@/lib/api-endpoints.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { uploadProductImage } from "../api/dashboard-api.ts";
import {
  forgetDraft,
  isDraftPhoto,
  type ProductDraft,
  type ProductPayload,
  saveDraft,
} from "./product-drafts.ts";

/** How far a send has come: a photo of the kept ones (with its fraction), then the product. */
export type SendProgress =
  | { step: "photo"; n: number; count: number; fraction: number }
  | { step: "product" };

export type SendResult =
  | { sent: Product }
  /** No connection or the server's own trouble: it stays waiting and goes again later. */
  | { later: true }
  /** Her sign-in ended: it waits until she signs in again. */
  | { signIn: true }
  /** The server refused it (a 4xx): kept with the reason, for her to see. */
  | { refused: string };

const replaceImage = (payload: ProductPayload, ref: string, url: string): ProductPayload => ({
  ...payload,
  images: payload.images.map((u) => (u === ref ? url : u)),
  variants: payload.variants?.map((v) => (v.image === ref ? { ...v, image: url } : v)),
});

const fileName = (blob: Blob, n: number) => (blob instanceof File ? blob.name : `photo-${n}.jpg`);

/**
 * Sends one waiting draft (issue 32): its kept photos first, each kept in the draft as uploaded so
 * a dropped connection never sends one twice, then the product with the draft's id as its
 * Idempotency-Key, the same for every retry, so the product is listed once however often it goes.
 */
export async function sendDraft(
  accountId: string,
  start: ProductDraft,
  token: string,
  onProgress: (progress: SendProgress) => void,
): Promise<SendResult> {
  const draft = structuredClone(start);
  if (!draft.payload) return { refused: "" };
  const waiting = [...new Set(draft.payload.images.filter(isDraftPhoto))];
  try {
    for (const [i, ref] of waiting.entries()) {
      const blob = draft.photos[ref];
      if (!blob) continue;
      onProgress({ step: "photo", n: i + 1, count: waiting.length, fraction: 0 });
      const file = new File([blob], fileName(blob, i + 1), { type: blob.type || "image/jpeg" });
      const { promise } = uploadProductImage(file, token, (fraction) =>
        onProgress({ step: "photo", n: i + 1, count: waiting.length, fraction }),
      );
      const image = await promise;
      draft.payload = replaceImage(draft.payload, ref, image.url);
      delete draft.photos[ref];
      await saveDraft(accountId, draft);
    }
    onProgress({ step: "product" });
    const answer = await api("POST /api/products", {
      body: draft.payload,
      token,
      headers: { "Idempotency-Key": draft.id },
    });
    await forgetDraft(accountId, draft.id);
    return { sent: answer.product };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { signIn: true };
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
      const problem = errorMessageOf(error);
      await saveDraft(accountId, { ...draft, state: "refused", problem });
      return { refused: problem };
    }
    return { later: true };
  }
}
