import { acceptedPaymentMethods } from "@marketplace/shared/payment-details";
import { storePaymentDetails } from "../../db/store-payment-details.ts";
import type { SellerRef, StoreRow } from "./stores.repository.ts";

/**
 * The contract's Store, with `seller_id` populated, and the payment methods it accepts (never the
 * accounts behind them: those are in `toOwnStoreJson` only). The seller's `email` in a public answer
 * is the contact address she published for the store (or empty), never the one she signs in with.
 */
export function toStoreJson(store: StoreRow, seller: SellerRef) {
  return storeJson(store, { _id: seller.id, name: seller.name, email: store.contactEmail });
}

function storeJson(store: StoreRow, sellerRef: { _id: string; name: string; email: string }) {
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
    seller_id: sellerRef,
    acceptedPaymentMethods: acceptedPaymentMethods(storePaymentDetails(store)),
    createdAt: store.createdAt.toISOString(),
    updatedAt: store.updatedAt.toISOString(),
  };
}

export type StoreJson = ReturnType<typeof toStoreJson>;

/** The store as its owner sees it: with the accounts buyers pay into. */
export function toOwnStoreJson(store: StoreRow, seller: SellerRef) {
  return {
    ...storeJson(store, { _id: seller.id, name: seller.name, email: seller.email }),
    paymentDetails: storePaymentDetails(store),
  };
}

export type OwnStoreJson = ReturnType<typeof toOwnStoreJson>;
