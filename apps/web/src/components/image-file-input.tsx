import { ImagePlus, X } from "lucide-react";
import { useId } from "react";
import messages from "@/i18n/catalogs/en/common.json";
import { useT } from "@/i18n/use-t.ts";
import { toast } from "@/lib/notify.ts";
import { readImageFile } from "@/lib/read-image-file.ts";

/** One image chosen from the device, checked and previewed; `value` is a data URL or an image URL. */
export function ImageFileInput({
  label,
  value,
  onChange,
  aspect = "aspect-square",
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  aspect?: string;
}) {
  const { t } = useT(messages);
  const id = useId();
  return (
    <div>
      <span className="block text-sm font-medium text-stone-800">{label}</span>
      <div
        className={`relative mt-1.5 overflow-hidden rounded-2xl border-2 border-dashed border-stone-300 bg-stone-50 ${aspect}`}
      >
        {value ? (
          <>
            <img
              src={value}
              alt={t("common.imageInput.preview", { label })}
              className="h-full w-full object-cover"
            />
            <button
              type="button"
              onClick={() => onChange(null)}
              className="absolute top-2 end-2 grid h-8 w-8 place-items-center rounded-full bg-white/90 text-stone-700 shadow hover:text-red-600"
              aria-label={t("common.imageInput.remove", { label })}
            >
              <X className="h-4 w-4" />
            </button>
          </>
        ) : (
          <label
            htmlFor={id}
            className="flex h-full cursor-pointer flex-col items-center justify-center gap-2 p-4 text-center text-sm text-stone-500 hover:text-brand-700"
          >
            <ImagePlus className="h-7 w-7" aria-hidden="true" />
            <span>{t("common.imageInput.choose")}</span>
          </label>
        )}
        <input
          id={id}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-label={label}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (!file) return;
            const result = await readImageFile(file);
            if ("problem" in result)
              toast.error(result.problem.title, { description: result.problem.description });
            else onChange(result.dataUrl);
          }}
        />
      </div>
    </div>
  );
}
