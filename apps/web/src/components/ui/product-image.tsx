import { ImageOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { cn } from "@/lib/cn.ts";

interface ProductImageProps extends Omit<ComponentProps<"img">, "src" | "onError"> {
  src: string | undefined | null;
  alt: string;
}

/**
 * An image that shows "No image available" when there is none or it fails to load. Lazy and async
 * by default; give it a sized box (aspect ratio) so the layout does not jump while it loads.
 */
export function ProductImage({ src, alt, className, loading = "lazy", ...rest }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        className={cn(
          "flex h-full w-full flex-col items-center justify-center gap-1 bg-stone-100 text-stone-400",
          className,
        )}
      >
        <ImageOff className="h-8 w-8" aria-hidden="true" />
        <span className="text-xs">No image available</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn("h-full w-full object-cover", className)}
      {...rest}
    />
  );
}
