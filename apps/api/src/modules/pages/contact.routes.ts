import { DoneAnswer, ErrorAnswer } from "@marketplace/shared/api-answers";
import { CONTACT_THANKS, ContactInput } from "@marketplace/shared/contact-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactMessages } from "../../db/schema/index.ts";
import { RATE_LIMITS } from "../../plugins/rate-limits.ts";

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/contact",
    {
      config: { rateLimit: RATE_LIMITS.contactMessage, leavesPublicAnswers: true },
      schema: {
        tags: ["pages"],
        summary: "Send a message to the marketplace team; it is stored for them to answer",
        body: ContactInput,
        response: { 201: DoneAnswer, 400: ErrorAnswer },
      },
    },
    async (request, reply) => {
      await app.db.insert(contactMessages).values(request.body);
      return reply.code(201).send({ success: true as const, message: CONTACT_THANKS });
    },
  );
};
