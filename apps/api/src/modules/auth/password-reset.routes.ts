import { DoneAnswer, ErrorAnswer } from "@marketplace/shared/api-answers";
import {
  ForgotPasswordInput,
  PasswordResetAnswer,
  ResetPasswordInput,
} from "@marketplace/shared/auth-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorAnswers } from "../../lib/error-answers.ts";
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

  app.post(
    "/auth/forgot-password",
    {
      config: { rateLimit: RATE_LIMITS.passwordResetMail, leavesPublicAnswers: true },
      schema: {
        tags: ["accounts"],
        summary: "E-mail a single-use password reset link that expires in one hour",
        body: ForgotPasswordInput,
        response: { 200: DoneAnswer, 400: ErrorAnswer },
      },
    },
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

  app.post(
    "/auth/reset-password",
    {
      config: { rateLimit: RATE_LIMITS.passwordReset, leavesPublicAnswers: true },
      schema: {
        tags: ["accounts"],
        summary: "Set a new password with a reset link's token; every earlier session ends",
        body: ResetPasswordInput,
        response: { 200: PasswordResetAnswer, ...errorAnswers(400, 429, 503) },
      },
    },
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
