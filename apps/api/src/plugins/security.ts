import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import type { AppConfig } from "../config.ts";

/** Security headers with a CSP the built web app satisfies, and CORS only for listed origins. */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const imageOrigins = config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [];
  // The checkout posts its form to JazzCash's or Easypaisa's hosted page (decision 0053).
  const paymentOrigins = [config.jazzcash?.url, config.easypaisa?.url].flatMap((url) =>
    url ? [new URL(url).origin] : [],
  );
  // Helmet's headers, worked out once: @fastify/helmet built helmet's middleware again for every
  // request (its policy parsed each time), about 5% of the work of answering a kept product page.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toast and chart libraries inject style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...imageOrigins],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...paymentOrigins],
      },
    },
    // Images may be shown by other origins' clients of the API (the contract's cross-origin web client).
    crossOriginResourcePolicy: { policy: "cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });

  const origins = config.corsOrigins;
  await app.register(cors, {
    origin: origins.includes("*") ? true : origins.length > 0 ? origins : false,
    methods: ["GET", "POST", "PUT", "DELETE"],
    allowedHeaders: ["Content-Type", "Authorization", "Idempotency-Key"],
    maxAge: 600,
  });
}
