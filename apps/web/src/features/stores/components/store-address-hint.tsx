import { storeSlug } from "@marketplace/shared/slug";
import { Link } from "react-router";
import { storePath } from "@/lib/app-paths.ts";

/**
 * Store setup: the address the typed name will get. The server numbers a slug another store already
 * has (`noor-crochet-2`), and gives a name without English letters a short code instead.
 */
export function NewStoreAddressHint({ name }: { name: string }) {
  const slug = storeSlug(name);
  if (name.trim() && !slug) {
    return (
      <>
        Your store's address will be a short code such as{" "}
        <span className="font-mono">/store/store-4f9a2c1e</span>, as the name has no English letters.
      </>
    );
  }
  return (
    <>
      Your store's address: <span className="font-mono break-words">/store/{slug || "your-store-name"}</span>
      {slug && " (a number is added if another store already has it)"}
    </>
  );
}

/** Store settings: the store's current address, as a link; it follows the name when the name changes. */
export function StoreAddressHint({ store }: { store: { _id: string; slug: string } }) {
  return (
    <>
      Your store's address:{" "}
      <Link to={storePath(store)} className="font-mono break-words text-brand-700 hover:underline">
        /store/{store.slug}
      </Link>{" "}
      (it changes when the name does)
    </>
  );
}
