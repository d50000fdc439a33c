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
