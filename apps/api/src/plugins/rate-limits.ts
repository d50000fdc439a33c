import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";

/**
 * Per-address limits on the calls a spammer or a bot would repeat: creating accounts, asking for
 * reset e-mails (each one sends mail to somebody) and the contact form. Shared through Redis when
 * REDIS_URL is set, so several server processes count together. Failed sign-ins have their own
 * throttle, by account and by address (modules/auth/login-throttle.ts).
 */
export const RATE_LIMITS = {
  accountCreation: { max: 30, timeWindow: "1 hour" },
  passwordResetMail: { max: 10, timeWindow: "1 hour" },
  contactMessage: { max: 10, timeWindow: "1 hour" },
} as const;

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { redis: app.redis, nameSpace: `${app.config.redisKeyPrefix}rate-limit:` } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests from your address. Please try again in ${minutes(context.ttl)}.`,
    }),
  });
}

function minutes(ms: number): string {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return n === 1 ? "a minute" : `${n} minutes`;
}
