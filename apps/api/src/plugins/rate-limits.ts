import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest } from "../lib/http-error.ts";
import { networkAddress } from "../lib/network-address.ts";

/**
 * Per-address limits on the calls a spammer or a bot would repeat: creating accounts (counted over
 * every route that creates one), asking for reset e-mails (each one sends mail to somebody), using
 * a reset link (each one costs a password hash) and the contact form. Shared through Redis when
 * REDIS_URL is set, so several server processes count together. Failed sign-ins have their own
 * throttle, by account and by address (modules/auth/login-throttle.ts).
 */
export const RATE_LIMITS = {
  /** Its `max` is the default of ACCOUNTS_PER_ADDRESS_PER_HOUR (config.ts), which an operator may raise. */
  accountCreation: { max: 30, timeWindow: "1 hour" },
  passwordResetMail: { max: 10, timeWindow: "1 hour" },
  passwordReset: { max: 20, timeWindow: "1 hour" },
  contactMessage: { max: 10, timeWindow: "1 hour" },
} as const;

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: clientNetwork,
    ...(app.redis ? { redis: app.redis, nameSpace: `${app.config.redisKeyPrefix}rate-limit:` } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests from your address. Please try again in ${minutes(context.ttl)}.`,
    }),
  });
}

/**
 * One allowance for several routes. @fastify/rate-limit keeps a store per route (its `groupId`
 * only renames the key inside each route's own store), so the same limit in each route's config
 * is counted per route: three signup routes gave an address three allowances. This hook, made once
 * and set as `onRequest` of every route of the group, counts them together, by the same address
 * key as the login throttle (an IPv6 client by its /64).
 */
export function sharedRateLimit(
  app: FastifyInstance,
  group: string,
  limit: { max: number; timeWindow: string },
): ReturnType<FastifyInstance["rateLimit"]> {
  return app.rateLimit({ ...limit, keyGenerator: (request) => `${group}:${clientNetwork(request)}` });
}

/**
 * Whom a limit counts: the client's network, as the login throttle counts it (an IPv6 client by its
 * /64). A client that resets its connection right after sending leaves its request without an
 * address (Node reads it from the socket, now gone); the plugin's own key then threw a TypeError and
 * every such request wrote an error with its stack to the log (issue 37). It is a bad request.
 */
export function clientNetwork(request: FastifyRequest): string {
  const ip = request.ip as string | undefined;
  if (!ip) throw badRequest("The connection closed before the request could be read.");
  return networkAddress(ip);
}

function minutes(ms: number): string {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return n === 1 ? "a minute" : `${n} minutes`;
}
