import { FULL_IMAGE_MAX_PX, THUMB_IMAGE_PX } from "@marketplace/shared/image-sizes";
import { ImageOff } from "lucide-react";
import { useState } from "react";
import { preload } from "react-dom";
import messages from "@/i18n/catalogs/en/common.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";

interface ProductImageProps {
  /** The full-size image (at most 1600 px a side). */
  src: string | undefined | null;
  /** The same image as a 400 px square, when there is one: offered to the browser next to `src`. */
  thumbnail?: string | null;
  alt: string;
  /**
   * How wide the image shows, as the `sizes` attribute ("(min-width: 768px) 33vw, 50vw"), so the
   * browser takes the thumbnail when it is sharp enough. Without it only `src` is used.
   */
  sizes?: string;
  /** The page's largest image (its LCP): fetched first and at once; every other image waits until near view. */
  priority?: boolean;
  /** The image's shape for the browser before it loads; a square unless the box is another shape. */
  width?: number;
  height?: number;
  /** "contain" shows the whole photo (the full-size viewer); "cover" fills the box, cropping. */
  fit?: "cover" | "contain";
  className?: string;
  draggable?: boolean;
}

/** `srcset` and `sizes` for a full image and its thumbnail; none when there is only one file to offer. */
export function productImageSources(
  src: string,
  thumbnail: string | null | undefined,
  sizes: string | undefined,
): { srcSet?: string; sizes?: string } {
  if (!thumbnail || thumbnail === src || !sizes) return {};
  return { srcSet: `${thumbnail} ${THUMB_IMAGE_PX}w, ${src} ${FULL_IMAGE_MAX_PX}w`, sizes };
}

/**
 * The one way a product image is shown: it fills a box the caller sizes (an aspect ratio or fixed
 * width and height), so nothing moves while it loads. "No image available" stands in when there is none or it fails to load.
 */
export function ProductImage({
  src,
  thumbnail,
  alt,
  sizes,
  priority = false,
  width = THUMB_IMAGE_PX,
  height = THUMB_IMAGE_PX,
  fit = "cover",
  className,
  draggable,
}: ProductImageProps) {
  const { t } = useT(messages);
  const [failed, setFailed] = useState(false);
  const sources = src ? productImageSources(src, thumbnail, sizes) : {};
  // Rendered on the server, this becomes a <link rel="preload"> in the head, so the browser
  // starts the LCP image before it reaches the <img>; on the client it is a no-op once loaded.
  if (priority && src) {
    preload(src, {
      as: "image",
      fetchPriority: "high",
      imageSrcSet: sources.srcSet,
      imageSizes: sources.sizes,
    });
  }
  if (!src || failed) {
    return (
      <div
        className={cn(
          "flex h-full w-full flex-col items-center justify-center gap-1 bg-stone-100 text-stone-400",
          className,
        )}
      >
        <ImageOff className="h-8 w-8" aria-hidden="true" />
        <span className="text-xs">{t("common.image.none")}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      {...sources}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
      draggable={draggable}
      onError={() => setFailed(true)}
      className={cn("h-full w-full", fit === "contain" ? "object-contain" : "object-cover", className)}
    />
  );
}
