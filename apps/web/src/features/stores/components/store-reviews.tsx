import { MessageSquareText } from "lucide-react";
import { Link } from "react-router";
import { ReviewItem } from "@/components/review-item.tsx";
import { StorePolicies } from "@/components/store-policies.tsx";
import { RatingSummary } from "@/components/ui/star-rating.tsx";
import { useBuyerCity } from "@/features/orders/api/buyer-city.ts";
import catalogMessages from "@/i18n/catalogs/en/catalog.json";
import messages from "@/i18n/catalogs/en/shopfront.json";
import { useT } from "@/i18n/use-t.ts";
import { useVariantWords } from "@/i18n/use-variant-words.ts";
import { productPath } from "@/lib/app-paths.ts";
import type { StoreDetails } from "../api/stores-api.ts";

/**
 * The store page's last part (issue 34, item 8): what buyers said of its products (the rating over
 * all of them and the newest reviews, each naming the product and the size bought) and the store's
 * delivery and returns. Rendered on the server with the page; its code comes after the page's own (a
 * lazy import), as nothing here needs code to be read.
 */
export default function StoreReviews({ store }: { store: StoreDetails }) {
  const { t } = useT(messages);
  const catalog = useT(catalogMessages);
  const variantWords = useVariantWords();
  const buyerCity = useBuyerCity();
  const { rating, recentReviews } = store;

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <section
        aria-labelledby="store-reviews-heading"
        className="min-w-0 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80 sm:p-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="store-reviews-heading" className="font-display text-2xl font-bold text-stone-900">
              {t("shopfront.reviews.heading")}
            </h2>
            <p className="text-sm text-stone-600">{t("shopfront.reviews.summary")}</p>
          </div>
          <RatingSummary average={rating.average} count={rating.count} />
        </div>
        {recentReviews.length === 0 ? (
          <p className="mt-6 flex items-center gap-2 text-stone-600">
            <MessageSquareText className="h-6 w-6 shrink-0 text-stone-400" aria-hidden="true" />
            {t("shopfront.reviews.empty")}
          </p>
        ) : (
          <ul className="mt-6 divide-y divide-stone-200">
            {recentReviews.map((review) => (
              <ReviewItem
                key={review._id}
                review={review}
                about={
                  <>
                    <Link
                      to={productPath(review.product._id)}
                      className="font-medium text-brand-800 underline-offset-4 hover:underline"
                    >
                      {t("shopfront.reviews.about", { product: `\u2068${review.product.name}\u2069` })}
                    </Link>
                    {review.variant && (
                      <>
                        {" · "}
                        {catalog.t("catalog.reviews.bought", {
                          variant: variantWords.variant(review.variant),
                        })}
                      </>
                    )}
                  </>
                }
              />
            ))}
          </ul>
        )}
      </section>
      <StorePolicies
        store={store}
        buyerCity={buyerCity}
        className="h-fit min-w-0 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80 sm:p-8"
      />
    </div>
  );
}
