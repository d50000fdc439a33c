import { fileTooLargeMessage } from "@marketplace/shared/products-contracts";
import { badRequest } from "../../lib/http-error.ts";
import { decodeDataUrl, MAX_IMAGE_BYTES } from "../media/image-processing.ts";
import { type ImageStorage, removeImages, type StoredImage, storeImage } from "../media/image-storage.ts";

/** The key of a product image this server stored (full size or thumbnail): its id. */
const PRODUCT_IMAGE_KEY = /^products\/([0-9a-f-]{36})(?:-thumb)?\.webp$/i;

export interface ResolvedImages {
  images: StoredImage[];
  /** Stored by this call: removed again if the product is not saved. */
  added: StoredImage[];
}

/**
 * Turns the `images` of a product request into stored images, in order: a data URL is checked by
 * its bytes and re-encoded (`beforeWrite` learns its URLs before its files exist); a URL of an
 * image this server already holds is kept. Links to other
 * sites are refused: their images would be served as they are.
 */
export async function resolveImages(
  storage: ImageStorage,
  inputs: string[],
  current: StoredImage[] = [],
  beforeWrite?: (image: StoredImage) => Promise<void>,
): Promise<ResolvedImages> {
  const added: StoredImage[] = [];
  const images: StoredImage[] = [];
  try {
    for (const [index, input] of inputs.entries()) {
      const label = `image ${index + 1}`;
      const kept = current.find((img) => img.url === input || img.thumbUrl === input);
      if (kept) {
        images.push(kept);
        continue;
      }
      const bytes = decodeDataUrl(input);
      if (bytes) {
        if (bytes.length > MAX_IMAGE_BYTES) throw badRequest(fileTooLargeMessage(label));
        const stored = await storeImage(storage, "products", bytes, label, beforeWrite);
        added.push(stored);
        images.push(stored);
        continue;
      }
      // An image uploaded beforehand (POST /api/media/images), in the local folder or the bucket.
      const own = PRODUCT_IMAGE_KEY.exec(storage.keyOf(input) ?? "");
      if (own) {
        images.push({
          url: storage.urlOf(`products/${own[1]}.webp`),
          thumbUrl: storage.urlOf(`products/${own[1]}-thumb.webp`),
        });
        continue;
      }
      throw badRequest(
        `Image ${index + 1} must be an uploaded image file; links to other websites are not accepted.`,
        [{ field: `images.${index}`, message: "Please upload the image file itself." }],
      );
    }
  } catch (error) {
    await removeImages(storage, added);
    throw error;
  }
  return { images, added };
}
