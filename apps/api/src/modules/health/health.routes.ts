import type { HealthPart } from "@marketplace/shared/api-routes/health-routes";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";

/** How long a part may take to answer before a load balancer is told this process is not ready. */
export const HEALTH_CHECK_TIMEOUT_MS = 2000;

const PART_NAMES: Record<HealthPart, string> = { database: "the database", redis: "Redis" };

/** Resolves true when `check` succeeds within the timeout; a hung part counts as down. */
async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness for a load balancer: 200 while the database (and Redis, when REDIS_URL is set) answer,
 * 503 naming what does not, within a couple of seconds even when a part hangs. (While the process
 * shuts down, Fastify answers requests on open connections with 503 itself: `return503OnClosing`.)
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(app, "GET /api/health", {}, async (_request, reply) => {
    const redis = app.redis;
    const [database, redisAnswers] = await Promise.all([
      answers(() => app.db.execute(sql`select 1`)),
      redis ? answers(() => redis.ping()) : Promise.resolve(true),
    ]);
    const failing: HealthPart[] = [
      ...(database ? [] : ["database" as const]),
      ...(redisAnswers ? [] : ["redis" as const]),
    ];
    if (failing.length === 0) {
      return { success: true as const, status: "ok" as const, database: app.dbDriver };
    }
    reply.header("retry-after", "5");
    return reply.code(503).send({
      success: false as const,
      status: "unavailable" as const,
      database: app.dbDriver,
      failing,
      message: `Not ready: ${failing.map((part) => PART_NAMES[part]).join(" and ")} did not answer within ${HEALTH_CHECK_TIMEOUT_MS / 1000} s.`,
    });
  });
};
