import { z } from "zod";
import { IdParams } from "../api-answers.ts";
import {
  CampaignAnswer,
  CampaignListAnswer,
  CampaignProductsAnswer,
  CampaignProductsInput,
  CreateCampaignInput,
  PublicCampaignAnswer,
  SellerCampaignListAnswer,
  UpdateCampaignInput,
} from "../campaigns-contracts.ts";
import { defineRoutes, errorAnswers, signedIn } from "./route-contract.ts";

const errors = errorAnswers(400, 401, 403, 404, 409);

/** The campaigns module's routes (apps/api/src/modules/campaigns). */
export const campaignsRoutes = defineRoutes({
  "GET /api/admin/campaigns": {
    tags: ["admin"],
    summary: "Every campaign, the latest start first, with how many products joined",
    security: signedIn,
    response: { 200: CampaignListAnswer, ...errorAnswers(401, 403) },
  },
  "POST /api/admin/campaigns": {
    tags: ["admin"],
    summary: "Make a campaign: names in English and Urdu, dates, the discount and who funds it; audited",
    security: signedIn,
    body: CreateCampaignInput,
    response: { 201: CampaignAnswer, ...errors },
  },
  "PUT /api/admin/campaigns/:id": {
    tags: ["admin"],
    summary: "Change a campaign's terms or dates, or stop it (active: false); audited",
    security: signedIn,
    params: IdParams,
    body: UpdateCampaignInput,
    response: { 200: CampaignAnswer, ...errors },
  },
  "GET /api/seller/campaigns": {
    tags: ["campaigns"],
    summary: "The running and coming campaigns, each with which of her products joined it",
    security: signedIn,
    response: { 200: SellerCampaignListAnswer, ...errorAnswers(401, 403) },
  },
  "POST /api/seller/campaigns/:id/products": {
    tags: ["campaigns"],
    summary: "Join her products to a campaign until it ends, or take them out (leave: true)",
    security: signedIn,
    params: IdParams,
    body: CampaignProductsInput,
    response: { 200: CampaignProductsAnswer, ...errors },
  },
  "GET /api/campaigns": {
    tags: ["campaigns"],
    summary: "The running and coming campaigns, soonest first (the home page's banner)",
    response: { 200: CampaignListAnswer },
  },
  "GET /api/campaigns/:slug": {
    tags: ["campaigns"],
    summary:
      "A campaign's page: the campaign and the listed products that joined it, at their campaign price",
    params: z.object({ slug: z.string().max(100) }),
    response: { 200: PublicCampaignAnswer, ...errorAnswers(404) },
  },
});
