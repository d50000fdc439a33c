import type { SellerRef, StoreRow } from "./stores.repository.ts";

/** The contract's Store, with `seller_id` populated. */
export function toStoreJson(store: StoreRow, seller: SellerRef) {
  return {
    _id: store.id,
    id: store.id,
    name: store.name,
    slug: store.slug,
    category: store.category,
    description: store.description,
    contactInfo: { phone: store.contactPhone, email: store.contactEmail },
    socialLinks: { facebook: store.facebook, instagram: store.instagram, twitter: store.twitter },
    logo: store.logoUrl,
    banner: store.bannerUrl,
    location: store.location,
    seller_id: { _id: seller.id, name: seller.name, email: seller.email },
    createdAt: store.createdAt.toISOString(),
    updatedAt: store.updatedAt.toISOString(),
  };
}

export type StoreJson = ReturnType<typeof toStoreJson>;
