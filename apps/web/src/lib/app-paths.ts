/** Links to pages that take a parameter, so every screen builds them the same way (patterns in page-paths.ts). */
import { PAGE_PATHS, pagePath } from "./page-paths.ts";

export function categoryPath(category: string): string {
  return pagePath("category", { category });
}

export function productPath(productId: string): string {
  return pagePath("product", { productId });
}

/**
 * A store's public page: its short address `/store/{slug}` when the answer carries the slug, else
 * `/store/{id}` (the page opens by either; old `/dashboard/store/{id}` links still work too).
 */
export function storePath(store: { _id: string; slug?: string | null }): string {
  return pagePath("store", { storeId: store.slug || store._id });
}

export function storeOrdersPath(storeId: string): string {
  return pagePath("storeOrders", { storeId });
}

/** One order of her store: where a push or the bell for a new order or a cancellation opens. */
export function storeOrderPath(storeId: string, orderId: string): string {
  return pagePath("storeOrder", { storeId, orderId });
}

export function myOrdersPath(userId: string): string {
  return pagePath("myOrders", { userId });
}

export function addProductPath(storeId: string): string {
  return pagePath("addProductToStore", { storeId });
}

export function editProductPath(productId: string): string {
  return pagePath("editProduct", { productId });
}

export function storeSettingsPath(storeId: string): string {
  return pagePath("storeSettings", { storeId });
}

/** A store's earnings: its balance with Hunarmand and its statement. */
export function earningsPath(storeId: string): string {
  return pagePath("earnings", { storeId });
}

/** A marketplace campaign's page (issue 31): its products at the campaign's price. */
export function campaignPath(slug: string): string {
  return pagePath("campaign", { slug });
}

/** A store's voucher codes (issue 31): making, pausing and ending them. */
export function vouchersPath(storeId: string): string {
  return pagePath("vouchers", { storeId });
}

/** An inbox of messages: the customer's, or the seller's in her dashboard. */
export function inboxPath(role: "customer" | "seller"): string {
  return role === "customer" ? PAGE_PATHS.customerInbox : PAGE_PATHS.sellerInbox;
}

/**
 * One conversation, as its reader opens it. The API links notifications and e-mails to the same
 * paths (`conversationPath` of the shared contract, which imports zod, so it is not used here; a
 * test holds the two equal).
 */
export function conversationPath(role: "customer" | "seller", conversationId: string): string {
  return role === "customer"
    ? pagePath("customerConversation", { conversationId })
    : pagePath("sellerConversation", { conversationId });
}

/** An order's receipt: a page she can print or save as a PDF, in her language. */
export function receiptPath(orderId: string): string {
  return pagePath("receipt", { orderId });
}

/** The buyer's returns and their progress; asking for one starts from an order. */
export const MY_RETURNS_PATH = PAGE_PATHS.myReturns;

export function askReturnPath(orderId: string): string {
  return pagePath("askReturn", { orderId });
}

/** The seller's Returns tab, over all her stores (the API's notices link here too). */
export const SELLER_RETURNS_PATH = PAGE_PATHS.sellerReturns;
