import { MAX_PRODUCT_IMAGES } from "@marketplace/shared/products-contracts";
import { ImagePlus } from "lucide-react";
import { useId, useState } from "react";
import messages from "@/i18n/catalogs/en/dashboard.json";
import draftMessages from "@/i18n/catalogs/en/drafts.json";
import { useT } from "@/i18n/use-t.ts";
import { type ImageUploadsOptions, useImageUploads } from "../use-image-uploads.ts";
import { ProductImageTile } from "./product-image-tile.tsx";
import { UploadTile } from "./upload-tile.tsx";

// Checked here before uploading; kept importable from the field it belongs to.
export { checkImageFile } from "../use-image-uploads.ts";

/** The images' URLs in order (kept ones and freshly uploaded ones), their uploads' settings, and the field's error. */
type ProductImagesFieldProps = ImageUploadsOptions & { error?: string };

/** `urls` with the image at `from` moved to `to` (0 is the cover, which cards show). */
export function moveImage(urls: string[], from: number, to: number): string[] {
  if (from === to || from < 0 || to < 0 || from >= urls.length || to >= urls.length) return urls;
  const next = [...urls];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/**
 * Several product images: each chosen file is checked, uploaded at once with a progress bar, and can be
 * removed, moved or made the cover. Photos join the list in the order they were chosen, however the
 * uploads finish. The product is saved with the URLs the server answered, in the order shown.
 */
export function ProductImagesField({ error, ...uploadOptions }: ProductImagesFieldProps) {
  const { value, keeper } = uploadOptions;
  const inputId = useId();
  const { uploads, problems, addFiles, replace } = useImageUploads(uploadOptions);
  const draftWords = useT(draftMessages);
  const [moveNote, setMoveNote] = useState("");
  const { t, locale } = useT(messages);
  const count = new Intl.NumberFormat(locale);

  function move(from: number, to: number) {
    const next = moveImage(value, from, to);
    if (next === value) return;
    replace(next);
    const n = count.format(from + 1);
    setMoveNote(
      to === 0
        ? t("dashboard.images.nowCover", { n })
        : t("dashboard.images.moved", { n, position: count.format(to + 1) }),
    );
  }

  const errorId = `${inputId}-error`;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-stone-800">
        {t("dashboard.images.legend")}
        <span aria-hidden="true" className="text-brand-700">
          {" "}
          *
        </span>
      </legend>
      <p className="text-xs text-stone-500">
        {t("dashboard.images.hint", { max: count.format(MAX_PRODUCT_IMAGES) })}
      </p>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-5">
        {value.map((url, index) => (
          <ProductImageTile
            key={url}
            url={url}
            index={index}
            count={value.length}
            onRemove={() => replace(value.filter((u) => u !== url))}
            onMove={(to) => move(index, to)}
            note={keeper?.isKept(url) ? draftWords.t("drafts.photoWaiting") : undefined}
          />
        ))}
        {uploads.map((upload) => (
          <UploadTile key={upload.key} upload={upload} />
        ))}
        {value.length + uploads.length < MAX_PRODUCT_IMAGES && (
          // At least square, and taller when its words need it (Nastaliq in a narrow column).
          <li>
            <label
              htmlFor={inputId}
              className="flex aspect-square cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-stone-300 bg-stone-50 p-2 text-center text-xs text-stone-600 hover:border-brand-400 hover:text-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <ImagePlus className="h-6 w-6" aria-hidden="true" />
              {t("dashboard.images.add")}
              <input
                id={inputId}
                type="file"
                accept="image/*"
                multiple
                className="sr-only"
                aria-label={t("dashboard.images.addLabel")}
                onChange={(event) => {
                  const files = Array.from(event.target.files ?? []);
                  event.target.value = "";
                  if (files.length > 0) void addFiles(files);
                }}
              />
            </label>
          </li>
        )}
      </ul>
      <p aria-live="polite" className="sr-only">
        {moveNote}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {problems.length > 0 && (
        <ul role="alert" className="space-y-1 text-sm text-red-700">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
