import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { EMPTY_PRODUCT_FORM, type ProductFormValues } from "../product-form-values.ts";
import type { PhotoKeeper } from "../use-image-uploads.ts";
import {
  addDraftPhoto,
  forgetDraft,
  isKeptPhotoUrl,
  newDraft,
  type ProductDraft,
  type ProductPayload,
  payloadToKeep,
  prunePhotos,
  readWritingDraft,
  saveDraft,
  shownPhoto,
  valuesToKeep,
} from "./product-drafts.ts";

/**
 * The product she is writing for a store, kept on the phone as she types (issue 32): opened again
 * as she left it after the app was closed, its photos chosen offline kept with it. `draft` is null
 * while it is read.
 */
export function useProductDraft(accountId: string, storeId: string | null) {
  const [draft, setDraft] = useState<ProductDraft | null>(null);
  const current = useRef<ProductDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!storeId) return;
    let live = true;
    readWritingDraft(accountId, storeId)
      .catch(() => undefined)
      .then((found) => {
        if (!live) return;
        const opened = found ?? newDraft(storeId);
        current.current = opened;
        setDraft(opened);
      });
    return () => {
      live = false;
    };
  }, [accountId, storeId]);

  const persist = useCallback(async () => {
    clearTimeout(timer.current);
    const kept = current.current;
    const untouched = JSON.stringify(kept?.values) === JSON.stringify(EMPTY_PRODUCT_FORM);
    if (kept && kept.state === "writing" && !untouched)
      await saveDraft(accountId, kept).catch(() => undefined);
  }, [accountId]);

  // Kept a moment after each change, and at once when she leaves the page.
  useEffect(() => () => void persist(), [persist]);

  const onValuesChange = useCallback(
    (values: ProductFormValues) => {
      const kept = current.current;
      if (!kept) return;
      kept.values = valuesToKeep(values);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void persist(), 250);
    },
    [persist],
  );

  const keeper: PhotoKeeper = useMemo(
    () => ({
      keep: async (file) => {
        const kept = current.current;
        if (!kept) throw new Error("The draft is not open yet.");
        const ref = addDraftPhoto(kept, file);
        await saveDraft(accountId, kept);
        return shownPhoto(ref, file);
      },
      isKept: isKeptPhotoUrl,
    }),
    [accountId],
  );

  /** She pressed Add without a connection: the draft waits to be sent, with its key. */
  const queue = useCallback(
    async (payload: ProductPayload) => {
      const kept = current.current;
      if (!kept) return;
      clearTimeout(timer.current);
      kept.state = "waiting";
      kept.payload = payloadToKeep(payload);
      prunePhotos(kept);
      await saveDraft(accountId, kept);
    },
    [accountId],
  );

  /** Sent, or she starts again: the next product begins from an empty form. */
  const finish = useCallback(async () => {
    const kept = current.current;
    clearTimeout(timer.current);
    if (kept) await forgetDraft(accountId, kept.id).catch(() => undefined);
    const fresh = newDraft(storeId ?? "");
    current.current = fresh;
    setDraft(fresh);
  }, [accountId, storeId]);

  return { draft, onValuesChange, keeper, queue, finish };
}
