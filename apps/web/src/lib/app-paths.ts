/** Links to pages that take a parameter, so every screen builds them the same way. */

export function categoryPath(category: string): string {
  return `/products/category/${encodeURIComponent(category)}`;
}

export function productPath(productId: string): string {
  return `/viewproduct/${encodeURIComponent(productId)}`;
}

/**
 * A store's public page: its short address `/store/{slug}` when the answer carries the slug, else
 * `/store/{id}` (the page opens by either; old `/dashboard/store/{id}` links still work too).
 */
export function storePath(store: { _id: string; slug?: string | null }): string {
  return `/store/${encodeURIComponent(store.slug || store._id)}`;
}

export function storeOrdersPath(storeId: string): string {
  return `/orders/${encodeURIComponent(storeId)}`;
}

export function myOrdersPath(userId: string): string {
  return `/MyOrders/${encodeURIComponent(userId)}`;
}

export function addProductPath(storeId: string): string {
  return `/addproduct/${encodeURIComponent(storeId)}`;
}

export function editProductPath(productId: string): string {
  return `/editproduct/${encodeURIComponent(productId)}`;
}

export function storeSettingsPath(storeId: string): string {
  return `/dashboard/settings/${encodeURIComponent(storeId)}`;
}

/** A store's earnings: its balance with Hunarmand and its statement. */
export function earningsPath(storeId: string): string {
  return `/dashboard/earnings/${encodeURIComponent(storeId)}`;
}

/** A marketplace campaign's page (issue 31): its products at the campaign's price. */
export function campaignPath(slug: string): string {
  return `/campaigns/${encodeURIComponent(slug)}`;
}

/** A store's voucher codes (issue 31): making, pausing and ending them. */
export function vouchersPath(storeId: string): string {
  return `/dashboard/vouchers/${encodeURIComponent(storeId)}`;
}

/** An inbox of messages: the customer's, or the seller's in her dashboard. */
export function inboxPath(role: "customer" | "seller"): string {
  return role === "customer" ? "/messages" : "/dashboard/messages";
}

/**
 * One conversation, as its reader opens it. The API links notifications and e-mails to the same
 * paths (`conversationPath` of the shared contract, which imports zod, so it is not used here; a
 * test holds the two equal).
 */
export function conversationPath(role: "customer" | "seller", conversationId: string): string {
  return `${inboxPath(role)}/${encodeURIComponent(conversationId)}`;
}

/** An order's receipt: a page she can print or save as a PDF, in her language. */
export function receiptPath(orderId: string): string {
  return `/receipt/${encodeURIComponent(orderId)}`;
}

/** The buyer's returns and their progress; asking for one starts from an order. */
export const MY_RETURNS_PATH = "/returns";

export function askReturnPath(orderId: string): string {
  return `/returns/new/${encodeURIComponent(orderId)}`;
}

/** The seller's Returns tab, over all her stores (the API's notices link here too). */
export const SELLER_RETURNS_PATH = "/dashboard/returns";
