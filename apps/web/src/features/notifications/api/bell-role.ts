import type { AccountRole } from "@/lib/session/signed-in-account.ts";

/** The seller's own pages: there her notifications are the ones that matter, also with a customer signed in. */
const SELLER_PAGES = /^\/(dashboard|orders|addproduct|editproduct|seller)(\/|$)/i;

/**
 * Whose bell the header shows: on the seller's own pages the seller's, elsewhere the customer's
 * (the account the header's menu names), else whichever is signed in. Its own module, with nothing
 * imported, as it is part of every page's first load.
 */
export function bellRole(
  pathname: string,
  signedIn: { customer: boolean; seller: boolean },
): AccountRole | null {
  if (signedIn.seller && (SELLER_PAGES.test(pathname) || !signedIn.customer)) return "seller";
  return signedIn.customer ? "customer" : null;
}
