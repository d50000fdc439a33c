import messages from "@/i18n/catalogs/en/common.json";
import { useT } from "@/i18n/use-t.ts";
import { absoluteUrl, useSiteOrigin } from "@/lib/site-origin.tsx";
import { type JsonLd, priceText, serializeJsonLd } from "@/lib/structured-data.ts";

/** A page search engines and link previews read. */
interface PublicPageHead {
  /** Shown as "<title> · Hunarmand"; the home page has none and shows the site's own title. */
  title?: string;
  description: string;
  /** The page's one address, without sort or filter parameters: the canonical link and og:url. */
  path: string;
  /** The picture a shared link shows: an absolute URL, or a path on this site. */
  image?: string | null;
  /** Today's price in rupees: marks the page as a product for link previews. */
  price?: number;
  structuredData?: readonly JsonLd[];
  noindex?: never;
}

/**
 * A page search engines should leave out (dashboards, checkout, orders, sign-in, the console, the
 * wishlist, not found, errors), or one still loading: a title only.
 */
interface TitleOnlyHead {
  title: string;
  noindex?: boolean;
  description?: never;
}

export type PageHeadProps = PublicPageHead | TitleOnlyHead;

/**
 * The page's `<head>` tags, rendered where the page is: React 19 moves `<title>`, `<meta>` and
 * `<link>` into the document's head, in the server's HTML and in the browser alike, and takes them
 * out when the page goes. JSON-LD stays in the body, where search engines read it as well.
 */
export function PageHead(props: PageHeadProps) {
  const { t } = useT(messages);
  const title = props.title ? t("common.site.pageTitle", { title: props.title }) : t("common.site.homeTitle");
  if (props.description === undefined) {
    return (
      <>
        <title>{title}</title>
        {props.noindex && <meta name="robots" content="noindex" />}
      </>
    );
  }
  return <PublicHeadTags {...props} fullTitle={title} />;
}

function PublicHeadTags({
  title,
  fullTitle,
  description,
  path,
  image,
  price,
  structuredData = [],
}: PublicPageHead & { fullTitle: string }) {
  const { t } = useT(messages);
  const origin = useSiteOrigin();
  const url = absoluteUrl(path, origin);
  const imageUrl = image ? absoluteUrl(image, origin) : null;
  const shareTitle = title ?? fullTitle;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />

      <meta property="og:site_name" content={t("common.site.name")} />
      <meta property="og:type" content={price === undefined ? "website" : "product"} />
      <meta property="og:title" content={shareTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {price !== undefined && (
        <>
          <meta property="product:price:amount" content={priceText(price)} />
          <meta property="product:price:currency" content="PKR" />
        </>
      )}

      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={shareTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}

      {structuredData.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // A script's text is raw, not HTML: it goes in as written, made safe by serializeJsonLd.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every "<" escaped, see serializeJsonLd
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </>
  );
}
