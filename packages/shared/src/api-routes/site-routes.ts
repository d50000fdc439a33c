import { SiteAnswer } from "../site-contracts.ts";
import { defineRoutes } from "./route-contract.ts";

/** The site module's routes (apps/api/src/modules/site). */
export const siteRoutes = defineRoutes({
  "GET /api/site": {
    tags: ["health"],
    summary: "What the web app shows for this shop: the demo accounts while the demo data is on",
    response: { 200: SiteAnswer },
  },
});
