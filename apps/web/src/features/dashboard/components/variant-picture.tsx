import { useId } from "react";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import { useVariantWords } from "@/i18n/use-variant-words.ts";
import { rowImage, type VariantFormValue } from "../variant-rows.ts";

/**
 * The picture a variant shows on the product page: one of the product's images, or none, as a
 * radio group of thumbnails (arrow keys move between them). With two options, one press gives the
 * same picture to every row of this row's colour (or size).
 */
export function VariantPicture({
  row,
  images,
  onChange,
  onSameFor,
}: {
  row: VariantFormValue;
  images: string[];
  onChange: (image: string) => void;
  onSameFor: (option: string, value: string) => void;
}) {
  const { t, locale } = useT(messages);
  const variantWords = useVariantWords();
  const group = useId();
  const current = rowImage(row, images);
  const options = Object.entries(row.options);
  return (
    <fieldset className="mt-3 space-y-2">
      <legend className="text-sm font-medium text-stone-800">{t("dashboard.variants.picture")}</legend>
      <div className="flex flex-wrap gap-2">
        {["", ...images].map((url, i) => (
          <label key={url || "none"} className="cursor-pointer">
            <input
              type="radio"
              name={group}
              value={url}
              checked={current === url}
              onChange={() => onChange(url)}
              className="peer sr-only"
            />
            <span className="grid h-12 w-12 place-items-center overflow-hidden rounded-lg bg-stone-100 text-xs font-medium text-stone-700 ring-1 ring-stone-300 peer-checked:ring-[3px] peer-checked:ring-brand-600 peer-checked:ring-offset-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600">
              {url ? (
                <img
                  src={url}
                  alt={t("dashboard.variants.pictureN", { n: new Intl.NumberFormat(locale).format(i) })}
                  width={48}
                  height={48}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              ) : (
                t("dashboard.variants.pictureNone")
              )}
            </span>
          </label>
        ))}
      </div>
      {current && options.length > 1 && (
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {options.map(([option, value]) => (
            <button
              key={option}
              type="button"
              onClick={() => onSameFor(option, value)}
              className="text-start text-xs font-medium text-brand-700 underline hover:text-brand-900"
            >
              {t("dashboard.variants.samePicture", { choice: variantWords.variant({ [option]: value }) })}
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}
