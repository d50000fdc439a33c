import { storeSlug } from "@marketplace/shared/slug";
import { Link } from "react-router";
import messages from "@/i18n/catalogs/en/stores.json";
import { useT } from "@/i18n/use-t.ts";
import { storePath } from "@/lib/app-paths.ts";

/**
 * Store setup: the address the typed name will get. The server numbers a slug another store already
 * has (`noor-crochet-2`), and gives a name without English letters a short code instead.
 */
export function NewStoreAddressHint({ name }: { name: string }) {
  const slug = storeSlug(name);
  const { t } = useT(messages);
  if (name.trim() && !slug) {
    return (
      <>
        {t("stores.address.codeBefore")} <span className="font-mono">/store/store-4f9a2c1e</span>
        {t("stores.address.codeAfter")}
      </>
    );
  }
  return (
    <>
      {t("stores.address.label")}{" "}
      {/* An address, so Latin in either language: the example name stays as the address would read. */}
      <span className="font-mono break-words">/store/{slug || "your-store-name"}</span>
      {slug && ` ${t("stores.address.numbered")}`}
    </>
  );
}

/** Store settings: the store's current address, as a link; it follows the name when the name changes. */
export function StoreAddressHint({ store }: { store: { _id: string; slug: string } }) {
  const { t } = useT(messages);
  return (
    <>
      {t("stores.address.label")}{" "}
      <Link to={storePath(store)} className="font-mono break-words text-brand-700 hover:underline">
        /store/{store.slug}
      </Link>{" "}
      {t("stores.address.follows")}
    </>
  );
}
