import { AdminSessionAnswer } from "@marketplace/shared/admin-contracts";
import {
  CustomerProfileAnswer,
  CustomerSessionAnswer,
  CustomerSignupInput,
  LoginInput,
  SellerProfileAnswer,
  SellerSessionAnswer,
  SellerSignupInput,
} from "@marketplace/shared/auth-contracts";
import type { Language } from "@marketplace/shared/languages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import { languageOf } from "../../plugins/message-language.ts";
import { RATE_LIMITS, sharedRateLimit } from "../../plugins/rate-limits.ts";
import * as auth from "./auth.service.ts";
import { MemoryKnownAddresses, RedisKnownAddresses } from "./known-addresses.ts";
import { MemoryAttemptCounters, RedisAttemptCounters } from "./login-attempt-counters.ts";
import { LOGIN_LIMITS, type LoginLimits, LoginThrottle } from "./login-throttle.ts";

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
  const signup = async (body: CustomerSignupInput, language: Language): Promise<CustomerSessionAnswer> => ({
    success: true as const,
    message: "Account created successfully! Please sign in.",
    ...(await auth.signUpCustomer(deps, body, language)),
  });
  app.post("/auth/signup", signupOptions, async (request, reply) =>
    reply.code(201).send(await signup(request.body, languageOf(request))),
  );
  // The first client's second auth context calls /register.
  app.post("/auth/register", signupOptions, async (request, reply) =>
    reply.code(201).send(await signup(request.body, languageOf(request))),
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
      ...(await auth.logInCustomer(deps, request.body, request.ip, languageOf(request))),
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
        ...(await auth.signUpSeller(deps, request.body, languageOf(request))),
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
      ...(await auth.logInSeller(deps, request.body, request.ip, languageOf(request))),
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
};
