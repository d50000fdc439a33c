/**
 * The image URLs this server stores are root-relative (`/uploads/...`), which a client on another
 * origin cannot show. With PUBLIC_URL set, every answer carries them absolute on it; without it, as
 * stored. Data URLs and absolute URLs (an S3 bucket's) are left as they are.
 */
export interface ImageUrls {
  /** A stored URL as an answer carries it. */
  toPublic(stored: string): string;
  /** A URL a client sends back (as it got it) as it is stored, to compare it with the stored ones. */
  toStored(sent: string): string;
}

export function imageUrls(publicUrl: string | undefined): ImageUrls {
  if (!publicUrl) return { toPublic: (url) => url, toStored: (url) => url };
  const base = publicUrl.replace(/\/+$/, "");
  return {
    toPublic: (url) => (url.startsWith("/") && !url.startsWith("//") ? `${base}${url}` : url),
    toStored: (url) => (url.startsWith(`${base}/`) ? url.slice(base.length) : url),
  };
}
