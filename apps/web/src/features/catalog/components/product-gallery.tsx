import { ZoomIn } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import { ProductImage } from "@/components/ui/product-image.tsx";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { lazyPart, OnceOpened } from "@/lib/lazy-part.tsx";

/** The full-size photos (with Radix's dialog) are fetched when idle or opened, not with the page. */
const { Part: ProductImageViewer, preload: preloadImageViewer } = lazyPart(() =>
  import("./product-image-viewer.tsx").then((module) => module.ProductImageViewer),
);

interface ProductGalleryProps {
  name: string;
  /** Full-size images. */
  images: string[];
  /** The small version of each image, same order; falls back to the full one. */
  thumbnails: string[];
  /** Badges laid over the main image (discount, wishlist). */
  overlay?: ReactNode;
  /**
   * An image to bring to the front when it changes (the picture of the variant chosen); the
   * thumbnails stay, and the buyer can still look at the others.
   */
  shown?: string | null;
}

/** The main image is the page's full width on a phone, half of the 72rem page from `md`. */
const MAIN_IMAGE_SIZES = "(min-width: 1152px) 552px, (min-width: 768px) 50vw, 100vw";

/**
 * The main image and a row of thumbnails; arrow keys move between thumbnails. A tap or click on the
 * main image opens the full-size photos, and the one last seen there stays selected after closing.
 */
export function ProductGallery({ name, images, thumbnails, overlay, shown = null }: ProductGalleryProps) {
  const [selected, setSelected] = useState(() => Math.max(0, shown ? images.indexOf(shown) : 0));
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    // A new choice brings its picture to the front (set while rendering: no flash of the old one).
    setLastShown(shown);
    const at = shown ? images.indexOf(shown) : -1;
    if (at >= 0) setSelected(at);
  }
  const [zoomed, setZoomed] = useState(false);
  const { t } = useT(messages);
  const count = images.length;
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const current = Math.min(selected, Math.max(0, images.length - 1));

  const onKeyDown = (event: KeyboardEvent) => {
    // The row runs right to left in Urdu: the arrow pointing towards the row's end goes forward.
    const forward = getComputedStyle(event.currentTarget).direction === "rtl" ? "ArrowLeft" : "ArrowRight";
    const back = forward === "ArrowLeft" ? "ArrowRight" : "ArrowLeft";
    const step = event.key === forward ? 1 : event.key === back ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (current + step + images.length) % images.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="space-y-3">
      <div className="relative aspect-square overflow-hidden rounded-3xl bg-stone-100 ring-1 ring-stone-200">
        {images.length > 0 ? (
          <>
            <button
              type="button"
              aria-label={
                count > 1
                  ? t("catalog.gallery.openOf", { index: current + 1, count })
                  : t("catalog.gallery.openOne")
              }
              aria-haspopup="dialog"
              aria-expanded={zoomed}
              onClick={() => setZoomed(true)}
              className="group block h-full w-full cursor-zoom-in"
            >
              <ProductImage
                key={images[current]}
                src={images[current]}
                thumbnail={thumbnails[current]}
                sizes={MAIN_IMAGE_SIZES}
                alt={count > 1 ? t("catalog.gallery.alt", { name, index: current + 1, count }) : name}
                // The product page's largest paint is its first photo.
                priority
              />
              <span
                aria-hidden="true"
                className="absolute bottom-3 start-3 grid h-10 w-10 place-items-center rounded-full bg-white/90 text-stone-700 shadow transition group-hover:scale-110"
              >
                <ZoomIn className="h-5 w-5" />
              </span>
            </button>
            <OnceOpened open={zoomed} preload={preloadImageViewer}>
              <ProductImageViewer
                open={zoomed}
                onOpenChange={setZoomed}
                name={name}
                images={images}
                index={current}
                onIndexChange={setSelected}
              />
            </OnceOpened>
          </>
        ) : (
          <ProductImage src={undefined} alt={name} />
        )}
        {overlay}
      </div>
      {images.length > 1 && (
        <ul aria-label={t("catalog.gallery.images")} className="flex gap-2 overflow-x-auto p-1">
          {images.map((image, index) => (
            <li key={image} className="shrink-0">
              <button
                ref={(node) => {
                  buttons.current[index] = node;
                }}
                type="button"
                onClick={() => setSelected(index)}
                onKeyDown={onKeyDown}
                aria-label={t("catalog.gallery.show", { index: index + 1, count })}
                aria-pressed={index === current}
                className={cn(
                  "h-20 w-20 shrink-0 overflow-hidden rounded-xl bg-stone-100 ring-2 transition",
                  index === current ? "ring-brand-600" : "ring-transparent hover:ring-stone-300",
                )}
              >
                <ProductImage src={image} thumbnail={thumbnails[index]} sizes="80px" alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
