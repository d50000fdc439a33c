import { SiteAnswer } from "@marketplace/shared/site-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DEMO_CUSTOMER, DEMO_PASSWORD, DEMO_SELLER } from "../../demo-data/demo-catalog.ts";

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const demo = app.config.seedDemoData
    ? {
        customer: { email: DEMO_CUSTOMER.email, password: DEMO_PASSWORD },
        seller: { email: DEMO_SELLER.email, password: DEMO_PASSWORD },
      }
    : null;
  app.get(
    "/site",
    {
      config: { cache: "public" },
      schema: {
        tags: ["health"],
        summary: "What the web app shows for this shop: the demo accounts while the demo data is on",
        response: { 200: SiteAnswer },
      },
    },
    async () => ({ success: true as const, demo }),
  );
};
