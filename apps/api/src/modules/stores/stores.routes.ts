import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { IMAGE_BODY_BYTES } from "../../lib/body-limits.ts";
import { answerDependsOn, answerTags } from "../../lib/public-answer-tags.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import { storeAnswers } from "./store-answers.ts";
import * as stores from "./stores.service.ts";

export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = imageUrls(app.config.publicUrl);
  const answers = storeAnswers(app);

  addRoute(app, "GET /api/stores", { config: { cache: "public" } }, async (request) => {
    answerDependsOn(request, [answerTags.lists]);
    return answers.storeList(request.query);
  });

  addRoute(app, "GET /api/stores/seller/my-stores", { onRequest: app.requireSeller }, async (request) => {
    const list = await stores.myStores(app.db, urls, request.account().id);
    return { success: true as const, count: list.length, stores: list };
  });

  addRoute(
    app,
    "GET /api/stores/:id",
    { config: { cache: "public" }, onRequest: app.optionalAuth },
    async (request) => {
      const answer = await answers.store(request.params.id, {
        accountId: request.auth?.id,
        ip: request.ip,
        counted: request.query.visit !== "false",
      });
      // Asked by id or by slug: the store's own id names it (decision 0059).
      answerDependsOn(request, [answerTags.store(answer.store._id), answerTags.storeGoods(answer.store._id)]);
      return answer;
    },
  );

  addRoute(
    app,
    "POST /api/stores",
    {
      onRequest: app.requireSeller,
      // Logo and banner may come as data URLs.
      bodyLimit: IMAGE_BODY_BYTES,
    },
    async (request, reply) => {
      const store = await stores.createStore(app.db, app.images, urls, request.account().id, request.body);
      return reply.code(201).send({ success: true as const, message: "Store created successfully!", store });
    },
  );

  addRoute(
    app,
    "PUT /api/stores/:id",
    {
      onRequest: app.requireSeller,
      // Logo and banner may come as data URLs.
      bodyLimit: IMAGE_BODY_BYTES,
    },
    async (request) => ({
      success: true as const,
      message: "Store updated successfully!",
      store: await stores.updateStore(
        app.db,
        app.images,
        urls,
        request.account().id,
        request.params.id,
        request.body,
      ),
    }),
  );
};
