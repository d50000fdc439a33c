/**
 * Spec section 9: up to 4 hot deals, then 20 featured products (the page and its server render read
 * these). A product in the hot deals is not featured again (issue 34, item 6): the featured query asks
 * for as many more as there can be deals, and the section shows the first 20 of the rest.
 */
export const HOT_DEALS = { onSale: true, limit: 4 };
export const FEATURED_COUNT = 20;
export const FEATURED_PRODUCTS = { limit: FEATURED_COUNT + HOT_DEALS.limit };
