import { MAX_PRODUCT_IMAGES } from "@marketplace/shared/products-contracts";
import { MAX_IMAGE_BYTES } from "@marketplace/shared/stores-contracts";
import { useEffect, useRef, useState } from "react";
import messages from "@/i18n/catalogs/en/dashboard.json";
import draftMessages from "@/i18n/catalogs/en/drafts.json";
import { useT } from "@/i18n/use-t.ts";
import { ApiError, NetworkError } from "@/lib/api-client.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { toast } from "@/lib/notify.ts";
import { compressPhoto } from "@/lib/offline/compress-photo.ts";
import { uploadProductImage } from "./api/dashboard-api.ts";

/** A photo on its way up: its preview and how far along it is (0 to 1). */
export interface Upload {
  key: string;
  name: string;
  preview: string;
  progress: number;
}

type T = ReturnType<typeof useT<typeof messages>>["t"];

/**
 * Reasons a chosen file is refused before any upload, in her language; the server checks the bytes
 * again. The size counts after the phone made the photo smaller (`shrinkPhoto`).
 */
export function checkImageFile(file: File, t: T): string | null {
  if (!file.type.startsWith("image/")) return t("dashboard.images.notImage", { name: file.name });
  if (file.size > MAX_IMAGE_BYTES) return t("dashboard.images.tooLarge", { name: file.name });
  return null;
}

/**
 * A chosen photo made small on the phone before it goes over mobile data (issue 32): at most
 * 300 KB, without its EXIF (where it was taken). A picture this browser cannot draw goes as chosen.
 */
export const shrinkPhoto = (file: File): Promise<File> => compressPhoto(file, file.name).catch(() => file);

/** Where photos go while there is no connection: kept on the phone with the draft (issue 32). */
export interface PhotoKeeper {
  /** Keeps the photo and answers the URL the form holds for it. */
  keep: (file: File) => Promise<string>;
  /** Whether a URL of the form is such a kept photo. */
  isKept: (url: string) => boolean;
}

export interface ImageUploadsOptions {
  /** URLs of the product's images, in order. */
  value: string[];
  onChange: (urls: string[]) => void;
  token: string;
  onBusyChange: (busy: boolean) => void;
  onAuthFailed: () => void;
  /** Without a connection, photos are kept on the phone instead of failing (the add form's draft). */
  keeper?: PhotoKeeper;
}

/**
 * Uploads of chosen photos: each file is checked, uploaded at once with its progress, and joins
 * `value` in the order it was chosen, however the uploads finish. Leaving the form cancels the rest.
 */
export function useImageUploads({
  value,
  onChange,
  token,
  onBusyChange,
  onAuthFailed,
  keeper,
}: ImageUploadsOptions) {
  const { t } = useT(messages);
  const draftWords = useT(draftMessages);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const aborts = useRef(new Map<string, () => void>());
  // The latest URLs, so uploads finishing one after another each add to the newest list.
  const latest = useRef(value);
  latest.current = value;
  // Settles once every upload chosen so far has joined the list (or failed): the next one waits for it.
  const inOrder = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => onBusyChange(uploads.length > 0), [uploads.length, onBusyChange]);
  useEffect(() => {
    const pending = aborts.current;
    return () => {
      for (const abort of pending.values()) abort();
    };
  }, []);

  async function addFiles(files: File[]) {
    const found: string[] = [];
    const room = MAX_PRODUCT_IMAGES - latest.current.length - uploads.length;
    const accepted: File[] = [];
    for (const file of files) {
      // A phone's photo is often over 5 MB before it is made smaller: only its type is checked here.
      const problem = file.type.startsWith("image/") ? null : checkImageFile(file, t);
      if (problem) found.push(problem);
      else if (accepted.length >= room)
        found.push(t("dashboard.images.tooMany", { name: file.name, max: MAX_PRODUCT_IMAGES }));
      else accepted.push(file);
    }
    setProblems(found);
    if (found[0]) toast.error(t("dashboard.error"), { description: found[0] });
    if (accepted.length === 0) return;

    const started = accepted.map((file, i) => ({
      file,
      upload: {
        key: `${Date.now()}-${i}-${file.name}`,
        name: file.name,
        preview: URL.createObjectURL(file),
        progress: 0,
      },
    }));
    setUploads((list) => [...list, ...started.map((s) => s.upload)]);

    const results = await Promise.allSettled(
      started.map(({ file, upload }) => {
        const url = (async () => {
          const small = await shrinkPhoto(file);
          const tooLarge = checkImageFile(small, t);
          if (tooLarge) throw new PhotoRefused(tooLarge);
          if (keeper && !navigator.onLine) return keeper.keep(small);
          const { promise, abort } = uploadProductImage(small, token, (progress) =>
            setUploads((list) => list.map((u) => (u.key === upload.key ? { ...u, progress } : u))),
          );
          aborts.current.set(upload.key, abort);
          try {
            return (await promise).url;
          } catch (error) {
            // The connection dropped on the way: the photo waits on the phone with the draft.
            if (keeper && error instanceof NetworkError) return keeper.keep(small);
            throw error;
          }
        })();
        const earlier = inOrder.current;
        const joined = (async () => {
          try {
            const image = await url;
            // A small photo chosen second must not overtake a large one chosen first.
            await earlier;
            latest.current = [...latest.current, image];
            onChange(latest.current);
            return image;
          } finally {
            aborts.current.delete(upload.key);
            URL.revokeObjectURL(upload.preview);
            setUploads((list) => list.filter((u) => u.key !== upload.key));
          }
        })();
        inOrder.current = joined.catch(() => undefined);
        return joined;
      }),
    );

    const fulfilled = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    const kept = fulfilled.filter((url) => keeper?.isKept(url)).length;
    const uploaded = fulfilled.length - kept;
    const failures = results.flatMap((r, i) =>
      r.status === "rejected" ? [{ error: r.reason as unknown, name: accepted[i]?.name }] : [],
    );
    if (failures.some((f) => f.error instanceof ApiError && f.error.status === 401)) {
      onAuthFailed();
      return;
    }
    const failed = failures
      .filter((f) => !(f.error instanceof DOMException && f.error.name === "AbortError"))
      .map((f) =>
        f.error instanceof PhotoRefused
          ? f.error.message
          : t("dashboard.images.uploadFailed", { name: f.name ?? "", reason: errorMessageOf(f.error) }),
      );
    if (failed.length > 0) {
      setProblems((list) => [...list, ...failed]);
      toast.error(t("dashboard.error"), { description: failed[0] });
    }
    if (uploaded > 0) toast.success(t("dashboard.images.uploaded", { count: uploaded }));
    if (kept > 0) toast.success(draftWords.t("drafts.photoKept"));
  }

  /** Sets the list at once (a photo moved or removed), so an upload finishing next adds to it. */
  const replace = (urls: string[]) => {
    latest.current = urls;
    onChange(urls);
  };

  return { uploads, problems, addFiles, replace };
}

/** A photo refused on the phone, with the reason in her language. */
class PhotoRefused extends Error {}
