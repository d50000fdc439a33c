import multipart from "@fastify/multipart";
import { MAX_RETURN_PHOTOS } from "@marketplace/shared/returns-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { IMAGE_BODY_BYTES } from "../../lib/body-limits.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import { MAX_IMAGE_BYTES } from "../media/image-processing.ts";
import { storeUploadedImages } from "../media/uploaded-images.ts";

/**
 * A buyer's photos for a return, uploaded before she sends it, like a seller's product images
 * (decision 0008): each is pending under her account until her return takes it, and swept after a
 * day if it never does.
 */
export const returnPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = imageUrls(app.config.publicUrl);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_RETURN_PHOTOS } });

  addRoute(
    app,
    "POST /api/returns/photos",
    { config: { leavesPublicAnswers: true }, onRequest: app.requireCustomer, bodyLimit: IMAGE_BODY_BYTES },
    async (request, reply) => {
      const images = await storeUploadedImages(app, request, {
        folder: "returns",
        fallbackName: "photo",
        ownerId: request.account().id,
        urls,
      });
      return reply.code(201).send({ success: true as const, images });
    },
  );
};
