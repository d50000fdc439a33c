import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { IMAGE_BODY_BYTES } from "../../lib/body-limits.ts";
import { forbidden } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { decideKyc, readOwnKyc, readSellerKycForAdmin, submitKyc } from "./kyc.service.ts";
import { findDocument, linkIsValid, openDocument } from "./kyc-documents.ts";

const LINK_REFUSED = "This link is not valid or has expired. Open the page again for a new one.";

/** A seller's identity check, the admin's decision, and the photos' signed links (issue 30). */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = () => ({ secret: app.jwtSecret, key: app.config.kycDocumentsKey });

  addRoute(app, "GET /api/seller/kyc", { onRequest: app.requireSeller }, async (request) => ({
    success: true as const,
    kyc: await readOwnKyc(app.db, request.account().id, app.jwtSecret),
  }));

  addRoute(
    app,
    "PUT /api/seller/kyc",
    // Her identity changes no public answer until an admin decides.
    { onRequest: app.requireSeller, bodyLimit: IMAGE_BODY_BYTES, config: { leavesPublicAnswers: true } },
    async (request) => {
      const { kyc, changed } = await submitKyc(app.db, request.account().id, request.body, keys());
      return {
        success: true as const,
        message: changed
          ? "Thank you. Your documents were sent; we will check them soon."
          : "Your details are unchanged and still approved.",
        kyc,
      };
    },
  );

  addRoute(app, "GET /api/admin/sellers/:id/kyc", { onRequest: app.requireAdmin }, async (request) => ({
    success: true as const,
    ...(await readSellerKycForAdmin(app.db, request.params.id, app.jwtSecret)),
  }));

  addRoute(app, "PUT /api/admin/sellers/:id/kyc", { onRequest: app.requireAdmin }, async (request) => {
    const kyc = await decideKyc(app.db, request.account().id, request.params.id, request.body, app.jwtSecret);
    return {
      success: true as const,
      message: kyc.status === "approved" ? "The seller is approved." : "The seller was told what to fix.",
      kyc,
    };
  });

  addRoute(app, "GET /api/kyc-documents/:id", {}, async (request, reply) => {
    const { id } = request.params;
    const { expires, signature } = request.query;
    if (!isUuid(id) || !linkIsValid(app.jwtSecret, id, expires, signature)) throw forbidden(LINK_REFUSED);
    const document = await findDocument(app.db, id);
    if (!document) throw forbidden(LINK_REFUSED);
    return (
      reply
        .type(document.contentType)
        .header("cache-control", "private, no-store")
        .header("x-robots-tag", "noindex")
        .header("content-disposition", "inline")
        // The image's bytes, sent as they are (the contract names the answer as a string for OpenAPI).
        .send(openDocument(document, app.config.kycDocumentsKey) as unknown as string)
    );
  });
};
