import multipart from "@fastify/multipart";
import { MAX_RETURN_PHOTOS, ReturnPhotosAnswer } from "@marketplace/shared/returns-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IMAGE_BODY_BYTES } from "../../lib/body-limits.ts";
import { errorAnswers } from "../../lib/error-answers.ts";
import { badRequest } from "../../lib/http-error.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import { MAX_IMAGE_BYTES } from "../media/image-processing.ts";
import { storeImage } from "../media/image-storage.ts";
import { recordUpload } from "../media/pending-uploads.service.ts";

/**
 * A buyer's photos for a return, uploaded before she sends it, like a seller's product images
 * (decision 0008): each is pending under her account until her return takes it, and swept after a
 * day if it never does.
 */
export const returnPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = imageUrls(app.config.publicUrl);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_RETURN_PHOTOS } });

  app.post(
    "/returns/photos",
    {
      config: { leavesPublicAnswers: true },
      onRequest: app.requireCustomer,
      bodyLimit: IMAGE_BODY_BYTES,
      schema: {
        tags: ["returns"],
        summary:
          "Upload up to 4 photos for a return as multipart files; answers their URLs to use in `images`",
        security: [{ bearerAuth: [] }],
        consumes: ["multipart/form-data"],
        response: { 201: ReturnPhotosAnswer, ...errorAnswers(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest("Send the images as multipart/form-data.");
      const customerId = request.account().id;
      const stored = [];
      const files = request.files()[Symbol.asyncIterator]();
      for (
        let next = await parsing(() => files.next());
        !next.done;
        next = await parsing(() => files.next())
      ) {
        const part = next.value;
        const bytes = await parsing(() => part.toBuffer());
        const image = await storeImage(app.images, "returns", bytes, part.filename || "photo", (noted) =>
          recordUpload(app.db, customerId, noted),
        );
        stored.push({ url: urls.toPublic(image.url), thumbUrl: urls.toPublic(image.thumbUrl) });
      }
      if (stored.length === 0) throw badRequest("No image was attached.");
      return reply.code(201).send({ success: true as const, images: stored });
    },
  );
};

/** A body that is not well-formed multipart is the client's mistake (400); the parser's own limits keep theirs. */
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
