/**
 * Pages whose header leaves the cart out: the seller's workspace (a seller running a store is not
 * shopping), the account forms (the cart waits until she is signed in), the checkout, which already
 * lists the cart, including Buy Now's checkout on a product page (`?buy=N`), the messages and a
 * receipt (not shop pages). The public store page (/store/:slug) keeps it.
 */
const HIDDEN_ON = [
  // The whole workspace (its Earnings and Returns too) but the old address of a public store page.
  /^\/dashboard(?!\/store\/)(\/|$)/i,
  /^\/messages(\/|$)/i,
  /^\/addproduct(\/|$)/i,
  /^\/editproduct(\/|$)/i,
  /^\/orders(\/|$)/i,
  /^\/receipt(\/|$)/i,
  /^\/seller(\/|$)/i,
  /^\/customer\/(login|signup)\/?$/i,
  /^\/(login|forgot-password|reset-password)\/?$/i,
  /^\/checkout\/?$/i,
];

export function showsCartButton(pathname: string, search = ""): boolean {
  if (new URLSearchParams(search).has("buy")) return false;
  return !HIDDEN_ON.some((pattern) => pattern.test(pathname));
}
