import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswer } from "../orders/orders.schemas.ts";
import { storeDashboard } from "./dashboard.service.ts";

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/stores/:id/dashboard",
    {
      onRequest: app.requireSeller,
      schema: {
        tags: ["dashboard"],
        summary: "The owner's figures for a store: stats, the last 30 days and the best sellers",
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.string() }),
        response: {
          200: z.object({
            success: z.literal(true),
            stats: z.object({
              totalProducts: z.number(),
              onSale: z.number(),
              outOfStock: z.number(),
              averageRating: z.number(),
              reviewCount: z.number(),
              revenue: z.number(),
              orders: z.number(),
              pendingOrders: z.number(),
              views: z.number(),
            }),
            daily: z.array(z.object({ date: z.string(), orders: z.number(), revenue: z.number() })),
            topProducts: z.array(
              z.object({
                _id: z.string(),
                name: z.string(),
                image: z.string().nullable(),
                unitsSold: z.number(),
                revenue: z.number(),
              }),
            ),
          }),
          401: errorAnswer,
          403: errorAnswer,
          404: errorAnswer,
        },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await storeDashboard(app.db, request.auth!.id, request.params.id)),
    }),
  );
};
