import { MessageSquareText } from "lucide-react";
import { useState } from "react";
import { ReviewItem } from "@/components/review-item.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { RatingSummary } from "@/components/ui/star-rating.tsx";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useT } from "@/i18n/use-t.ts";
import { useVariantWords } from "@/i18n/use-variant-words.ts";
import { useProductReviews } from "../api/products-api.ts";
import { PaginationNav } from "./pagination-nav.tsx";

/** What buyers said: the average, how many, and the reviews newest first, page by page. */
export function ProductReviews({ productId }: { productId: string }) {
  const [page, setPage] = useState(1);
  const { t } = useT(messages);
  const query = useProductReviews(productId, page);
  const variantWords = useVariantWords();
  const data = query.data;

  return (
    <section
      aria-labelledby="reviews-heading"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-heading" className="font-display text-2xl font-bold text-stone-900">
          {t("catalog.reviews.title")}
        </h2>
        {data && <RatingSummary average={data.averageRating} count={data.reviewCount} />}
      </div>

      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 py-8 text-stone-600">
          <Spinner size="md" className="text-brand-700" /> {t("catalog.reviews.loading")}
        </p>
      ) : query.isError && !data ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 py-8 text-stone-700">
          {t("catalog.reviews.loadError")}
          <Button variant="secondary" size="sm" onClick={() => query.refetch()} loading={query.isFetching}>
            {t("catalog.reviews.retry")}
          </Button>
        </div>
      ) : data && data.reviews.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-10 text-center text-stone-600">
          <MessageSquareText className="h-8 w-8 text-stone-400" aria-hidden="true" />
          <p className="font-medium text-stone-800">{t("catalog.reviews.emptyTitle")}</p>
          <p className="text-sm">{t("catalog.reviews.emptyMessage")}</p>
        </div>
      ) : (
        data && (
          <>
            <ul className="mt-6 divide-y divide-stone-200" aria-busy={query.isFetching || undefined}>
              {data.reviews.map((review) => (
                <ReviewItem
                  key={review._id}
                  review={review}
                  about={
                    review.variant &&
                    t("catalog.reviews.bought", { variant: variantWords.variant(review.variant) })
                  }
                />
              ))}
            </ul>
            <div className="mt-4">
              <PaginationNav
                page={data.pagination.current_page}
                totalPages={data.pagination.total_pages}
                label={t("catalog.reviews.pages")}
                onSelect={setPage}
              />
            </div>
          </>
        )
      )}
    </section>
  );
}
