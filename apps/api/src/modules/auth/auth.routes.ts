import { AdminSessionAnswer } from "@marketplace/shared/admin-contracts";
import { DoneAnswer, ErrorAnswer } from "@marketplace/shared/api-answers";
import {
  CustomerProfileAnswer,
  CustomerSessionAnswer,
  CustomerSignupInput,
  ForgotPasswordInput,
  LoginInput,
  PasswordResetAnswer,
  ResetPasswordInput,
  SellerProfileAnswer,
  SellerSessionAnswer,
  SellerSignupInput,
} from "@marketplace/shared/auth-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import { unauthorized } from "../../lib/http-error.ts";
import { RATE_LIMITS, sharedRateLimit } from "../../plugins/rate-limits.ts";
import * as auth from "./auth.service.ts";
import { emailLinkBase } from "./email-links.ts";
import { MemoryKnownAddresses, RedisKnownAddresses } from "./known-addresses.ts";
import { MemoryAttemptCounters, RedisAttemptCounters } from "./login-attempt-counters.ts";
import { LOGIN_LIMITS, type LoginLimits, LoginThrottle } from "./login-throttle.ts";
import { createMailer } from "./mailer.ts";

const errors = errorAnswers(400, 401, 403, 404, 409, 429, 503);
const bearer = [{ bearerAuth: [] }];

export interface LoginThrottleOptions {
  limits?: Partial<LoginLimits>;
  now?: () => number;
}

export const authRoutes: FastifyPluginAsyncZod<{ loginThrottle?: LoginThrottleOptions }> = async (
  app,
  options,
) => {
  const counters = app.redis
    ? new RedisAttemptCounters(app.redis, `${app.config.redisKeyPrefix}login:`)
    : new MemoryAttemptCounters();
  const knownAddresses = app.redis
    ? new RedisKnownAddresses(app.redis, `${app.config.redisKeyPrefix}known-sign-in:`)
    : new MemoryKnownAddresses();
  const throttle = new LoginThrottle(
    counters,
    knownAddresses,
    { ...LOGIN_LIMITS, ...options.loginThrottle?.limits },
    options.loginThrottle?.now,
  );
  const deps: auth.AuthDeps = { db: app.db, signToken: app.signToken, throttle };
  const signedOutEverywhere = {
    success: true as const,
    message: "You have been signed out on every device, this one included.",
  };
  const sendMail = createMailer({
    smtpUrl: app.config.smtpUrl,
    from: app.config.mailFrom,
    env: app.config.env,
    log: app.log,
  });
  // Every route that creates an account spends the same allowance (decision 0007).
  const accountCreationLimit = sharedRateLimit(app, "account-creation", RATE_LIMITS.accountCreation);

  const signupOptions = {
    config: { leavesPublicAnswers: true },
    onRequest: accountCreationLimit,
    schema: {
      tags: ["accounts"],
      summary: "Create a customer account",
      body: CustomerSignupInput,
      response: { 201: CustomerSessionAnswer, ...errors },
    },
  };
  const signup = async (body: CustomerSignupInput): Promise<CustomerSessionAnswer> => ({
    success: true as const,
    message: "Account created successfully! Please sign in.",
    ...(await auth.signUpCustomer(deps, body)),
  });
  app.post("/auth/signup", signupOptions, async (request, reply) =>
    reply.code(201).send(await signup(request.body)),
  );
  // The first client's second auth context calls /register.
  app.post("/auth/register", signupOptions, async (request, reply) =>
    reply.code(201).send(await signup(request.body)),
  );

  app.post(
    "/auth/login",
    {
      config: { leavesPublicAnswers: true },
      schema: {
        tags: ["accounts"],
        summary: "Sign in as a customer",
        body: LoginInput,
        response: { 200: CustomerSessionAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Login successful",
      ...(await auth.logInCustomer(deps, request.body, request.ip)),
    }),
  );

  app.get(
    "/auth/profile",
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ["accounts"],
        summary: "The signed-in customer",
        security: bearer,
        response: { 200: CustomerProfileAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      user: await auth.customerProfile(app.db, request.account().id),
    }),
  );

  app.post(
    "/seller/signup",
    {
      config: { leavesPublicAnswers: true },
      onRequest: accountCreationLimit,
      schema: {
        tags: ["accounts"],
        summary: "Create a seller account (step 1 of 2)",
        body: SellerSignupInput,
        response: { 201: SellerSessionAnswer, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        message: "Account created! Proceeding to store setup...",
        ...(await auth.signUpSeller(deps, request.body)),
      }),
  );

  app.post(
    "/seller/login",
    {
      config: { leavesPublicAnswers: true },
      schema: {
        tags: ["accounts"],
        summary: "Sign in as a seller",
        body: LoginInput,
        response: { 200: SellerSessionAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Login successful",
      ...(await auth.logInSeller(deps, request.body, request.ip)),
    }),
  );

  // The admin sign-in shares the throttle, hashing and token rules of the other roles (decision 0018).
  app.post(
    "/admin/login",
    {
      config: { leavesPublicAnswers: true },
      schema: {
        tags: ["admin"],
        summary: "Sign in as an admin",
        body: LoginInput,
        response: { 200: AdminSessionAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Login successful",
      ...(await auth.logInAdmin(deps, request.body, request.ip)),
    }),
  );

  // An admin's token lasts 12 hours; the console asks for a fresh one while she works (decision 0037).
  app.post(
    "/admin/session",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Renew the admin's token for 12 more hours (at most a week after signing in)",
        security: bearer,
        response: { 200: AdminSessionAnswer, ...errors },
      },
    },
    async (request) => {
      const session = request.tokenSession;
      if (!session) throw unauthorized();
      return {
        success: true as const,
        message: "Session renewed",
        ...(await auth.renewAdminToken(deps, request.account(), session)),
      };
    },
  );

  app.post(
    "/admin/logout-all",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Sign the admin out everywhere: every token issued so far stops working; audited",
        security: bearer,
        response: { 200: DoneAnswer, ...errors },
      },
    },
    async (request) => {
      await auth.signOutAdminEverywhere(app.db, request.account(), request.ip);
      await app.live.tokensRevoked(request.account());
      return signedOutEverywhere;
    },
  );

  app.get(
    "/seller/profile",
    {
      onRequest: app.requireSeller,
      schema: {
        tags: ["accounts"],
        summary: "The signed-in seller",
        security: bearer,
        response: { 200: SellerProfileAnswer, ...errors },
      },
    },
    async (request) => {
      const seller = await auth.sellerProfile(app.db, request.account().id);
      return {
        success: true as const,
        seller,
        verified: seller.verified,
        status: seller.status,
        statusReason: seller.statusReason,
      };
    },
  );

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

  app.post(
    "/auth/logout-all",
    {
      config: { leavesPublicAnswers: true },
      onRequest: app.requireCustomer,
      schema: {
        tags: ["accounts"],
        summary: "Sign the customer out everywhere: every token issued so far stops working",
        security: bearer,
        response: { 200: DoneAnswer, ...errors },
      },
    },
    async (request) => {
      await auth.signOutEverywhere(app.db, request.account());
      await app.live.tokensRevoked(request.account());
      return signedOutEverywhere;
    },
  );

  app.post(
    "/seller/logout-all",
    {
      config: { leavesPublicAnswers: true },
      onRequest: app.requireSeller,
      schema: {
        tags: ["accounts"],
        summary: "Sign the seller out everywhere: every token issued so far stops working",
        security: bearer,
        response: { 200: DoneAnswer, ...errors },
      },
    },
    async (request) => {
      await auth.signOutEverywhere(app.db, request.account());
      await app.live.tokensRevoked(request.account());
      return signedOutEverywhere;
    },
  );
};
