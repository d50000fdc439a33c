import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import { ProductImage } from "@/components/ui/product-image.tsx";
import { cn } from "@/lib/cn.ts";

interface ProductGalleryProps {
  name: string;
  /** Full-size images. */
  images: string[];
  /** The small version of each image, same order; falls back to the full one. */
  thumbnails: string[];
  /** Badges laid over the main image (discount, wishlist). */
  overlay?: ReactNode;
}

/** The main image and a row of thumbnails; arrow keys move between thumbnails. */
export function ProductGallery({ name, images, thumbnails, overlay }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const current = Math.min(selected, Math.max(0, images.length - 1));

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (current + step + images.length) % images.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="space-y-3">
      <div className="relative aspect-square overflow-hidden rounded-3xl bg-stone-100 ring-1 ring-stone-200">
        <ProductImage
          key={images[current]}
          src={images[current]}
          alt={images.length > 1 ? `${name}, image ${current + 1} of ${images.length}` : name}
          width={800}
          height={800}
          loading="eager"
        />
        {overlay}
      </div>
      {images.length > 1 && (
        <ul aria-label="Product images" className="flex gap-2 overflow-x-auto p-1">
          {images.map((image, index) => (
            <li key={image} className="shrink-0">
              <button
                ref={(node) => {
                  buttons.current[index] = node;
                }}
                type="button"
                onClick={() => setSelected(index)}
                onKeyDown={onKeyDown}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === current}
                className={cn(
                  "h-20 w-20 shrink-0 overflow-hidden rounded-xl bg-stone-100 ring-2 transition",
                  index === current ? "ring-brand-600" : "ring-transparent hover:ring-stone-300",
                )}
              >
                <ProductImage src={thumbnails[index] ?? image} alt="" width={80} height={80} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
