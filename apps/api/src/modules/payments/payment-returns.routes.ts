import { createHash } from "node:crypto";
import type { PaymentProviderCode } from "@marketplace/shared/payments-contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { applyVerdict, recordRefused } from "./payment-answers.service.ts";
import type { PaymentJobs } from "./payment-jobs.ts";
import * as repo from "./payments.repository.ts";
import { PAYMENT_NOT_FOUND } from "./payments.service.ts";
import { ProviderUnreachable } from "./providers/payment-provider.ts";
import { escapeHtml } from "./providers/payment-simulator-server.ts";

/** Where the buyer reads how her payment went (the web's `payment` page). */
export const paymentPagePath = (paymentId: string) => `/payment/${paymentId}`;

/**
 * The providers' returns and notifications (decision 0053). None needs a token: each answer is
 * believed only as far as its signature (JazzCash) or the provider's inquiry (Easypaisa) goes, and
 * the buyer is then sent on to her payment's page.
 */
export const paymentReturnsRoutes: FastifyPluginAsyncZod<{ jobs: PaymentJobs }> = async (app, { jobs }) => {
  const providers = app.paymentProviders;
  // JazzCash posts its answer as a form; only this plugin reads form bodies.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      try {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );

  const sendOn = (reply: FastifyReply, paymentId: string | null) => {
    const location = paymentId ? paymentPagePath(paymentId) : "/";
    return reply
      .code(303)
      .header("location", location)
      .send({ success: true as const, payment: paymentId, location });
  };

  /** Asks the provider now (so her page already tells), and later again if it is not final. */
  const inquireNow = async (provider: PaymentProviderCode, paymentId: string, reference: string) => {
    const adapter = providers[provider];
    if (!adapter) return;
    try {
      const effect = await applyVerdict(app.db, provider, await adapter.inquire(reference), "inquiry");
      await jobs.follow(effect);
      const after = await repo.findPayment(app.db, paymentId);
      if (after && (after.status === "initiated" || after.status === "pending") && !effect.inquireAgain)
        await jobs.inquireLater(paymentId);
    } catch (error) {
      if (!(error instanceof ProviderUnreachable)) throw error;
      app.log.warn({ err: error, paymentId }, "the provider's inquiry did not answer; the queue asks again");
      await jobs.inquireLater(paymentId);
    }
  };

  addRoute(app, "POST /api/payments/jazzcash/return", {}, async (request, reply) => {
    const adapter = providers.jazzcash;
    if (!adapter) throw badRequest("JazzCash payments are not available.");
    const verdict = adapter.readReturn(request.body);
    const effect = await applyVerdict(app.db, "jazzcash", verdict, "answer");
    await jobs.follow(effect);
    if (verdict.kind === "refused")
      request.log.warn({ reason: verdict.reason }, "a JazzCash answer was refused");
    const reference = verdict.reference;
    const payment = reference
      ? await repo.findPaymentByReferenceForUpdate(app.db, "jazzcash", reference)
      : undefined;
    if (!payment) throw badRequest("This payment answer is not one of ours.");
    return sendOn(reply, payment.id);
  });

  /** The Easypaisa payment a postBackURL names; 404 for one that is not. */
  const easypaisaPayment = async (id: string) => {
    const payment = isUuid(id) ? await repo.findPayment(app.db, id) : undefined;
    if (payment?.provider !== "easypaisa") throw notFound(PAYMENT_NOT_FOUND);
    return payment;
  };

  /** Easypaisa's unsigned return: recorded, then the inquiry decides. */
  const easypaisaReturn = async (id: string, query: Record<string, string | undefined>) => {
    const payment = await easypaisaPayment(id);
    const adapter = providers.easypaisa;
    if (!adapter) throw badRequest("Easypaisa payments are not available.");
    const fields = { ...query, orderRefNumber: query.orderRefNumber ?? payment.reference } as Record<
      string,
      string
    >;
    // The postBackURL names our payment: an answer naming another order's reference is refused.
    const verdict =
      fields.orderRefNumber === payment.reference
        ? adapter.readReturn(fields)
        : ({
            kind: "refused",
            reason: "the return names another payment's reference",
            reference: payment.reference,
            code: fields.status ?? null,
          } as const);
    // The inquiry is asked right after (and queued again if need be), so the return itself queues none.
    await jobs.follow({
      ...(await applyVerdict(app.db, "easypaisa", verdict, "answer")),
      inquireAgain: false,
    });
    await inquireNow("easypaisa", payment.id, payment.reference);
    return payment;
  };

  addRoute(app, "GET /api/payments/easypaisa/:id/confirm", {}, async (request, reply) => {
    const payment = await easypaisaPayment(request.params.id);
    const adapter = providers.easypaisa;
    if (!adapter) throw badRequest("Easypaisa payments are not available.");
    const token = request.query.auth_token;
    // Easypaisa refused step one (or the buyer came back without a token): a return like any other.
    if (!token) return sendOn(reply, (await easypaisaReturn(request.params.id, request.query)).id);
    const base = `${request.protocol}://${request.host}`;
    const form = adapter.confirmForm(
      token,
      `${app.config.publicUrl ?? base}/api/payments/easypaisa/${payment.id}/return`,
    );
    const inputs = Object.entries(form.fields)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join("");
    const script = 'document.getElementById("easypaisa").submit()';
    const hash = createHash("sha256").update(script).digest("base64");
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Easypaisa</title></head><body><form id="easypaisa" method="post" action="${escapeHtml(form.url)}">${inputs}<button type="submit">Continue to Easypaisa · ایزی پیسہ پر جائیں</button></form><script>${script}</script></body></html>`;
    return reply
      .type("text/html; charset=utf-8")
      .header(
        "content-security-policy",
        `default-src 'none'; script-src 'sha256-${hash}'; form-action ${new URL(form.url).origin}; base-uri 'none'; frame-ancestors 'none'`,
      )
      .send(html);
  });

  addRoute(app, "GET /api/payments/easypaisa/:id/return", {}, async (request, reply) =>
    sendOn(reply, (await easypaisaReturn(request.params.id, request.query)).id),
  );

  addRoute(app, "GET /api/payments/easypaisa/ipn", {}, async (request) => {
    // Never fetched: the link only names the reference, which the inquiry asks about (no SSRF).
    const reference = (request.query.url ?? "").split(/[/?#]/).filter(Boolean).at(-1) ?? "";
    if (!/^[A-Za-z0-9]{1,40}$/.test(reference))
      throw badRequest("The notification names no order reference.");
    const payment = await repo.findPaymentByReferenceForUpdate(app.db, "easypaisa", reference);
    if (payment) await inquireNow("easypaisa", payment.id, payment.reference);
    // Not ours: kept for the operator, and acknowledged so that Easypaisa does not send it again.
    else
      await recordRefused(
        app.db,
        "easypaisa",
        { kind: "refused", reason: "a notification for no payment of ours", reference, code: null },
        "answer",
      );
    return { success: true as const, message: "Noted." };
  });
};
