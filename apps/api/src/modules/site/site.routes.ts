import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DEMO_CUSTOMER, DEMO_PASSWORD, DEMO_SELLER } from "../../demo-data/demo-catalog.ts";
import { addRoute } from "../../lib/add-route.ts";
import { answerDependsOn } from "../../lib/public-answer-tags.ts";

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const demo = app.config.seedDemoData
    ? {
        customer: { email: DEMO_CUSTOMER.email, password: DEMO_PASSWORD },
        seller: { email: DEMO_SELLER.email, password: DEMO_PASSWORD },
      }
    : null;
  addRoute(app, "GET /api/site", { config: { cache: "public" } }, async (request) => {
    // Set by the configuration alone: no write changes it (decision 0059).
    answerDependsOn(request, []);
    return { success: true as const, demo };
  });
};
