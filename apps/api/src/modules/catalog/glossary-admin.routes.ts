import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { localWriteGeneration, redisWriteGeneration } from "../../lib/write-generation.ts";
import * as glossary from "./glossary-admin.service.ts";
import { keepSearchGlossary } from "./search-glossary.ts";

/**
 * The search glossary in the console (issue 33, decision 0057), and the glossary this process's
 * searches keep in memory: renewed through Redis when several processes share it.
 */
export const glossaryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  keepSearchGlossary(
    app.db,
    app.redis
      ? redisWriteGeneration(app.redis, `${app.config.redisKeyPrefix}search-glossary-generation`)
      : localWriteGeneration(),
  );

  addRoute(app, "GET /api/admin/glossary", { onRequest: app.requireAdmin }, async () => ({
    success: true as const,
    entries: await glossary.listGlossary(app.db),
  }));

  addRoute(app, "POST /api/admin/glossary", { onRequest: app.requireAdmin }, async (request, reply) => {
    const entry = await glossary.addGlossaryEntry(app.db, request.account().id, request.body);
    return reply
      .code(201)
      .send({ success: true as const, message: `"${entry.key}" added to the glossary.`, entry });
  });

  addRoute(app, "PUT /api/admin/glossary/:id", { onRequest: app.requireAdmin }, async (request) => {
    const entry = await glossary.changeGlossaryEntry(
      app.db,
      request.account().id,
      request.params.id,
      request.body,
    );
    return { success: true as const, message: `"${entry.key}" saved.`, entry };
  });

  addRoute(app, "DELETE /api/admin/glossary/:id", { onRequest: app.requireAdmin }, async (request) => {
    const key = await glossary.deleteGlossaryEntry(app.db, request.account().id, request.params.id);
    return { success: true as const, message: `"${key}" deleted from the glossary.` };
  });
};
