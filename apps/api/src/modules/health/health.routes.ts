import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Whether the API and its database answer",
        response: {
          200: z.object({
            success: z.literal(true),
            status: z.literal("ok"),
            database: z.enum(["pglite", "postgres"]),
          }),
        },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { success: true as const, status: "ok" as const, database: app.dbDriver };
    },
  );
};
