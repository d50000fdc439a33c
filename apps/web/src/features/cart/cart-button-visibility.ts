/**
 * Pages where the floating cart button stays out of the way: the seller's workspace (a seller
 * running a store is not shopping, and the button would cover form fields on a phone), the account
 * forms (it covered the signup's terms link at 360 px; the cart waits until she is signed in) and the
 * checkout, which already lists the cart, including Buy Now's checkout on a product page (`?buy=N`),
 * the messages, whose reply box and Send button sit where it would be, and a receipt (not a shop
 * page, and it covered the totals on a phone). The public store page
 * (/store/:slug) keeps it.
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

export function showsFloatingCartButton(pathname: string, search = ""): boolean {
  if (new URLSearchParams(search).has("buy")) return false;
  return !HIDDEN_ON.some((pattern) => pattern.test(pathname));
}
