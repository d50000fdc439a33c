import { IdParams } from "../api-answers.ts";
import { StoreDashboardAnswer } from "../stores-contracts.ts";
import { defineRoutes, errorAnswers, signedIn } from "./route-contract.ts";

/** The dashboard module's routes (apps/api/src/modules/dashboard). */
export const dashboardRoutes = defineRoutes({
  "GET /api/stores/:id/dashboard": {
    tags: ["dashboard"],
    summary: "The owner's figures for a store: stats, the last 30 days and the best sellers",
    security: signedIn,
    params: IdParams,
    response: { 200: StoreDashboardAnswer, ...errorAnswers(401, 403, 404) },
  },
});
