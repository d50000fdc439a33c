import { IdParams } from "@marketplace/shared/api-answers";
import {
  CreateReturnInput,
  RefundInput,
  ReturnAnswer,
  ReturnDecisionInput,
  ReturnListAnswer,
  ReturnListQuery,
  ReturnNoteInput,
} from "@marketplace/shared/returns-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import { markReceived, operatorDecides, recordRefund, sellerDecides } from "./return-decisions.service.ts";
import {
  createReturn,
  escalateReturn,
  listReturns,
  readReturn,
  type StepDone,
  withdrawReturn,
} from "./return-requests.service.ts";
import { returnsWhere } from "./returns.repository.ts";

const errors = errorAnswers(400, 401, 403, 404, 409);
const security = [{ bearerAuth: [] }];
const tags = ["returns"];

/** Returns and refunds (issue 27, decision 0035): the buyer asks, the seller decides, the operator referees. */
export const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = imageUrls(app.config.publicUrl);

  /** After the commit: the other side is told (decision 0029), and the return answered as it is now. */
  const answer = async (done: StepDone, message: string) => {
    await app.publishEvent({ kind: "return-step", stepId: done.stepId });
    return { success: true as const, message, return: await readReturn(app.db, urls, done.returnId) };
  };

  app.post(
    "/orders/:id/returns",
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: "Ask to return some or all units of a delivered order, within the return window",
        security,
        params: IdParams,
        body: CreateReturnInput,
        response: { 201: ReturnAnswer, ...errors },
      },
    },
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

  // The three lists of returns, newest first: the buyer's, her stores' for a seller, every store's
  // for the operator (`status=escalated` is her queue).
  const lists = [
    {
      path: "/returns",
      guard: app.requireCustomer,
      summary: "The signed-in buyer's returns, newest first",
      where: (accountId: string) => returnsWhere.customer(accountId),
    },
    {
      path: "/seller/returns",
      guard: app.requireSeller,
      summary: "Returns of the signed-in seller's stores, newest first",
      where: (accountId: string) => returnsWhere.seller(accountId),
    },
    {
      path: "/admin/returns",
      guard: app.requireAdmin,
      summary: "Every store's returns, newest first; `status=escalated` is the operator's queue",
      where: () => undefined,
    },
  ];
  for (const { path, guard, summary, where } of lists) {
    app.get(
      path,
      {
        onRequest: guard,
        schema: {
          tags,
          summary,
          security,
          querystring: ReturnListQuery,
          response: { 200: ReturnListAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        returns: await listReturns(app.db, urls, where(request.account().id), request.query),
      }),
    );
  }

  // What the buyer may still do with her return: take a declined one to the team, or withdraw it.
  const buyerSteps = [
    {
      step: "escalate",
      summary: "Take a declined return to the Hunarmand team (once)",
      act: escalateReturn,
      done: "The Hunarmand team will look at your return.",
    },
    {
      step: "withdraw",
      summary: "Withdraw a return before the seller has the items back",
      act: withdrawReturn,
      done: "Your return is withdrawn.",
    },
  ];
  for (const { step, summary, act, done } of buyerSteps) {
    app.post(
      `/returns/:id/${step}`,
      {
        onRequest: app.requireCustomer,
        schema: {
          tags,
          summary,
          security,
          params: IdParams,
          body: ReturnNoteInput,
          response: { 200: ReturnAnswer, ...errors },
        },
      },
      async (request) =>
        answer(await act(app.db, request.account().id, request.params.id, request.body.note), done),
    );
  }

  // Who decides a return: the store's owner a new one, the operator one the buyer escalated.
  const deciders = [
    {
      path: "/returns/:id",
      guard: app.requireSeller,
      summary: "The store's owner accepts or declines a new return",
      decide: sellerDecides,
    },
    {
      path: "/admin/returns/:id",
      guard: app.requireAdmin,
      summary: "The operator decides an escalated return (audited)",
      decide: operatorDecides,
    },
  ];
  for (const { path, guard, summary, decide } of deciders) {
    app.put(
      path,
      {
        onRequest: guard,
        schema: {
          tags,
          summary,
          security,
          params: IdParams,
          body: ReturnDecisionInput,
          response: { 200: ReturnAnswer, ...errors },
        },
      },
      async (request) => {
        const { decision, note } = request.body;
        const done = await decide(app.db, request.account().id, request.params.id, decision, note);
        return answer(done, decision === "accept" ? "Return accepted." : "Return declined.");
      },
    );
  }

  app.post(
    "/returns/:id/received",
    {
      onRequest: app.requireSeller,
      schema: {
        tags,
        summary: "The seller has the items back: their stock returns",
        security,
        params: IdParams,
        response: { 200: ReturnAnswer, ...errors },
      },
    },
    async (request) =>
      answer(await markReceived(app.db, request.account().id, request.params.id), "Return marked received."),
  );

  app.post(
    "/returns/:id/refund",
    {
      onRequest: app.requireSeller,
      schema: {
        tags,
        summary:
          "Record money sent back to the buyer (partial refunds allowed, never more than was paid for the lines)",
        security,
        params: IdParams,
        body: RefundInput,
        response: { 200: ReturnAnswer, ...errors },
      },
    },
    async (request) =>
      answer(
        await recordRefund(app.db, request.account().id, request.params.id, request.body),
        "Refund recorded.",
      ),
  );
};
