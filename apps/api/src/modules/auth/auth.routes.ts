import type { CustomerSessionAnswer, CustomerSignupInput } from "@marketplace/shared/auth-contracts";
import type { Language } from "@marketplace/shared/languages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { languageOf } from "../../plugins/message-language.ts";
import { RATE_LIMITS, sharedRateLimit } from "../../plugins/rate-limits.ts";
import * as auth from "./auth.service.ts";
import { MemoryKnownAddresses, RedisKnownAddresses } from "./known-addresses.ts";
import { MemoryAttemptCounters, RedisAttemptCounters } from "./login-attempt-counters.ts";
import { LOGIN_LIMITS, type LoginLimits, LoginThrottle } from "./login-throttle.ts";

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
  const accountCreationLimit = sharedRateLimit(app, "account-creation", {
    ...RATE_LIMITS.accountCreation,
    max: app.config.accountsPerAddressPerHour,
  });

  const signupOptions = { config: { leavesPublicAnswers: true }, onRequest: accountCreationLimit };
  const signup = async (body: CustomerSignupInput, language: Language): Promise<CustomerSessionAnswer> => ({
    success: true as const,
    message: "Account created successfully! Please sign in.",
    ...(await auth.signUpCustomer(deps, body, language)),
  });
  // The first client's second auth context calls /register.
  for (const key of ["POST /api/auth/signup", "POST /api/auth/register"] as const) {
    addRoute(app, key, signupOptions, async (request, reply) =>
      reply.code(201).send(await signup(request.body, languageOf(request))),
    );
  }

  addRoute(app, "POST /api/auth/login", { config: { leavesPublicAnswers: true } }, async (request) => ({
    success: true as const,
    message: "Login successful",
    ...(await auth.logInCustomer(deps, request.body, request.ip, languageOf(request))),
  }));

  addRoute(app, "GET /api/auth/profile", { onRequest: app.requireCustomer }, async (request) => ({
    success: true as const,
    user: await auth.customerProfile(app.db, request.account().id),
  }));

  addRoute(
    app,
    "POST /api/seller/signup",
    { config: { leavesPublicAnswers: true }, onRequest: accountCreationLimit },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        message: "Account created! Proceeding to store setup...",
        ...(await auth.signUpSeller(deps, request.body, languageOf(request))),
      }),
  );

  addRoute(app, "POST /api/seller/login", { config: { leavesPublicAnswers: true } }, async (request) => ({
    success: true as const,
    message: "Login successful",
    ...(await auth.logInSeller(deps, request.body, request.ip, languageOf(request))),
  }));

  // The admin sign-in shares the throttle, hashing and token rules of the other roles (decision 0018).
  addRoute(app, "POST /api/admin/login", { config: { leavesPublicAnswers: true } }, async (request) => ({
    success: true as const,
    message: "Login successful",
    ...(await auth.logInAdmin(deps, request.body, request.ip)),
  }));

  addRoute(app, "GET /api/seller/profile", { onRequest: app.requireSeller }, async (request) => {
    const seller = await auth.sellerProfile(app.db, request.account().id);
    return {
      success: true as const,
      seller,
      verified: seller.verified,
      status: seller.status,
      statusReason: seller.statusReason,
    };
  });
};
