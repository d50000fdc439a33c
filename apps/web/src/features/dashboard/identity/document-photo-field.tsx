import { sniffImageKind } from "@marketplace/shared/image-sniff";
import { MAX_KYC_DOCUMENT_BYTES } from "@marketplace/shared/kyc-contracts";
import { Camera, IdCard } from "lucide-react";
import { useId, useState } from "react";
import { Spinner } from "@/components/ui/spinner.tsx";
import messages from "@/i18n/catalogs/en/kyc.json";
import { useT } from "@/i18n/use-t.ts";
import { compressPhoto } from "@/lib/offline/compress-photo.ts";

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("empty"));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });

type Problem = "kyc.form.photoUnreadable" | "kyc.form.photoTooLarge";

/**
 * A chosen photo of the card as the data URL the API takes: made small on the phone (at most 300 KB,
 * upright, without its EXIF, as product photos are: issue 32), or, when the browser cannot draw it,
 * sent as chosen if it is a JPEG, PNG or WebP of at most 5 MB (the server checks it again).
 */
export async function cardPhotoDataUrl(file: File, name: string): Promise<string | Problem> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!sniffImageKind(head)) return "kyc.form.photoUnreadable";
  try {
    return await readAsDataUrl(await compressPhoto(file, name));
  } catch {
    if (file.size > MAX_KYC_DOCUMENT_BYTES) return "kyc.form.photoTooLarge";
    return readAsDataUrl(file).catch((): Problem => "kyc.form.photoUnreadable");
  }
}

/**
 * One side of the CNIC: the photo on file (through its short-lived link) or the one just chosen,
 * and a button to choose or take another (the phone offers its camera). Its problem shows under it.
 */
export function DocumentPhotoField({
  label,
  name,
  onFile,
  value,
  onChange,
  error,
}: {
  label: string;
  /** The file's name when it is sent ("cnic-front"). */
  name: string;
  /** The signed link to the photo she sent before, if any. */
  onFile: string | null;
  /** The photo chosen now, as a data URL. */
  value: string | undefined;
  onChange: (dataUrl: string) => void;
  error?: string;
}) {
  const { t } = useT(messages);
  const id = useId();
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const shown = value ?? onFile;
  const message = problem ? t(problem) : error;
  return (
    <div className="space-y-1.5">
      <span id={`${id}-label`} className="block text-sm font-medium text-stone-800">
        {label}
        <span aria-hidden="true" className="text-brand-700">
          {" "}
          *
        </span>
      </span>
      <div className="grid aspect-[1.6] place-items-center overflow-hidden rounded-2xl border-2 border-dashed border-stone-300 bg-stone-50">
        {preparing ? (
          <span role="status" className="flex items-center gap-2 text-sm text-stone-600">
            <Spinner size="md" /> {t("kyc.form.preparing")}
          </span>
        ) : shown ? (
          <img
            src={shown}
            alt={value ? t("kyc.form.chosenAlt", { side: label }) : t("kyc.form.onFileAlt", { side: label })}
            className="h-full w-full object-contain"
          />
        ) : (
          <IdCard className="h-10 w-10 text-stone-400" aria-hidden="true" />
        )}
      </div>
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl bg-white px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
      >
        <Camera className="h-4 w-4" aria-hidden="true" />
        {shown ? t("kyc.form.replace") : t("kyc.form.choose")}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          aria-labelledby={`${id}-label`}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (!file) return;
            setPreparing(true);
            setProblem(null);
            const result = await cardPhotoDataUrl(file, name);
            setPreparing(false);
            if (result.startsWith("data:")) onChange(result);
            else setProblem(result as Problem);
          }}
        />
      </label>
      {message && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
