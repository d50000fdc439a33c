import sharp from "sharp";
import { badRequest } from "../../lib/http-error.ts";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const FULL_IMAGE_MAX_PX = 1600;
export const THUMB_IMAGE_PX = 400;

export type ImageKind = "jpeg" | "png" | "webp" | "gif" | "avif";

/** Recognises an image by its first bytes, whatever name or type the client claimed. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return "png";
  if (b.length >= 6 && b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38) return "gif";
  const ascii = (start: number, end: number) => String.fromCharCode(...b.subarray(start, end));
  if (b.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (b.length >= 12 && ascii(4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(8, 12))) return "avif";
  return null;
}

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
