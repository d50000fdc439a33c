const twoDecimals = new Intl.NumberFormat("en-PK", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The store's average price always with two decimals ("Rs 2,216.50"), as the spec asks for this card. */
export function formatAveragePrice(rupees: number): string {
  return `Rs ${twoDecimals.format(rupees)}`;
}

/**
 * One decimal ("4.3"), or null when there are no reviews (the screen says so in its language): a
 * review is 1 to 5 stars, so an average of 0 means none.
 */
export function formatAverageRating(rating: number): string | null {
  return rating > 0 ? rating.toFixed(1) : null;
}

export type SocialNetwork = "facebook" | "instagram" | "twitter";

const NETWORK_HOSTS: Record<SocialNetwork, string> = {
  facebook: "https://facebook.com/",
  instagram: "https://instagram.com/",
  twitter: "https://x.com/",
};

/**
 * A seller's social link as a safe web address. Sellers type full links, bare domains or handles
 * ("@noorcrochet"); anything that is not http(s) (a `javascript:` link, say) is never made a link.
 */
export function socialLinkUrl(network: SocialNetwork, value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
    } catch {
      return null;
    }
  }
  if (/^[a-z]+:/i.test(text)) return null;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(text)) return `https://${text}`;
  const handle = text.replace(/^@/, "");
  return /^[\w.-]+$/.test(handle) ? `${NETWORK_HOSTS[network]}${handle}` : null;
}

/** The letter shown in place of a missing logo. */
export function storeInitial(name: string): string {
  return (name.trim()[0] ?? "?").toUpperCase();
}
