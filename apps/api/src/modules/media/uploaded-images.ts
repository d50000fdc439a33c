import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest } from "../../lib/http-error.ts";
import type { ImageUrls } from "../../lib/public-urls.ts";
import { storeImage } from "./image-storage.ts";
import { recordUpload } from "./pending-uploads.service.ts";

/**
 * Stores every image file of a multipart upload (a seller's product images, a buyer's return photos)
 * and answers their public URLs; 400 when the body is not multipart or holds no file. Each image is
 * pending under `ownerId` until a save takes it (decision 0008), noted before its files are written,
 * so that a crash mid-write, or a later file failing (and the whole answer with it), still leaves it
 * to the sweep of abandoned uploads.
 */
export async function storeUploadedImages(
  app: FastifyInstance,
  request: FastifyRequest,
  upload: { folder: "products" | "returns"; fallbackName: string; ownerId: string; urls: ImageUrls },
): Promise<Array<{ url: string; thumbUrl: string }>> {
  if (!request.isMultipart()) throw badRequest("Send the images as multipart/form-data.");
  const stored = [];
  const files = request.files()[Symbol.asyncIterator]();
  for (let next = await parsing(() => files.next()); !next.done; next = await parsing(() => files.next())) {
    const part = next.value;
    const bytes = await parsing(() => part.toBuffer());
    const image = await storeImage(
      app.images,
      upload.folder,
      bytes,
      part.filename || upload.fallbackName,
      (noted) => recordUpload(app.db, upload.ownerId, noted),
    );
    stored.push({ url: upload.urls.toPublic(image.url), thumbUrl: upload.urls.toPublic(image.thumbUrl) });
  }
  if (stored.length === 0) throw badRequest("No image was attached.");
  return stored;
}

/**
 * Reads the multipart body. The parser throws plain errors for a body that is not well formed (no
 * boundary, a truncated part, a broken header): those are the client's, so they answer 400, not 500.
 * Its own errors with a status (file too large, too many files) keep theirs.
 */
async function parsing<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) throw error;
    throw badRequest(
      "The upload is not a well-formed multipart body of image files. Please choose the images again.",
    );
  }
}
