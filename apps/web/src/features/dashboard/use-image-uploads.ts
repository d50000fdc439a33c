import { MAX_PRODUCT_IMAGES } from "@marketplace/shared/products-contracts";
import { MAX_IMAGE_BYTES } from "@marketplace/shared/stores-contracts";
import { useEffect, useRef, useState } from "react";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import { ApiError } from "@/lib/api-client.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { toast } from "@/lib/notify.ts";
import { uploadProductImage } from "./api/dashboard-api.ts";

/** A photo on its way up: its preview and how far along it is (0 to 1). */
export interface Upload {
  key: string;
  name: string;
  preview: string;
  progress: number;
}

type T = ReturnType<typeof useT<typeof messages>>["t"];

/** Reasons a chosen file is refused before any upload, in her language; the server checks the bytes again. */
export function checkImageFile(file: File, t: T): string | null {
  if (!file.type.startsWith("image/")) return t("dashboard.images.notImage", { name: file.name });
  if (file.size > MAX_IMAGE_BYTES) return t("dashboard.images.tooLarge", { name: file.name });
  return null;
}

interface ImageUploadsOptions {
  /** URLs of the product's images, in order. */
  value: string[];
  onChange: (urls: string[]) => void;
  token: string;
  onBusyChange: (busy: boolean) => void;
  onAuthFailed: () => void;
}

/**
 * Uploads of chosen photos: each file is checked, uploaded at once with its progress, and joins
 * `value` in the order it was chosen, however the uploads finish. Leaving the form cancels the rest.
 */
export function useImageUploads({ value, onChange, token, onBusyChange, onAuthFailed }: ImageUploadsOptions) {
  const { t } = useT(messages);
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
      const problem = checkImageFile(file, t);
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
        const { promise, abort } = uploadProductImage(file, token, (progress) =>
          setUploads((list) => list.map((u) => (u.key === upload.key ? { ...u, progress } : u))),
        );
        aborts.current.set(upload.key, abort);
        const earlier = inOrder.current;
        const joined = (async () => {
          try {
            const image = await promise;
            // A small photo chosen second must not overtake a large one chosen first.
            await earlier;
            latest.current = [...latest.current, image.url];
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

    const uploaded = results.filter((r) => r.status === "fulfilled").length;
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
        t("dashboard.images.uploadFailed", { name: f.name ?? "", reason: errorMessageOf(f.error) }),
      );
    if (failed.length > 0) {
      setProblems((list) => [...list, ...failed]);
      toast.error(t("dashboard.error"), { description: failed[0] });
    }
    if (uploaded > 0) toast.success(t("dashboard.images.uploaded", { count: uploaded }));
  }

  /** Sets the list at once (a photo moved or removed), so an upload finishing next adds to it. */
  const replace = (urls: string[]) => {
    latest.current = urls;
    onChange(urls);
  };

  return { uploads, problems, addFiles, replace };
}
