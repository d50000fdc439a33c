import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import commonMessages from "@/i18n/catalogs/en/common.json";
import messages from "@/i18n/catalogs/en/home.json";
import { useT } from "@/i18n/use-t.ts";
import { HydrateSeparately } from "@/lib/hydrate-separately.tsx";
import { useSiteOrigin } from "@/lib/site-origin.tsx";
import { organizationJsonLd, webSiteJsonLd } from "@/lib/structured-data.ts";
import { CampaignBanner } from "../components/campaign-banner.tsx";
import { CategoryGrid } from "../components/category-grid.tsx";
import { FeaturedStores } from "../components/featured-stores.tsx";
import { HeroSlideshow } from "../components/hero-slideshow.tsx";
import { HomeSearch } from "../components/home-search.tsx";
import { PlatformPillars } from "../components/platform-pillars.tsx";
import { ProductSection } from "../components/product-section.tsx";
import { SellerCallToAction } from "../components/seller-call-to-action.tsx";
import { FEATURED_COUNT, FEATURED_PRODUCTS, HOT_DEALS } from "../home-sections.ts";

/**
 * The home page in the spec's order; each data section loads and fails on its own. On a phone the
 * first screen is search and goods (issue 34, item 6): the slideshow, a call to sellers, is left out,
 * and the pillars, the stores and the call to sellers follow the products (CSS order; none of them
 * holds a link before the products' own, so the keyboard's order still reads top to bottom).
 */
export default function HomePage() {
  const { t } = useT(messages);
  const common = useT(commonMessages);
  const origin = useSiteOrigin();
  return (
    <>
      <PageHead
        description={common.t("common.site.description")}
        path="/"
        structuredData={[organizationJsonLd(origin), webSiteJsonLd(origin)]}
      />
      <h1 className="sr-only">{t("home.page.heading")}</h1>
      <div className="flex flex-col">
        <HomeSearch />
        <CampaignBanner />
        <div className="hidden sm:block">
          <HeroSlideshow />
        </div>
        <CategoryGrid />
        {/* Below the first screen: taken over by the browser as it comes near (see HydrateSeparately). */}
        <div className="order-1 sm:order-none">
          <HydrateSeparately>
            <PlatformPillars />
          </HydrateSeparately>
        </div>
        <HydrateSeparately>
          <ProductSection
            id="home-hot-deals"
            title={t("home.hotDeals.title")}
            subtitle={t("home.hotDeals.subtitle")}
            filters={HOT_DEALS}
            // On a phone this is the first screen's row of goods (decision 0056), its largest paint.
            priorityCards={2}
            loadingLabel={t("home.hotDeals.loading")}
            errorMessage={t("home.hotDeals.error")}
            emptyMessage={t("home.hotDeals.empty")}
            skeletonCount={4}
          />
        </HydrateSeparately>
        <HydrateSeparately>
          <ProductSection
            id="home-featured-products"
            title={t("home.featured.title")}
            subtitle={t("home.featured.subtitle")}
            filters={FEATURED_PRODUCTS}
            without={HOT_DEALS}
            limit={FEATURED_COUNT}
            loadingLabel={t("home.featured.loading")}
            errorMessage={t("home.featured.error")}
            emptyMessage={t("home.featured.empty")}
            skeletonCount={8}
            className="bg-brand-50/40"
            footer={
              <Link to="/AllProduct" className={buttonClasses("primary", "lg")}>
                {t("home.featured.viewAll")}
                <ArrowRight className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
              </Link>
            }
          />
        </HydrateSeparately>
        <div className="order-2 sm:order-none">
          <HydrateSeparately>
            <FeaturedStores />
          </HydrateSeparately>
          <HydrateSeparately>
            <SellerCallToAction />
          </HydrateSeparately>
        </div>
      </div>
    </>
  );
}
