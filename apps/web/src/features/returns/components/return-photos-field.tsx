import { MAX_RETURN_PHOTOS } from "@marketplace/shared/returns-contracts";
import { Camera, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import messages from "@/i18n/catalogs/en/returns.json";
import { useT } from "@/i18n/use-t.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { uploadReturnPhoto } from "../api/returns-api.ts";

interface ReturnPhotosFieldProps {
  value: string[];
  onChange(urls: string[]): void;
  token: string;
  onBusyChange(busy: boolean): void;
}

/** Up to 4 photos of the problem, each uploaded as soon as it is chosen (the server checks the bytes). */
export function ReturnPhotosField({ value, onChange, token, onBusyChange }: ReturnPhotosFieldProps) {
  const { t } = useT(messages);
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function add(files: File[]) {
    const room = MAX_RETURN_PHOTOS - value.length;
    if (room <= 0 || files.length === 0) return;
    setBusy(true);
    onBusyChange(true);
    setProblem(null);
    const added: string[] = [];
    try {
      for (const file of files.slice(0, room)) added.push(await uploadReturnPhoto(file, token));
    } catch (error) {
      setProblem(errorMessageOf(error));
    } finally {
      onChange([...value, ...added]);
      setBusy(false);
      onBusyChange(false);
    }
  }

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">{t("returns.ask.photos")}</legend>
      <p className="text-sm text-stone-600">{t("returns.ask.photosHint")}</p>
      <ul className="flex flex-wrap gap-2">
        {value.map((url, index) => (
          <li key={url} className="relative">
            <img
              src={url}
              alt={t("returns.summary.photoAlt", { position: index + 1 })}
              className="h-20 w-20 rounded-lg object-cover ring-1 ring-stone-200"
            />
            <Button
              variant="secondary"
              size="icon"
              className="absolute -end-2 -top-2 rounded-full"
              aria-label={t("returns.ask.removePhoto", { position: index + 1 })}
              onClick={() => onChange(value.filter((u) => u !== url))}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {value.length < MAX_RETURN_PHOTOS && (
        <label
          htmlFor={inputId}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-4 text-sm font-medium text-brand-800 ring-1 ring-brand-200 ring-inset focus-within:ring-2 focus-within:ring-brand-600 hover:bg-brand-50"
        >
          <Camera className="h-4 w-4" aria-hidden="true" />
          {busy ? t("returns.ask.uploading") : t("returns.ask.addPhotos")}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            disabled={busy}
            className="sr-only"
            onChange={(event) => {
              void add([...(event.target.files ?? [])]);
              event.target.value = "";
            }}
          />
        </label>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
