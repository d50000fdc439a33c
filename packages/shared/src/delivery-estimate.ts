/**
 * How long delivery takes, as the product and store pages estimate it (issue 34, items 7 and 8): one
 * rule, here, so every screen and the server say the same. It is an estimate, not a promise: the
 * days count from the day the maker sends the parcel until it reaches the door, by the couriers'
 * usual times in Pakistan. A parcel inside the maker's own city takes a day or two; to any other
 * city, three to five. A buyer whose city is not known is shown both.
 */
export const DELIVERY_DAYS = {
  sameCity: { min: 1, max: 2 },
  otherCity: { min: 3, max: 5 },
} as const;

export interface DeliveryEstimate {
  min: number;
  max: number;
  /** True when the buyer's city is the maker's. */
  sameCity: boolean;
}

/**
 * The city a store's location names: its first part ("Lahore" of "Lahore, Punjab"), compared without
 * case, spaces or a trailing "city" ("Karachi City"), so what a seller and a buyer type match.
 */
export function cityKey(place: string): string {
  const first = place.split(/[,،]/)[0] ?? "";
  return first
    .toLowerCase()
    .replace(/\bcity\b/g, "")
    .replace(/[\s.\-_]/g, "");
}

/** The store's city as its seller wrote it ("Lahore"), or "" when she gave no location. */
export function storeCity(location: string): string {
  return (location.split(/[,،]/)[0] ?? "").trim();
}

/**
 * Days to the buyer's city from a store at `storeLocation`. A store without a location, or a buyer
 * without a city, gets the other city's days: the longer estimate, never a promise it cannot keep.
 */
export function deliveryEstimate(storeLocation: string, buyerCity: string): DeliveryEstimate {
  const store = cityKey(storeLocation);
  const sameCity = store !== "" && store === cityKey(buyerCity);
  return { ...(sameCity ? DELIVERY_DAYS.sameCity : DELIVERY_DAYS.otherCity), sameCity };
}
