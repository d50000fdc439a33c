import { FULL_IMAGE_MAX_PX, THUMB_IMAGE_PX } from "@marketplace/shared/image-sizes";
import { sniffImageKind } from "@marketplace/shared/image-sniff";
import { badRequest } from "../../lib/http-error.ts";
import { loadSharp } from "../../lib/load-sharp.ts";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface ProcessedImage {
  full: Buffer;
  thumb: Buffer;
}

/**
 * Checks an upload by its bytes and size, then re-encodes it: what a user uploaded is never served
 * as it is (no hidden payloads, no metadata, small files).
 */
export async function processImage(bytes: Buffer, label = "image"): Promise<ProcessedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw badRequest(`File ${label} is too large. Maximum size is 5MB.`);
  }
  if (!sniffImageKind(bytes)) {
    throw badRequest(`File ${label} is not an image. Please choose a JPEG, PNG, WebP, GIF or AVIF image.`);
  }
  const sharp = await loadSharp();
  try {
    const source = sharp(bytes, { limitInputPixels: 50_000_000 }).rotate();
    const [full, thumb] = await Promise.all([
      source
        .clone()
        .resize({
          width: FULL_IMAGE_MAX_PX,
          height: FULL_IMAGE_MAX_PX,
          fit: "inside",
          withoutEnlargement: true,
        })
        .webp({ quality: 82 })
        .toBuffer(),
      source
        .clone()
        .resize({ width: THUMB_IMAGE_PX, height: THUMB_IMAGE_PX, fit: "cover", withoutEnlargement: false })
        .webp({ quality: 78 })
        .toBuffer(),
    ]);
    return { full, thumb };
  } catch {
    throw badRequest(`File ${label} could not be read as an image.`);
  }
}

const DATA_URL = /^data:([\w/+.-]*)(;[\w=-]+)*;base64,/;

/** Decodes a `data:<type>;base64,...` string; the declared type is ignored, the bytes decide. */
export function decodeDataUrl(value: string): Buffer | null {
  const match = DATA_URL.exec(value);
  if (!match) return null;
  return Buffer.from(value.slice(match[0].length), "base64");
}
