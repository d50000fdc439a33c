import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useRef } from "react";
import { DialogClose, DialogPanel, DialogRoot, DialogTitle } from "@/components/ui/dialog.tsx";
import { ProductImage } from "@/components/ui/product-image.tsx";
import messages from "@/i18n/catalogs/en/catalog.json";
import zoomMessages from "@/i18n/catalogs/en/shopfront.json";
import { useT } from "@/i18n/use-t.ts";
import { usePinchZoom } from "./pinch-zoom.ts";

/** A finger (or mouse) moved at least this far sideways is a swipe to the next or previous photo. */
const SWIPE_PX = 40;

interface ProductImageViewerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  /** Full-size images. */
  images: string[];
  index: number;
  onIndexChange: (index: number) => void;
}

/**
 * The full-size photos over the whole screen: swipe, the arrow keys or the arrow buttons move
 * between them, Escape or Close shut it and the focus goes back on the photo that opened it. Two
 * fingers zoom (`usePinchZoom`), as do a double tap and the + and − keys; a zoomed photo is dragged
 * with one finger instead of swiped away.
 */
export function ProductImageViewer({
  open,
  onOpenChange,
  name,
  images,
  index,
  onIndexChange,
}: ProductImageViewerProps) {
  const { t } = useT(messages);
  const zoomWords = useT(zoomMessages);
  const several = images.length > 1;
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const zoom = usePinchZoom();
  const go = (step: number) => {
    zoom.reset();
    onIndexChange((index + step + images.length) % images.length);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const zoomKey = { "+": 1.5, "=": 1.5, "-": 1 / 1.5 }[event.key];
    if (zoomKey && stage.current) {
      zoom.zoomBy(zoomKey, stage.current);
      event.preventDefault();
      return;
    }
    if (!several) return;
    // "Next" sits at the end of the screen, on the left in Urdu: the arrow key pointing there goes on.
    const forward = getComputedStyle(event.currentTarget).direction === "rtl" ? "ArrowLeft" : "ArrowRight";
    if (event.key === forward) go(1);
    else if (event.key === "ArrowLeft" || event.key === "ArrowRight") go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    zoom.handlers.onPointerDown(event);
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    zoom.handlers.onPointerUp(event);
    const start = swipeStart.current;
    swipeStart.current = null;
    // A pinch, or a drag of a zoomed photo, is not a swipe to the next one.
    if (!start || !several || zoom.zoomed || zoom.pinched()) return;
    // A swipe towards the start brings the next photo: leftwards in English, rightwards in Urdu.
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const dx = (event.clientX - start.x) * (rtl ? -1 : 1);
    // Mostly sideways, so a slightly slanted vertical drag is not taken for a swipe.
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) go(dx < 0 ? 1 : -1);
  };

  const arrow =
    "absolute top-1/2 grid h-12 w-12 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-stone-900 shadow-lg hover:bg-white";
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogPanel onKeyDown={onKeyDown} described={false} overlay="dark" className="inset-0 flex flex-col">
        <div className="flex items-center justify-between gap-3 px-4 py-3 text-white">
          <DialogTitle dir="auto" className="min-w-0 truncate text-sm font-semibold sm:text-base">
            {name}
            {several && (
              <span className="ms-2 font-normal text-stone-300">
                {index + 1} / {images.length}
              </span>
            )}
          </DialogTitle>
          <DialogClose
            aria-label={t("catalog.gallery.close")}
            className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-white/10 hover:bg-white/20"
          >
            <X className="h-6 w-6" aria-hidden="true" />
          </DialogClose>
        </div>
        <div
          ref={stage}
          data-testid="image-viewer-stage"
          onPointerDown={onPointerDown}
          onPointerMove={zoom.handlers.onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={(event) => {
            zoom.handlers.onPointerCancel(event);
            swipeStart.current = null;
          }}
          className="relative min-h-0 flex-1 touch-none overflow-hidden select-none"
        >
          <div
            data-testid="image-viewer-zoom"
            className="h-full w-full transition-transform duration-75 motion-reduce:transition-none"
            style={{ transform: `translate(${zoom.view.x}px, ${zoom.view.y}px) scale(${zoom.view.scale})` }}
          >
            <ProductImage
              key={images[index]}
              src={images[index]}
              alt={
                several ? t("catalog.gallery.alt", { name, index: index + 1, count: images.length }) : name
              }
              // Asked for by a tap, so it is wanted now, not when scrolled near.
              priority
              draggable={false}
              fit="contain"
            />
          </div>
          {several && (
            <>
              <button
                type="button"
                onClick={() => go(-1)}
                aria-label={t("catalog.gallery.previous")}
                className={`${arrow} start-3`}
              >
                <ChevronLeft className="h-6 w-6 rtl:-scale-x-100" aria-hidden="true" />
              </button>
              <button
                type="button"
                onClick={() => go(1)}
                aria-label={t("catalog.gallery.next")}
                className={`${arrow} end-3`}
              >
                <ChevronRight className="h-6 w-6 rtl:-scale-x-100" aria-hidden="true" />
              </button>
            </>
          )}
        </div>
        <p className="px-4 py-3 text-center text-xs text-stone-300">
          {several && `${t("catalog.gallery.hint")} `}
          {zoomWords.t("shopfront.zoom.hint")}
        </p>
      </DialogPanel>
    </DialogRoot>
  );
}
