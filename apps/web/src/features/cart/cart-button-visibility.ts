/**
 * Pages where the floating cart button stays out of the way: the seller's workspace (a seller
 * running a store is not shopping, and the button would cover form fields on a phone), the account
 * forms (it covered the signup's terms link at 360 px; the cart waits until she is signed in) and the
 * checkout, which already lists the cart, including Buy Now's checkout on a product page (`?buy=N`),
 * and the messages, whose reply box and Send button sit where it would be. The public store page
 * (/store/:slug) keeps it.
 */
const HIDDEN_ON = [
  /^\/dashboard\/?$/i,
  /^\/dashboard\/settings(\/|$)/i,
  /^\/(dashboard\/)?messages(\/|$)/i,
  /^\/addproduct(\/|$)/i,
  /^\/editproduct(\/|$)/i,
  /^\/orders(\/|$)/i,
  /^\/seller(\/|$)/i,
  /^\/customer\/(login|signup)\/?$/i,
  /^\/(login|forgot-password|reset-password)\/?$/i,
  /^\/checkout\/?$/i,
];

export function showsFloatingCartButton(pathname: string, search = ""): boolean {
  if (new URLSearchParams(search).has("buy")) return false;
  return !HIDDEN_ON.some((pattern) => pattern.test(pathname));
}
