import { storeCity } from "@marketplace/shared/delivery-estimate";
import { useQuery } from "@tanstack/react-query";
import { MapPin, Store as StoreIcon } from "lucide-react";
import { Link } from "react-router";
import { StorePolicies } from "@/components/store-policies.tsx";
import { StarRating } from "@/components/ui/star-rating.tsx";
import { VerifiedBadge, VerifiedMeaning } from "@/components/verified-badge.tsx";
import { useBuyerCity } from "@/features/orders/api/buyer-city.ts";
import { type StoreDetails, storeCardQuery } from "@/features/stores/api/stores-api.ts";
import messages from "@/i18n/catalogs/en/shopfront.json";
import { useT } from "@/i18n/use-t.ts";
import { storePath } from "@/lib/app-paths.ts";
import type { Product } from "../api/products-api.ts";

/**
 * Below the product: who makes it and what buying from her means (issue 34, item 7). A seller card
 * (the store's name, rating over all its reviews, city, "Verified" with its meaning, and a link to
 * the rest of her goods) and the store's delivery and returns, with the days to the buyer's city
 * when she is signed in and has ordered before. The store is read with the product on the server;
 * this part's code comes after the page's own (a lazy import), as nothing in it needs code to show.
 */
export default function ProductStoreCard({ store: ref }: { store: Product["store_id"] }) {
  const query = useQuery(storeCardQuery(ref.slug || ref._id));
  return query.data ? <SellerCard store={query.data} /> : null;
}

/** The card itself; the buyer's orders are read for her city only once there is a card to show. */
function SellerCard({ store }: { store: StoreDetails }) {
  const { t } = useT(messages);
  const buyerCity = useBuyerCity();
  const city = storeCity(store.location);

  return (
    <div className="grid gap-5 rounded-2xl bg-stone-100/70 p-4">
      <section aria-labelledby="seller-card-heading" className="min-w-0 space-y-2">
        <h2 id="seller-card-heading" className="text-sm font-medium text-stone-600">
          {t("shopfront.seller.heading")}
        </h2>
        <p className="flex flex-wrap items-center gap-2">
          <StoreIcon className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
          <span className="min-w-0 font-semibold break-words text-stone-900">{store.name}</span>
          {store.verified && <VerifiedBadge />}
        </p>
        <StarRating rating={store.rating.average} reviewCount={store.rating.count} />
        {city && (
          <p className="flex items-center gap-1.5 text-sm text-stone-700">
            <MapPin className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span className="sr-only">{t("shopfront.seller.location")} </span>
            {store.location}
          </p>
        )}
        {store.verified && <VerifiedMeaning />}
        <Link
          to={storePath(store)}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {t("shopfront.seller.more")}
        </Link>
      </section>
      <StorePolicies store={store} buyerCity={buyerCity} withCost={false} className="min-w-0" />
    </div>
  );
}
