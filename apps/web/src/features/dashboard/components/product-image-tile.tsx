import { ChevronLeft, ChevronRight, CloudOff, Star, X } from "lucide-react";
import type { ReactNode } from "react";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";

interface ProductImageTileProps {
  url: string;
  index: number;
  count: number;
  onRemove: () => void;
  /** Moves this image to another position (0 is the cover). */
  onMove: (to: number) => void;
  /** Said on the photo, e.g. that it is kept on the phone until the connection returns. */
  note?: string;
}

/**
 * One of the product's images: Cover marked, with remove, move earlier or later, and make-cover
 * buttons. Earlier is towards the start of the line: left in English, right in Urdu (the arrows flip).
 */
export function ProductImageTile({ url, index, count, onRemove, onMove, note }: ProductImageTileProps) {
  const first = index === 0;
  const last = index === count - 1;
  const { t, locale } = useT(messages);
  const n = new Intl.NumberFormat(locale).format(index + 1);
  return (
    <li className="flex flex-col gap-1">
      <div className="relative aspect-square overflow-hidden rounded-xl bg-stone-100 ring-1 ring-stone-200">
        <img
          src={url}
          alt={t("dashboard.images.alt", { n })}
          width={160}
          height={160}
          loading="lazy"
          className="h-full w-full object-cover"
        />
        {note && (
          <span className="absolute inset-x-1 top-1 me-9 flex items-center gap-1 rounded-md bg-sky-50/95 px-1.5 py-0.5 text-[10px] font-semibold text-sky-900">
            <CloudOff className="h-3 w-3 shrink-0" aria-hidden="true" />
            {note}
          </span>
        )}
        {first && (
          <span className="absolute bottom-1 start-1 rounded-full bg-white/90 px-2 py-0.5 text-[10px] font-semibold text-stone-700">
            {t("dashboard.images.cover")}
          </span>
        )}
        <button
          type="button"
          onClick={onRemove}
          className="absolute top-1 end-1 grid h-8 w-8 place-items-center rounded-full bg-white/90 text-stone-700 shadow hover:text-red-600"
          aria-label={t("dashboard.images.remove", { n })}
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      {count > 1 && (
        // aria-disabled rather than disabled: the pressed button keeps the focus when its photo
        // reaches an end, so the keyboard can go on moving it.
        <div className="flex justify-between">
          <ImageMoveButton
            label={t("dashboard.images.moveEarlier", { n })}
            unavailable={first}
            onClick={() => onMove(index - 1)}
          >
            <ChevronLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          </ImageMoveButton>
          <ImageMoveButton
            label={t(first ? "dashboard.images.isCover" : "dashboard.images.makeCover", { n })}
            unavailable={first}
            onClick={() => onMove(0)}
          >
            <Star className={first ? "h-4 w-4 fill-current" : "h-4 w-4"} aria-hidden="true" />
          </ImageMoveButton>
          <ImageMoveButton
            label={t("dashboard.images.moveLater", { n })}
            unavailable={last}
            onClick={() => onMove(index + 1)}
          >
            <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          </ImageMoveButton>
        </div>
      )}
    </li>
  );
}

function ImageMoveButton({
  label,
  unavailable,
  onClick,
  children,
}: {
  label: string;
  unavailable: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={unavailable || undefined}
      onClick={unavailable ? undefined : onClick}
      className="grid h-8 w-8 place-items-center rounded-full text-stone-700 ring-1 ring-stone-200 hover:bg-brand-50 hover:text-brand-800 aria-disabled:cursor-default aria-disabled:text-stone-300 aria-disabled:hover:bg-transparent"
    >
      {children}
    </button>
  );
}
