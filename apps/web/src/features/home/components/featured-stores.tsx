import { ArrowRight, MapPin } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { type Store, useStores } from "@/features/stores/api/stores-api.ts";
import messages from "@/i18n/catalogs/en/home.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { storePath } from "@/lib/app-paths.ts";
import { cn } from "@/lib/cn.ts";
import { storeInitial } from "@/lib/store-figures.ts";
import { SectionHeading } from "./section-heading.tsx";
import { SectionEmpty, SectionError } from "./section-states.tsx";

/** Spec section 9: the first 8 stores. */
const FEATURED_STORES = 8;
// On a phone the stores scroll sideways, one and a bit in view, instead of eight screens down.
const ROW =
  "-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-5 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4";
const ITEM = "flex w-[82%] max-w-80 shrink-0 snap-start sm:w-auto sm:max-w-none";

export function FeaturedStores() {
  const { t } = useT(messages);
  const query = useStores();
  const stores = (query.data ?? []).slice(0, FEATURED_STORES);

  let body: ReactNode;
  if (query.isPending) {
    body = <StoreGridSkeleton />;
  } else if (query.isError) {
    body = (
      <SectionError
        message={t("home.stores.error")}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (stores.length === 0) {
    body = <SectionEmpty message={t("home.stores.empty")} />;
  } else {
    body = (
      <ul className={ROW}>
        {stores.map((store) => (
          <li key={store._id} className={ITEM}>
            <StoreCard store={store} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="home-stores" className="render-when-visible bg-white [--rendered-height:36rem]">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <SectionHeading
          id="home-stores"
          title={t("home.stores.title")}
          subtitle={t("home.stores.subtitle")}
        />
        {body}
      </div>
    </section>
  );
}

function StoreCard({ store }: { store: Store }) {
  const { t } = useT(messages);
  const labels = useLabels();
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl bg-canvas ring-1 ring-stone-200/80 transition hover:shadow-md">
      <div className="relative aspect-[16/7] bg-linear-to-br from-brand-200 to-accent-200">
        {store.banner && <StoreImage src={store.banner} width={800} height={350} />}
      </div>
      <div className="relative flex flex-1 flex-col px-4 pb-4">
        <div className="-mt-8 h-16 w-16 overflow-hidden rounded-full bg-white ring-4 ring-white">
          <StoreLogo store={store} />
        </div>
        <h3 dir="auto" className="mt-3 line-clamp-1 text-lg font-semibold text-stone-900">
          {store.name}
        </h3>
        <p className="text-sm font-medium text-brand-700">{labels.category(store.category)}</p>
        {store.location && (
          <p className="mt-1 flex items-center gap-1 text-xs text-stone-500">
            <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
            {store.location}
          </p>
        )}
        <p dir="auto" className="mt-2 line-clamp-2 text-sm text-stone-600">
          {store.description}
        </p>
        <Link
          to={storePath(store)}
          aria-label={t("home.stores.viewNamed", { name: store.name })}
          className={buttonClasses("secondary", "sm", "mt-4 w-full")}
        >
          {t("home.stores.view")}
          <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}

/** The store's logo, or its initial on the brand colour when it has none or it fails to load. */
function StoreLogo({ store }: { store: Store }) {
  const [failed, setFailed] = useState(false);
  if (!store.logo || failed) {
    return (
      <span
        aria-hidden="true"
        className="grid h-full w-full place-items-center bg-brand-700 text-2xl font-bold text-white"
      >
        {storeInitial(store.name)}
      </span>
    );
  }
  return (
    <img
      src={store.logo}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="h-full w-full object-cover"
    />
  );
}

function StoreImage({ src, width, height }: { src: string; width: number; height: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="h-full w-full object-cover"
    />
  );
}

function StoreGridSkeleton() {
  const { t } = useT(messages);
  return (
    <div role="status" aria-label={t("home.stores.loading")}>
      <div className={ROW}>
        {Array.from({ length: 4 }, (_, i) => (
          <div
            key={i}
            className={cn(ITEM, "flex-col overflow-hidden rounded-2xl bg-canvas ring-1 ring-stone-200/80")}
          >
            <div className="aspect-[16/7] animate-pulse bg-stone-200" />
            <div className="space-y-2 p-4">
              <div className="-mt-10 h-16 w-16 rounded-full bg-stone-200 ring-4 ring-white" />
              <div className="h-4 w-2/3 animate-pulse rounded bg-stone-200" />
              <div className="h-3 w-1/3 animate-pulse rounded bg-stone-200" />
              <div className="h-9 w-full animate-pulse rounded-full bg-stone-100" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
