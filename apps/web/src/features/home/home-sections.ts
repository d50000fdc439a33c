/** Spec section 9: up to 4 hot deals, the first 20 products (the page and its server render read these). */
export const HOT_DEALS = { onSale: true, limit: 4 };
export const FEATURED_PRODUCTS = { limit: 20 };
