import path from "node:path";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { AppConfig } from "./config.ts";
import { createDb, type Database, type DatabaseDriver, type DatabaseHandle } from "./db/create-db.ts";
import { FORM_BODY_BYTES } from "./lib/body-limits.ts";
import { resolveJwtSecret } from "./lib/jwt-secret.ts";
import { LOG_REDACT, requestForLog } from "./lib/log-redaction.ts";
import { OneLinePerRequest } from "./lib/one-line-per-request.ts";
import { collapseRepeatedSlashes } from "./lib/repeated-slashes.ts";
import { localAnswerGenerations, redisAnswerGenerations } from "./lib/write-generation.ts";
import { accountRoutes } from "./modules/account/account.routes.ts";
import { adminRoutes } from "./modules/admin/admin.routes.ts";
import { adminMoneyRoutes } from "./modules/admin/admin-money.routes.ts";
import { anyAccountExists, findStaffRole, findTokenVersion } from "./modules/auth/accounts.repository.ts";
import { authRoutes, type LoginThrottleOptions } from "./modules/auth/auth.routes.ts";
import { passwordResetRoutes } from "./modules/auth/password-reset.routes.ts";
import { sessionsRoutes } from "./modules/auth/sessions.routes.ts";
import { campaignsRoutes } from "./modules/campaigns/campaigns.routes.ts";
import { nextCampaignChange } from "./modules/catalog/campaign-prices.ts";
import { catalogRoutes } from "./modules/catalog/catalog.routes.ts";
import { nextSaleEnd } from "./modules/catalog/products.repository.ts";
import { conversationsRoutes } from "./modules/conversations/conversations.routes.ts";
import { CourierRegistry } from "./modules/couriers/courier-registry.ts";
import { couriersRoutes } from "./modules/couriers/couriers.routes.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { kycRoutes } from "./modules/kyc/kyc.routes.ts";
import { ledgerRoutes } from "./modules/ledger/ledger.routes.ts";
import { createImageStorage, type ImageStorage } from "./modules/media/image-storage.ts";
import { moderationRoutes } from "./modules/moderation/moderation.routes.ts";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.ts";
import {
  type NotificationsOptions,
  registerNotifications,
} from "./modules/notifications/notifications.setup.ts";
import { ordersRoutes } from "./modules/orders/orders.routes.ts";
import { contactRoutes } from "./modules/pages/contact.routes.ts";
import { type PaymentProviders, paymentProviders } from "./modules/payments/payment-providers.ts";
import { paymentsRoutes } from "./modules/payments/payments.routes.ts";
import { payoutsRoutes } from "./modules/payouts/payouts.routes.ts";
import { pushRoutes } from "./modules/push/push.routes.ts";
import { returnPhotosRoutes } from "./modules/returns/return-photos.routes.ts";
import { returnsRoutes } from "./modules/returns/returns.routes.ts";
import { seoRoutes } from "./modules/seo/seo.routes.ts";
import { siteRoutes } from "./modules/site/site.routes.ts";
import { storeHelpersRoutes } from "./modules/store-helpers/store-helpers.routes.ts";
import { storesRoutes } from "./modules/stores/stores.routes.ts";
import { vouchersRoutes } from "./modules/vouchers/vouchers.routes.ts";
import { loadPageRenderer } from "./modules/web-pages/page-renderer.ts";
import { registerApiDocs } from "./plugins/api-docs.ts";
import { registerAuth } from "./plugins/auth.ts";
import {
  answerConnectionError,
  answerFrameworkError,
  registerErrorHandler,
} from "./plugins/error-handler.ts";
import { registerHttpCaching } from "./plugins/http-caching.ts";
import { registerJsonBodies } from "./plugins/json-bodies.ts";
import { registerMessageLanguage } from "./plugins/message-language.ts";
import { registerMetrics } from "./plugins/metrics.ts";
import {
  PUBLIC_ANSWER_MAX_AGE_MS,
  registerPublicAnswerCache,
  stampLifetimeMs,
} from "./plugins/public-answer-cache.ts";
import { registerRateLimits } from "./plugins/rate-limits.ts";
import { registerSecurity } from "./plugins/security.ts";
import { registerTextGuard } from "./plugins/text-guard.ts";
import { registerWebApp } from "./plugins/web-app.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    dbDriver: DatabaseDriver;
    jwtSecret: string;
    /** Where processed product and store images go (local folder or S3-compatible bucket). */
    images: ImageStorage;
    /** Shared state between server processes (rate limits, login throttle), when REDIS_URL is set. */
    redis: Redis | null;
    /** JazzCash and Easypaisa, when configured (decision 0053). */
    paymentProviders: PaymentProviders;
  }
}

export interface BuildAppOptions {
  /** An open database (tests share one); without it the app opens and later closes its own. */
  database?: DatabaseHandle;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it to prove what it never holds). */
  logStream?: NodeJS.WritableStream;
  /** Other limits or clock for the login throttle; tests move the clock instead of waiting. */
  loginThrottle?: LoginThrottleOptions;
  /** Addresses per sitemap chunk; tests use a small one to see products split across chunks. */
  sitemapChunkSize?: number;
  /** Faster job polling and retries (tests); production's are in modules/notifications/job-queue.ts. */
  queueTiming?: NotificationsOptions["queueTiming"];
  /** How often an open notification stream's token is checked again (tests make it short). */
  streamTokenCheckMs?: NotificationsOptions["streamTokenCheckMs"];
  /** The HTTPS agent Web Push uses; tests trust their local push service's certificate with it. */
  pushAgent?: NotificationsOptions["pushAgent"];
  /** The booking couriers' adapters (issue 28); tests pass one with theirs. */
  courierRegistry?: CourierRegistry;
  /** A span per request (lib/tracing.ts), when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
  traceRequests?: (app: FastifyInstance) => void;
}

export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: LOG_REDACT,
            serializers: { req: requestForLog },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // A developer's terminal shows start-up, warnings and errors, not a line per image request.
    logController: new OneLinePerRequest({ disableRequestLogging: !config.logRequests }),
    bodyLimit: FORM_BODY_BYTES,
    // Which proxies may name the client address (X-Forwarded-For); none unless configured, so nobody
    // can dodge the per-address limits by sending the header themselves.
    trustProxy: config.trustProxy,
    forceCloseConnections: "idle",
    routerOptions: { ignoreTrailingSlash: true },
    rewriteUrl: (request) => collapseRepeatedSlashes(request.url ?? "/"),
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerConnectionError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First, so that every route's requests are traced, those refused early included.
  options.traceRequests?.(app);
  registerErrorHandler(app);
  registerMessageLanguage(app);
  registerJsonBodies(app);
  registerTextGuard(app);

  const database = options.database ?? (await createDb(config));
  if (!options.database) {
    app.addHook("onClose", () => database.close());
  }
  app.decorate("config", config);
  app.decorate("db", database.db);
  app.decorate("dbDriver", database.driver);
  app.decorate("jwtSecret", await resolveJwtSecret(config, database, () => anyAccountExists(database.db)));
  app.decorate("images", createImageStorage(config));
  // Booking couriers' adapters register into it at start (issue 28); none registered: booking answers 503.
  app.decorate("courierRegistry", options.courierRegistry ?? new CourierRegistry());
  // Online payment's providers from the config (the simulators' in simulator mode, decision 0053).
  app.decorate("paymentProviders", paymentProviders(config));
  const redis = config.redisUrl
    ? // Loaded only when configured: a server without Redis does not carry its client.
      new (await import("ioredis")).Redis(config.redisUrl, {
        maxRetriesPerRequest: 2,
        lazyConnect: false,
        // Every public read asks Redis for the write generation (decision 0029): one round trip
        // carries all the questions of the moment.
        enableAutoPipelining: true,
      })
    : null;
  app.decorate("redis", redis);
  if (redis) {
    // ioredis reconnects by itself; a lost connection is worth a warning in the log, and
    // /api/health answers 503 meanwhile, rather than an unhandled error event on the console.
    redis.on("error", (error: Error) => app.log.warn({ err: error }, "Redis does not answer"));
    // A connection already lost (Redis stopped first) cannot say goodbye: drop it instead.
    app.addHook("onClose", async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }

  // First: its latency hook sees every route, and modules below add their series to its registry.
  registerMetrics(app);
  registerAuth(app, {
    tokenVersionOf: (role, id) => findTokenVersion(app.db, role, id),
    staffRoleOf: (id) => findStaffRole(app.db, id),
  });
  await registerSecurity(app, config);
  await registerRateLimits(app);
  if (config.publicAnswerCacheBytes > 0) {
    registerPublicAnswerCache(app, {
      generations: redis
        ? redisAnswerGenerations(
            redis,
            `${config.redisKeyPrefix}answers:`,
            stampLifetimeMs(PUBLIC_ANSWER_MAX_AGE_MS),
          )
        : localAnswerGenerations(stampLifetimeMs(PUBLIC_ANSWER_MAX_AGE_MS)),
      maxBytes: config.publicAnswerCacheBytes,
      maxAgeMs: PUBLIC_ANSWER_MAX_AGE_MS,
      // Prices change when a sale ends and when a campaign starts or ends (issue 31).
      nextSaleEnd: async (at) =>
        earliest(await nextSaleEnd(app.db, at), await nextCampaignChange(app.db, at)),
    });
  }
  await registerNotifications(app, database, {
    queueTiming: options.queueTiming,
    streamTokenCheckMs: options.streamTokenCheckMs,
    pushAgent: options.pushAgent,
  });
  registerHttpCaching(app);
  await app.register(compress, { threshold: 1024 });
  await registerApiDocs(app);

  // Each domain module registers its routes here, under /api.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(siteRoutes);
      await api.register(authRoutes, { loginThrottle: options.loginThrottle });
      await api.register(sessionsRoutes);
      await api.register(passwordResetRoutes);
      await api.register(catalogRoutes);
      await api.register(storesRoutes);
      await api.register(contactRoutes);
      await api.register(ordersRoutes);
      await api.register(dashboardRoutes);
      await api.register(adminRoutes);
      await api.register(moderationRoutes);
      await api.register(ledgerRoutes);
      await api.register(vouchersRoutes);
      await api.register(campaignsRoutes);
      await api.register(adminMoneyRoutes);
      await api.register(notificationsRoutes);
      await api.register(conversationsRoutes);
      await api.register(returnsRoutes);
      await api.register(returnPhotosRoutes);
      await api.register(couriersRoutes);
      await api.register(accountRoutes);
      await api.register(kycRoutes);
      await api.register(payoutsRoutes);
      await api.register(paymentsRoutes);
      await api.register(pushRoutes);
      await api.register(storeHelpersRoutes);
    },
    { prefix: "/api" },
  );

  // At the site's root, where crawlers look; exact routes win over the web app's fallback page.
  await app.register(seoRoutes, { sitemapChunkSize: options.sitemapChunkSize });
  await registerWebApp(app, {
    uploadsDir: path.join(config.dataDir, "uploads"),
    webDistDir: config.webDistDir,
    loadRenderer: (distDir) => loadPageRenderer(app, distDir),
  });
  return app;
}

/** The earlier of two moments, either of which may be unknown. */
function earliest(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a.getTime() <= b.getTime() ? a : b;
}
