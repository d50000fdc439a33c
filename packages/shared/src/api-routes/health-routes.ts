import { z } from "zod";
import { defineRoutes } from "./route-contract.ts";

/** The parts a process needs to answer: what a failing health check names. */
export const HealthPart = z.enum(["database", "redis"]);
export type HealthPart = z.infer<typeof HealthPart>;

/** The health module's routes (apps/api/src/modules/health). */
export const healthRoutes = defineRoutes({
  "GET /api/health": {
    tags: ["health"],
    summary: "Whether this process is ready: its database (and Redis, when used) answer",
    response: {
      200: z.object({
        success: z.literal(true),
        status: z.literal("ok"),
        database: z.enum(["pglite", "postgres"]),
      }),
      503: z.object({
        success: z.literal(false),
        status: z.literal("unavailable"),
        database: z.enum(["pglite", "postgres"]),
        failing: z.array(HealthPart),
        message: z.string(),
      }),
    },
  },
});
