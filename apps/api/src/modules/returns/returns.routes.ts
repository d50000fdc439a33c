import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import { ordersRefundedThroughProvider } from "./provider-refunds.ts";
import {
  markReceived,
  operatorDecides,
  recordMarketplaceRefund,
  recordRefund,
  sellerDecides,
} from "./return-decisions.service.ts";
import {
  createReturn,
  escalateReturn,
  listReturns,
  readReturn,
  type StepDone,
  withdrawReturn,
} from "./return-requests.service.ts";
import { returnsWhere } from "./returns.repository.ts";

/** Returns and refunds (issue 27, decision 0035): the buyer asks, the seller decides, the operator referees. */
export const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = imageUrls(app.config.publicUrl);

  /** After the commit: the other side is told (decision 0029), and the return answered as it is now. */
  const answer = async (done: StepDone, message: string) => {
    await app.publishEvent({ kind: "return-step", stepId: done.stepId });
    return { success: true as const, message, return: await readReturn(app.db, urls, done.returnId) };
  };

  addRoute(
    app,
    "POST /api/orders/:id/returns",
    { onRequest: app.requireCustomer },
    async (request, reply) => {
      const done = await createReturn(
        app.db,
        app.images,
        urls,
        request.account().id,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(await answer(done, "Your return request was sent to the seller."));
    },
  );

  // The three lists of returns (the operator's `status=escalated` is her queue).
  const lists = [
    { key: "GET /api/returns", guard: app.requireCustomer, where: returnsWhere.customer },
    { key: "GET /api/seller/returns", guard: app.requireSeller, where: returnsWhere.seller },
    { key: "GET /api/admin/returns", guard: app.requireAdmin, where: () => undefined },
  ] as const;
  for (const { key, guard, where } of lists) {
    addRoute(app, key, { onRequest: guard }, async (request) => {
      const returns = await listReturns(app.db, urls, where(request.account().id), request.query);
      if (key !== "GET /api/admin/returns") return { success: true as const, returns };
      // The team's list says how each online refund is made: by JazzCash's API, or by hand (decision 0053).
      const online = returns.filter(
        (item) => item.paymentMethod === "JazzCash" || item.paymentMethod === "Easypaisa",
      );
      const through = await ordersRefundedThroughProvider(
        app.db,
        app.paymentProviders,
        online.map((item) => item.orderId),
      );
      for (const item of online) item.refundThroughProvider = through.has(item.orderId);
      return { success: true as const, returns };
    });
  }

  // What the buyer may still do with her return: take a declined one to the team, or withdraw it.
  const buyerSteps = [
    {
      key: "POST /api/returns/:id/escalate",
      act: escalateReturn,
      done: "The Hunarmand team will look at your return.",
    },
    { key: "POST /api/returns/:id/withdraw", act: withdrawReturn, done: "Your return is withdrawn." },
  ] as const;
  for (const { key, act, done } of buyerSteps) {
    addRoute(app, key, { onRequest: app.requireCustomer }, async (request) =>
      answer(await act(app.db, request.account().id, request.params.id, request.body.note), done),
    );
  }

  // Who decides a return: the store's owner a new one, the operator one the buyer escalated.
  const deciders = [
    { key: "PUT /api/returns/:id", guard: app.requireSeller, decide: sellerDecides },
    { key: "PUT /api/admin/returns/:id", guard: app.requireAdmin, decide: operatorDecides },
  ] as const;
  for (const { key, guard, decide } of deciders) {
    addRoute(app, key, { onRequest: guard }, async (request) => {
      const { decision, note } = request.body;
      const done = await decide(app.db, request.account().id, request.params.id, decision, note);
      return answer(done, decision === "accept" ? "Return accepted." : "Return declined.");
    });
  }

  addRoute(app, "POST /api/returns/:id/received", { onRequest: app.requireSeller }, async (request) =>
    answer(await markReceived(app.db, request.account().id, request.params.id), "Return marked received."),
  );

  addRoute(app, "POST /api/returns/:id/refund", { onRequest: app.requireSeller }, async (request) =>
    answer(
      await recordRefund(app.db, request.account().id, request.params.id, request.body),
      "Refund recorded.",
    ),
  );

  // An order paid online to the marketplace is refunded by its team (decision 0053).
  addRoute(app, "POST /api/admin/returns/:id/refund", { onRequest: app.requireAdmin }, async (request) =>
    answer(
      await recordMarketplaceRefund(
        app.db,
        app.paymentProviders,
        request.account().id,
        request.params.id,
        request.body,
      ),
      "Refund recorded.",
    ),
  );
};
