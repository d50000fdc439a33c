import { CONTACT_THANKS } from "@marketplace/shared/contact-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactMessages } from "../../db/schema/index.ts";
import { addRoute } from "../../lib/add-route.ts";
import { RATE_LIMITS } from "../../plugins/rate-limits.ts";

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(
    app,
    "POST /api/contact",
    { config: { rateLimit: RATE_LIMITS.contactMessage, leavesPublicAnswers: true } },
    async (request, reply) => {
      await app.db.insert(contactMessages).values(request.body);
      return reply.code(201).send({ success: true as const, message: CONTACT_THANKS });
    },
  );
};
