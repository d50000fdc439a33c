import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import type { Upload } from "../use-image-uploads.ts";

/** A photo still uploading: its preview, dimmed, with a progress bar. */
export function UploadTile({ upload: u }: { upload: Upload }) {
  const { t, locale } = useT(messages);
  return (
    <li className="relative aspect-square overflow-hidden rounded-xl bg-stone-100 ring-1 ring-stone-200">
      <img src={u.preview} alt="" className="h-full w-full object-cover opacity-60" />
      <div className="absolute inset-x-2 bottom-2 space-y-1">
        <div
          role="progressbar"
          aria-label={t("dashboard.images.uploadingLabel", { name: u.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(u.progress * 100)}
          className="h-2 overflow-hidden rounded-full bg-white/80"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width]"
            style={{ width: `${Math.round(u.progress * 100)}%` }}
          />
        </div>
        <p className="truncate text-[10px] font-semibold text-stone-800">
          {new Intl.NumberFormat(locale, { style: "percent" }).format(Math.round(u.progress * 100) / 100)}
        </p>
      </div>
    </li>
  );
}
