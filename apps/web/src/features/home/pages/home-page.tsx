import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { HydrateSeparately } from "@/lib/hydrate-separately.tsx";
import { SITE_DESCRIPTION } from "@/lib/site-identity.ts";
import { useSiteOrigin } from "@/lib/site-origin.tsx";
import { organizationJsonLd, webSiteJsonLd } from "@/lib/structured-data.ts";
import { CategoryGrid } from "../components/category-grid.tsx";
import { FeaturedStores } from "../components/featured-stores.tsx";
import { HeroSlideshow } from "../components/hero-slideshow.tsx";
import { PlatformPillars } from "../components/platform-pillars.tsx";
import { ProductSection } from "../components/product-section.tsx";
import { SellerCallToAction } from "../components/seller-call-to-action.tsx";
import { FEATURED_PRODUCTS, HOT_DEALS } from "../home-sections.ts";

/** The home page in the spec's order; each data section loads and fails on its own. */
export default function HomePage() {
  const origin = useSiteOrigin();
  return (
    <>
      <PageHead
        description={SITE_DESCRIPTION}
        path="/"
        structuredData={[organizationJsonLd(origin), webSiteJsonLd(origin)]}
      />
      <h1 className="sr-only">Hunarmand: handmade goods from women artisans of Pakistan</h1>
      <HeroSlideshow />
      <CategoryGrid />
      {/* Below the first screen: taken over by the browser as it comes near (see HydrateSeparately). */}
      <HydrateSeparately>
        <PlatformPillars />
      </HydrateSeparately>
      <HydrateSeparately>
        <ProductSection
          id="home-hot-deals"
          title="Hot Deals"
          subtitle="Handmade goods on sale for a limited time."
          filters={HOT_DEALS}
          what="today's hot deals"
          emptyMessage="No deals right now. Check back soon!"
          skeletonCount={4}
        />
      </HydrateSeparately>
      <HydrateSeparately>
        <ProductSection
          id="home-featured-products"
          title="Featured Products"
          subtitle="Fresh from our makers' workshops and kitchens."
          filters={FEATURED_PRODUCTS}
          what="the featured products"
          emptyMessage="No products yet. Our sellers are getting their first goods ready."
          skeletonCount={8}
          className="bg-brand-50/40"
          footer={
            <Link to="/AllProduct" className={buttonClasses("primary", "lg")}>
              View all products
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </Link>
          }
        />
      </HydrateSeparately>
      <HydrateSeparately>
        <FeaturedStores />
      </HydrateSeparately>
      <HydrateSeparately>
        <SellerCallToAction />
      </HydrateSeparately>
    </>
  );
}
