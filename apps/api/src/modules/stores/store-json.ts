import { acceptedPaymentMethods } from "@marketplace/shared/payment-details";
import type { OwnStore, Store } from "@marketplace/shared/stores-contracts";
import { storePaymentDetails } from "../../db/store-payment-details.ts";
import type { ImageUrls } from "../../lib/public-urls.ts";
import type { SellerRef, StoreRow } from "./stores.repository.ts";

/**
 * The shared `Store` (packages/shared/stores-contracts.ts): never the accounts buyers pay into (those
 * are in `toOwnStoreJson` only). The seller's `email` in a public answer is the contact address she
 * published for the store (or empty), never the one she signs in with; the phone and e-mail are empty
 * unless she chose to show them.
 */
export function toStoreJson(store: StoreRow, seller: SellerRef, imageUrls: ImageUrls): Store {
  // The phone and e-mail reach shoppers only when she chose to publish them (issue 34, item 8).
  const published = store.showContact ? store : { ...store, contactPhone: "", contactEmail: "" };
  return storeJson(
    published,
    { _id: seller.id, name: seller.name, email: published.contactEmail },
    seller.verified,
    imageUrls,
  );
}

function storeJson(
  store: StoreRow,
  sellerRef: Store["seller_id"],
  verified: boolean,
  imageUrls: ImageUrls,
): Store {
  const image = (url: string | null) => (url === null ? null : imageUrls.toPublic(url));
  return {
    _id: store.id,
    id: store.id,
    name: store.name,
    slug: store.slug,
    // The column is text until the database checks categories (issue 12): parsed, not cast.
    category: store.category,
    description: store.description,
    contactInfo: { phone: store.contactPhone, email: store.contactEmail },
    phone: store.contactPhone,
    email: store.contactEmail,
    socialLinks: { facebook: store.facebook, instagram: store.instagram, twitter: store.twitter },
    logo: image(store.logoUrl),
    banner: image(store.bannerUrl),
    location: store.location,
    seller_id: sellerRef,
    verified,
    acceptedPaymentMethods: acceptedPaymentMethods(storePaymentDetails(store)),
    showContact: store.showContact,
    createdAt: store.createdAt.toISOString(),
    updatedAt: store.updatedAt.toISOString(),
  };
}

/** The shared `OwnStore`: the store as its owner sees it, with the accounts buyers pay into. */
export function toOwnStoreJson(store: StoreRow, seller: SellerRef, imageUrls: ImageUrls): OwnStore {
  return {
    ...storeJson(
      store,
      { _id: seller.id, name: seller.name, email: seller.email },
      seller.verified,
      imageUrls,
    ),
    paymentDetails: storePaymentDetails(store),
  };
}
