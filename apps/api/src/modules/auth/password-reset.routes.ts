import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { RATE_LIMITS } from "../../plugins/rate-limits.ts";
import * as auth from "./auth.service.ts";
import { emailLinkBase } from "./email-links.ts";
import { createMailer } from "./mailer.ts";

/** A forgotten password, for customers and sellers alike: a single-use link by e-mail, then a new one. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendMail = createMailer({
    smtpUrl: app.config.smtpUrl,
    from: app.config.mailFrom,
    env: app.config.env,
    log: app.log,
  });

  addRoute(
    app,
    "POST /api/auth/forgot-password",
    { config: { rateLimit: RATE_LIMITS.passwordResetMail, leavesPublicAnswers: true } },
    async (request) => {
      const baseUrl = emailLinkBase(app.config, request);
      if (baseUrl) {
        await auth.requestPasswordReset(app.db, sendMail, request.body, baseUrl);
      } else {
        // Same answer as ever, so the sender learns nothing; the operator learns what to configure.
        request.log.warn(
          { host: request.host },
          "no reset e-mail sent: this host is not PUBLIC_URL's and not in ALLOWED_HOSTS, or its scheme is not plain http or https",
        );
      }
      return {
        success: true as const,
        message:
          "If an account exists for that email, a reset link is on its way. It works once, within one hour.",
      };
    },
  );

  addRoute(
    app,
    "POST /api/auth/reset-password",
    { config: { rateLimit: RATE_LIMITS.passwordReset, leavesPublicAnswers: true } },
    async (request) => {
      const { role, accountId } = await auth.resetPassword(app.db, request.body);
      // Open notification streams end with the sessions (decision 0029).
      await app.live.tokensRevoked({ role, id: accountId });
      return {
        success: true as const,
        message: "Your password has been changed. Please sign in with the new one.",
        role,
      };
    },
  );
};
