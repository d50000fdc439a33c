import type { ReactNode } from "react";
import { StarRating } from "@/components/ui/star-rating.tsx";
import { useLanguage } from "@/i18n/use-t.ts";
import { formatDate } from "@/lib/format-date.ts";

/** What every shown review has: who wrote it, when, the stars and the words, if any. */
export interface ShownReview {
  _id: string;
  author: string;
  createdAt: string;
  rating: number;
  comment?: string | null;
}

/**
 * One buyer's review in a list, as the product page and the store page show it: her name and the
 * date, the stars, then `about` (what she bought, a line each page words its own way) and her words.
 */
export function ReviewItem({ review, about }: { review: ShownReview; about?: ReactNode }) {
  const language = useLanguage();
  return (
    <li className="py-5 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-stone-900">{review.author}</p>
        <time dateTime={review.createdAt} className="text-sm text-stone-500">
          {formatDate(review.createdAt, { language })}
        </time>
      </div>
      <StarRating rating={review.rating} className="mt-1" />
      {about && <p className="mt-1 text-sm text-stone-600">{about}</p>}
      {review.comment && (
        <p dir="auto" className="mt-2 whitespace-pre-line text-stone-700">
          {review.comment}
        </p>
      )}
    </li>
  );
}
