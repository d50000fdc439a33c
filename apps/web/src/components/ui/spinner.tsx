import { cn } from "@/lib/cn.ts";

const SIZES = { sm: "h-4 w-4", md: "h-5 w-5", lg: "h-6 w-6", xl: "h-8 w-8" } as const;

/** A decorative spinner; pair it with text (or role="status") that says what is loading. */
export function Spinner({ size = "lg", className }: { size?: keyof typeof SIZES; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-block animate-spin rounded-full border-2 border-current border-t-transparent",
        SIZES[size],
        className,
      )}
    />
  );
}
