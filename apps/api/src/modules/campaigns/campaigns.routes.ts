import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import * as campaigns from "./campaigns.service.ts";

/**
 * Marketplace campaigns (issue 31, decision 0048): the operator makes them, sellers join their
 * products, shoppers see the running ones on the home page and on their own page.
 */
export const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = imageUrls(app.config.publicUrl);

  addRoute(app, "GET /api/admin/campaigns", { onRequest: app.requireAdmin }, async () => ({
    campaigns: await campaigns.listAllCampaigns(app.db),
  }));

  addRoute(app, "POST /api/admin/campaigns", { onRequest: app.requireAdmin }, async (request, reply) => {
    const campaign = await campaigns.createCampaign(app.db, request.account().id, request.body);
    return reply.code(201).send({ campaign });
  });

  addRoute(app, "PUT /api/admin/campaigns/:id", { onRequest: app.requireAdmin }, async (request) => ({
    campaign: await campaigns.updateCampaign(app.db, request.account().id, request.params.id, request.body),
  }));

  addRoute(app, "GET /api/seller/campaigns", { onRequest: app.requireSeller }, async (request) => ({
    campaigns: await campaigns.sellersCampaigns(app.db, request.account().id),
  }));

  addRoute(
    app,
    "POST /api/seller/campaigns/:id/products",
    { onRequest: app.requireSeller },
    async (request) =>
      campaigns.changeCampaignProducts(app.db, request.account().id, request.params.id, request.body),
  );

  addRoute(app, "GET /api/campaigns", {}, async () => ({
    campaigns: await campaigns.listOpenCampaigns(app.db),
  }));

  addRoute(app, "GET /api/campaigns/:slug", {}, async (request) =>
    campaigns.publicCampaign(app.db, request.params.slug, urls),
  );
};
