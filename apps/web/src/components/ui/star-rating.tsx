import { Star } from "lucide-react";
import messages from "@/i18n/catalogs/en/common.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";

interface StarRatingProps {
  /** The average, 0 to 5; 0 with no reviews shows "No reviews yet". */
  rating: number;
  reviewCount?: number;
  size?: "sm" | "md";
  className?: string;
}

const oneDecimalFormats = new Map<string, Intl.NumberFormat>();
/** "4.5": built once a language and kept, since a list of cards shows dozens of ratings. */
function oneDecimal(locale: string): Intl.NumberFormat {
  let format = oneDecimalFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    oneDecimalFormats.set(locale, format);
  }
  return format;
}

/** Real ratings only: the average of reviews, or "No reviews yet" (never the first client's fixed 4.8). */
export function StarRating({ rating, reviewCount, size = "sm", className }: StarRatingProps) {
  const { t, locale } = useT(messages);
  const starSize = size === "sm" ? "h-3.5 w-3.5" : "h-5 w-5";
  if (!rating || reviewCount === 0) {
    return <span className={cn("text-xs text-stone-600", className)}>{t("common.rating.none")}</span>;
  }
  const rounded = Math.round(rating);
  const average = oneDecimal(locale).format(rating);
  return (
    <span className={cn("inline-flex items-center gap-1", className)}>
      <span className="flex" role="img" aria-label={t("common.rating.label", { rating: average })}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            aria-hidden="true"
            className={cn(starSize, n <= rounded ? "fill-accent-400 text-accent-400" : "text-stone-300")}
          />
        ))}
      </span>
      <span className="text-xs text-stone-600">
        {reviewCount === undefined
          ? `(${average})`
          : t("common.rating.withCount", { rating: average, count: reviewCount })}
      </span>
    </span>
  );
}

/** The big average beside its stars, at the head of a list of reviews; nothing before the first. */
export function RatingSummary({ average, count }: { average: number; count: number }) {
  const { locale } = useT(messages);
  if (count === 0) return null;
  return (
    <div className="flex items-center gap-3">
      <span className="text-3xl font-bold text-stone-900">{oneDecimal(locale).format(average)}</span>
      <StarRating rating={average} reviewCount={count} size="md" />
    </div>
  );
}
