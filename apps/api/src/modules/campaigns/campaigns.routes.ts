import { IdParams } from "@marketplace/shared/api-answers";
import {
  CampaignAnswer,
  CampaignListAnswer,
  CampaignProductsAnswer,
  CampaignProductsInput,
  CreateCampaignInput,
  PublicCampaignAnswer,
  SellerCampaignListAnswer,
  UpdateCampaignInput,
} from "@marketplace/shared/campaigns-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import * as campaigns from "./campaigns.service.ts";

const bearer = [{ bearerAuth: [] }];
const writeErrors = errorAnswers(400, 401, 403, 404, 409);

/**
 * Marketplace campaigns (issue 31, decision 0048): the operator makes them, sellers join their
 * products, shoppers see the running ones on the home page and on their own page.
 */
export const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = imageUrls(app.config.publicUrl);

  app.get(
    "/admin/campaigns",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Every campaign, the latest start first, with how many products joined",
        security: bearer,
        response: { 200: CampaignListAnswer, ...errorAnswers(401, 403) },
      },
    },
    async () => ({ campaigns: await campaigns.listAllCampaigns(app.db) }),
  );

  app.post(
    "/admin/campaigns",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Make a campaign: names in English and Urdu, dates, the discount and who funds it; audited",
        security: bearer,
        body: CreateCampaignInput,
        response: { 201: CampaignAnswer, ...writeErrors },
      },
    },
    async (request, reply) => {
      const campaign = await campaigns.createCampaign(app.db, request.account().id, request.body);
      return reply.code(201).send({ campaign });
    },
  );

  app.put(
    "/admin/campaigns/:id",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Change a campaign's terms or dates, or stop it (active: false); audited",
        security: bearer,
        params: IdParams,
        body: UpdateCampaignInput,
        response: { 200: CampaignAnswer, ...writeErrors },
      },
    },
    async (request) => ({
      campaign: await campaigns.updateCampaign(app.db, request.account().id, request.params.id, request.body),
    }),
  );

  app.get(
    "/seller/campaigns",
    {
      onRequest: app.requireSeller,
      schema: {
        tags: ["campaigns"],
        summary: "The running and coming campaigns, each with which of her products joined it",
        security: bearer,
        response: { 200: SellerCampaignListAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ({ campaigns: await campaigns.sellersCampaigns(app.db, request.account().id) }),
  );

  app.post(
    "/seller/campaigns/:id/products",
    {
      onRequest: app.requireSeller,
      schema: {
        tags: ["campaigns"],
        summary: "Join her products to a campaign until it ends, or take them out (leave: true)",
        security: bearer,
        params: IdParams,
        body: CampaignProductsInput,
        response: { 200: CampaignProductsAnswer, ...writeErrors },
      },
    },
    async (request) =>
      campaigns.changeCampaignProducts(app.db, request.account().id, request.params.id, request.body),
  );

  app.get(
    "/campaigns",
    {
      schema: {
        tags: ["campaigns"],
        summary: "The running and coming campaigns, soonest first (the home page's banner)",
        response: { 200: CampaignListAnswer },
      },
    },
    async () => ({ campaigns: await campaigns.listOpenCampaigns(app.db) }),
  );

  app.get(
    "/campaigns/:slug",
    {
      schema: {
        tags: ["campaigns"],
        summary:
          "A campaign's page: the campaign and the listed products that joined it, at their campaign price",
        params: z.object({ slug: z.string().max(100) }),
        response: { 200: PublicCampaignAnswer, ...errorAnswers(404) },
      },
    },
    async (request) => campaigns.publicCampaign(app.db, request.params.slug, urls),
  );
};
