import { CATEGORIES, type Category, findCategory } from "@marketplace/shared/categories";
import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { Breadcrumb } from "@/components/ui/breadcrumb.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/catalog.json";
import filterMessages from "@/i18n/catalogs/en/filters.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { categoryPath } from "@/lib/app-paths.ts";
import { cn } from "@/lib/cn.ts";
import { categoryDescription } from "@/lib/page-descriptions.ts";
import { productTotal, useProductsLabel } from "@/lib/product-total.ts";
import { useSiteOrigin } from "@/lib/site-origin.tsx";
import { categoryBreadcrumbJsonLd } from "@/lib/structured-data.ts";
import { useUrlFilters } from "@/lib/use-url-filters.ts";
import { CATEGORY_PAGE_SIZE, useProducts } from "../api/products-api.ts";
import { PaginationNav } from "../components/pagination-nav.tsx";
import { ProductCard } from "../components/product-card.tsx";

export default function CategoryPage() {
  const { category: param = "" } = useParams();
  const category = findCategory(param);
  const { t } = useT(messages);

  if (!category) {
    return (
      <section className="mx-auto max-w-7xl px-4 py-8">
        <PageHead title={t("catalog.category.notFound")} noindex />
        <EmptyState
          headingLevel={1}
          icon={<SearchX className="h-7 w-7" aria-hidden="true" />}
          title={t("catalog.category.notFound")}
          message={t("catalog.category.notFoundMessage", { name: param })}
        >
          <Link to="/AllProduct" className={buttonClasses("primary")}>
            {t("catalog.browseAll")}
          </Link>
        </EmptyState>
        <CategoryLinks />
      </section>
    );
  }
  // Keyed so the page number and list start afresh when moving to another category.
  return <CategoryProducts key={category} category={category} pathName={param} />;
}

/** `pathName` is the category as the link spelled it (name or slug), kept so page links match it. */
function CategoryProducts({ category, pathName }: { category: Category; pathName: string }) {
  const { page } = useUrlFilters().filters;
  const { t } = useT(messages);
  const filterWords = useT(filterMessages);
  const labels = useLabels();
  const productsLabel = useProductsLabel();
  const name = labels.category(category);
  const query = useProducts({ category, page, limit: CATEGORY_PAGE_SIZE });
  const hrefFor = (target: number) =>
    target === 1 ? categoryPath(pathName) : `${categoryPath(pathName)}?page=${target}`;

  const pagination = query.data?.pagination;
  const products = query.data?.products ?? [];

  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingState label={t("catalog.category.loading")} />;
  } else if (query.isError && !query.data) {
    body = (
      <ErrorState
        message={t("catalog.category.loadError")}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (products.length === 0 && pagination && pagination.total_products > 0) {
    // A page number past the end, e.g. from an old link.
    body = (
      <EmptyState
        title={t("catalog.category.emptyTitle")}
        message={t("catalog.category.pastEnd", { count: pagination.total_pages })}
      >
        <Link to={hrefFor(1)} className={buttonClasses("primary")}>
          {t("catalog.category.firstPage")}
        </Link>
      </EmptyState>
    );
  } else if (products.length === 0) {
    body = (
      <EmptyState
        title={t("catalog.category.emptyTitle")}
        message={t("catalog.category.empty", { category: name })}
      >
        <Link to="/AllProduct" className={buttonClasses("primary")}>
          {t("catalog.browseAll")}
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <>
        {/* The cards' names are headings under this one, as screen readers and crawlers expect. */}
        <h2 className="sr-only">{filterWords.t("filters.results.heading")}</h2>
        <ul
          aria-busy={query.isPlaceholderData || undefined}
          className={cn(
            "grid grid-cols-1 gap-3 min-[340px]:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4",
            query.isPlaceholderData && "opacity-60 transition-opacity",
          )}
        >
          {products.map((product, index) => (
            <li key={product._id} className="flex">
              <ProductCard product={product} priority={index < 4} />
            </li>
          ))}
        </ul>
        {pagination && (
          <div className="mt-10">
            <PaginationNav
              page={pagination.current_page}
              totalPages={pagination.total_pages}
              label={t("catalog.category.pages", { category: name })}
              hrefFor={hrefFor}
            />
          </div>
        )}
      </>
    );
  }

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <CategoryHead category={category} page={page} image={products[0]?.images[0]} />
      <Breadcrumb trail={[{ label: t("catalog.category.allProducts"), to: "/AllProduct" }]} current={name} />
      <header className="mt-4 mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-bold text-brand-800 sm:text-4xl">{name}</h1>
          <p className="mt-1 text-stone-600">
            {pagination
              ? pagination.total_pages > 1
                ? t("catalog.category.pageOf", {
                    products: productsLabel(productTotal(pagination)),
                    page: pagination.current_page,
                    pages: `${pagination.total_pages}${pagination.total_is_lower_bound ? "+" : ""}`,
                  })
                : productsLabel(productTotal(pagination))
              : t("catalog.category.tagline")}
          </p>
        </div>
      </header>
      {body}
      <CategoryLinks current={category} />
    </section>
  );
}

/**
 * The category's head: one canonical address per page of it, whatever the link's spelling (name or
 * slug) or other parameters, so search engines index each page once.
 */
function CategoryHead({ category, page, image }: { category: Category; page: number; image?: string }) {
  const origin = useSiteOrigin();
  const { t } = useT(messages);
  const name = useLabels().category(category);
  return (
    <PageHead
      title={page > 1 ? t("catalog.category.titlePage", { category: name, page }) : name}
      description={categoryDescription(category)}
      path={page > 1 ? `${categoryPath(category)}?page=${page}` : categoryPath(category)}
      image={image}
      structuredData={[categoryBreadcrumbJsonLd(category, origin)]}
    />
  );
}

/** The other categories, so a visitor can hop between them without going back home. */
function CategoryLinks({ current }: { current?: string }) {
  const { t } = useT(messages);
  const labels = useLabels();
  return (
    <nav aria-label={t("catalog.category.links")} className="mt-12 border-t border-stone-200 pt-6">
      <h2 className="text-sm font-semibold tracking-wide text-stone-500 uppercase">
        {t("catalog.category.browse")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {CATEGORIES.map((name) => (
          <li key={name}>
            <Link
              to={categoryPath(name)}
              aria-current={name === current ? "page" : undefined}
              className={cn(
                "inline-flex rounded-full px-3 py-1.5 text-sm font-medium ring-1",
                name === current
                  ? "bg-brand-700 text-white ring-brand-700"
                  : "bg-white text-stone-700 ring-stone-200 hover:bg-brand-50 hover:text-brand-800",
              )}
            >
              {labels.category(name)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
