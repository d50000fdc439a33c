import {
  CustomerSignupInput,
  ForgotPasswordInput,
  LoginInput,
  ResetPasswordInput,
  SellerSignupInput,
} from "@marketplace/shared/auth-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { RATE_LIMITS, sharedRateLimit } from "../../plugins/rate-limits.ts";
import { errorAnswer } from "../orders/orders.schemas.ts";
import * as auth from "./auth.service.ts";
import { emailLinkBase } from "./email-links.ts";
import { MemoryAttemptCounters, RedisAttemptCounters } from "./login-attempt-counters.ts";
import { LOGIN_LIMITS, type LoginLimits, LoginThrottle } from "./login-throttle.ts";
import { createMailer } from "./mailer.ts";

const user = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
const seller = user.extend({ phone: z.string(), verified: z.boolean() });
const errors = {
  400: errorAnswer,
  401: errorAnswer,
  403: errorAnswer,
  404: errorAnswer,
  409: errorAnswer,
  429: errorAnswer,
  503: errorAnswer,
};
const bearer = [{ bearerAuth: [] }];
const customerSession = z.object({ success: z.literal(true), message: z.string(), token: z.string(), user });
const sellerSession = z.object({ success: z.literal(true), message: z.string(), token: z.string(), seller });
const done = z.object({ success: z.literal(true), message: z.string() });

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
  const throttle = new LoginThrottle(
    counters,
    { ...LOGIN_LIMITS, ...options.loginThrottle?.limits },
    options.loginThrottle?.now,
  );
  const deps: auth.AuthDeps = { db: app.db, signToken: app.signToken, throttle };
  const sendMail = createMailer({
    smtpUrl: app.config.smtpUrl,
    from: app.config.mailFrom,
    env: app.config.env,
    log: app.log,
  });
  // Every route that creates an account spends the same allowance (decision 0007).
  const accountCreationLimit = sharedRateLimit(app, "account-creation", RATE_LIMITS.accountCreation);

  const signupOptions = {
    onRequest: accountCreationLimit,
    schema: {
      tags: ["accounts"],
      summary: "Create a customer account",
      body: CustomerSignupInput,
      response: { 201: customerSession, ...errors },
    },
  };
  const signup = async (body: z.infer<typeof CustomerSignupInput>) => ({
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
      schema: {
        tags: ["accounts"],
        summary: "Sign in as a customer",
        body: LoginInput,
        response: { 200: customerSession, ...errors },
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
        response: { 200: z.object({ success: z.literal(true), user }), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      user: await auth.customerProfile(app.db, request.auth!.id),
    }),
  );

  app.post(
    "/seller/signup",
    {
      onRequest: accountCreationLimit,
      schema: {
        tags: ["accounts"],
        summary: "Create a seller account (step 1 of 2)",
        body: SellerSignupInput,
        response: { 201: sellerSession, ...errors },
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
      schema: {
        tags: ["accounts"],
        summary: "Sign in as a seller",
        body: LoginInput,
        response: { 200: sellerSession, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Login successful",
      ...(await auth.logInSeller(deps, request.body, request.ip)),
    }),
  );

  app.get(
    "/seller/profile",
    {
      onRequest: app.requireSeller,
      schema: {
        tags: ["accounts"],
        summary: "The signed-in seller",
        security: bearer,
        response: { 200: z.object({ success: z.literal(true), seller }), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      seller: await auth.sellerProfile(app.db, request.auth!.id),
    }),
  );

  app.post(
    "/auth/forgot-password",
    {
      config: { rateLimit: RATE_LIMITS.passwordResetMail },
      schema: {
        tags: ["accounts"],
        summary: "E-mail a single-use password reset link that expires in one hour",
        body: ForgotPasswordInput,
        response: { 200: done, 400: errorAnswer },
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
          "no reset e-mail sent: this host is not PUBLIC_URL's and not in ALLOWED_HOSTS",
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
      config: { rateLimit: RATE_LIMITS.passwordReset },
      schema: {
        tags: ["accounts"],
        summary: "Set a new password with a reset link's token; every earlier session ends",
        body: ResetPasswordInput,
        response: {
          200: done.extend({ role: z.enum(["customer", "seller"]) }),
          400: errorAnswer,
          429: errorAnswer,
          503: errorAnswer,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Your password has been changed. Please sign in with the new one.",
      ...(await auth.resetPassword(app.db, request.body)),
    }),
  );

  const signedOutEverywhere = {
    success: true as const,
    message: "You have been signed out on every device, this one included.",
  };
  app.post(
    "/auth/logout-all",
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ["accounts"],
        summary: "Sign the customer out everywhere: every token issued so far stops working",
        security: bearer,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await auth.signOutEverywhere(app.db, request.auth!);
      return signedOutEverywhere;
    },
  );

  app.post(
    "/seller/logout-all",
    {
      onRequest: app.requireSeller,
      schema: {
        tags: ["accounts"],
        summary: "Sign the seller out everywhere: every token issued so far stops working",
        security: bearer,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await auth.signOutEverywhere(app.db, request.auth!);
      return signedOutEverywhere;
    },
  );
};
