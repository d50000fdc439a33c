import path from "node:path";
import { z } from "zod";
import { API_ROOT } from "./lib/api-root.ts";
import { hashParams } from "./modules/auth/password-hashing.ts";

/**
 * An optional `http://` or `https://`, then a DNS name or IPv4 address, or a bracketed IPv6 address,
 * and an optional port: no path.
 */
const ALLOWED_HOST_PATTERN =
  /^(?:(https?):\/\/)?((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?)$/;

/**
 * The one place that reads process.env. Everything else receives a validated `AppConfig`, so tests
 * can build the app with any configuration without touching the environment.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().optional(),
  /** Where npm was started: relative paths are taken from there, not from the workspace folder. */
  INIT_CWD: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  /** 32 bytes in base64: sellers' identity documents are encrypted with it at rest (issue 30). */
  KYC_DOCUMENTS_KEY: z
    .string()
    .refine(
      (v) => Buffer.from(v, "base64").length === 32,
      "KYC_DOCUMENTS_KEY must be 32 bytes in base64 (openssl rand -base64 32)",
    )
    .optional(),
  REDIS_URL: z.string().url().optional(),
  /** Starts every key this app writes to Redis, so several shops (or test runs) can share one. */
  REDIS_KEY_PREFIX: z.string().min(1).default("hunarmand:"),
  CORS_ORIGINS: z.string().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Hunarmand <no-reply@hunarmand.local>"),
  PUBLIC_URL: z.string().url().optional(),
  /** Web Push (decision 0052): the VAPID key pair, base64url; generated once and kept when unset outside production. */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Who runs this server, for push services to contact: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, "VAPID_SUBJECT must be a mailto: or https: address")
    .optional(),
  /**
   * Comma-separated host names of the push services this server sends to (a name covers its
   * sub-domains); a subscription elsewhere is refused, so no one can make the server post anywhere.
   */
  PUSH_SERVICE_HOSTS: z.string().optional(),
  /** Comma-separated [scheme://]host[:port] names this server answers as; links in e-mails may use them. */
  ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const hosts: AllowedHost[] = [];
      for (const entry of (v ?? "").split(",").map((s) => s.trim().toLowerCase())) {
        if (!entry) continue;
        const match = ALLOWED_HOST_PATTERN.exec(entry);
        if (match?.[2]) {
          hosts.push({ host: match[2], scheme: match[1] as AllowedHost["scheme"] });
        } else {
          ctx.addIssue({
            code: "custom",
            message: `"${entry}" is not a host name with an optional scheme and port (e.g. shop.example.pk or https://shop.example.pk:8443)`,
          });
        }
      }
      return hosts;
    }),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_PUBLIC_URL: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** "true" (any proxy), a hop count, or comma-separated proxy addresses/CIDRs; none by default. */
  TRUST_PROXY: z.string().optional(),
  /** The built web app; parallel end-to-end runs build into folders of their own. */
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Accounts one address may create in an hour (decision 0007). An NGO's workshop where forty makers
   * sign up over one Wi-Fi needs more than the default; so does the end-to-end suite.
   */
  ACCOUNTS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Megabytes of public answers each process keeps in memory (decision 0029); 0 turns it off. */
  PUBLIC_ANSWER_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(16),
  /** The bearer token a Prometheus scrape of GET /metrics sends; metrics are off without it or METRICS_PORT. */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  /** A port of its own for GET /metrics (on HOST), kept off the public one; a second process needs another. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** An OpenTelemetry collector's OTLP/HTTP base address: traces are off without it. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  /** A folder the server writes a backup into on a schedule; scheduled backups are off without it. */
  BACKUP_DIR: z.string().optional(),
  /** Hours between scheduled backups, a day by default and a month at most. */
  BACKUP_EVERY_HOURS: z.coerce.number().int().min(1).max(744).default(24),
  /** How many scheduled backups stay in BACKUP_DIR; the oldest beyond them are deleted. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /**
   * Where bookings with PostEx and Leopards go: their local simulators (started with the server) or
   * the couriers' own hosts. Simulators outside production, the couriers in production.
   */
  COURIER_MODE: z.enum(["simulator", "production"]).optional(),
  /**
   * Outside production only: a Cash-on-Delivery confirmation window of this many seconds instead of
   * the operator's hours, for stories that watch a window end (e2e). Refused in production.
   */
  COD_CONFIRMATION_SECONDS: z.coerce.number().int().min(5).max(3600).optional(),
  /**
   * Outside production only: the Leopards simulator listens on this port and PostEx's on the next,
   * so a story can move a parcel's time through their `/__simulator/*` controls (e2e). Refused in
   * production and with COURIER_MODE=production.
   */
  COURIER_SIMULATOR_PORT: z.coerce.number().int().min(1024).max(65534).optional(),
  /**
   * Outside production only: tracking rounds every this many seconds, each parcel looked at as
   * often, instead of every 10 minutes and 2 hours (e2e). Refused in production.
   */
  COURIER_TRACKING_SECONDS: z.coerce.number().int().min(1).max(7200).optional(),
  /**
   * Online payment (issue 29, decision 0053): the providers' local simulators (started with the
   * server, the default outside production) or the providers set below.
   */
  PAYMENTS_MODE: z.enum(["simulator", "production"]).optional(),
  JAZZCASH_MERCHANT_ID: z.string().min(1).optional(),
  JAZZCASH_PASSWORD: z.string().min(1).optional(),
  JAZZCASH_INTEGRITY_SALT: z.string().min(1).optional(),
  /** JazzCash's host, e.g. https://sandbox.jazzcash.com.pk or https://payments.jazzcash.com.pk. */
  JAZZCASH_URL: z.string().url().optional(),
  /**
   * The MPIN of the merchant's JazzCash wallet (4 digits): with it, a return of an order paid by
   * JazzCash wallet is refunded through JazzCash's wallet refund API (decision 0053). Never logged.
   */
  JAZZCASH_MPIN: z
    .string()
    .regex(/^\d{4}$/, "JAZZCASH_MPIN is the 4-digit MPIN of the merchant's JazzCash wallet.")
    .optional(),
  EASYPAISA_STORE_ID: z.string().min(1).optional(),
  /** The hash key of Easypaisa's merchant portal: 16, 24 or 32 characters (AES). */
  EASYPAISA_HASH_KEY: z
    .string()
    .refine(
      (v) => [16, 24, 32].includes(Buffer.byteLength(v)),
      "EASYPAISA_HASH_KEY must be 16, 24 or 32 characters",
    )
    .optional(),
  /** Easypaisa's host, e.g. https://easypaystg.easypaisa.com.pk or https://easypay.easypaisa.com.pk. */
  EASYPAISA_URL: z.string().url().optional(),
  /** The merchant's account number and API user, for Easypaisa's status inquiry. */
  EASYPAISA_ACCOUNT_NUM: z.string().min(1).optional(),
  EASYPAISA_USERNAME: z.string().min(1).optional(),
  EASYPAISA_PASSWORD: z.string().min(1).optional(),
  /** Minutes an unpaid JazzCash or Easypaisa order holds its stock before it is cancelled. */
  PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(5).max(10_080).default(60),
  /** Outside production only: the JazzCash simulator listens on this port, Easypaisa's on the next (e2e). */
  PAYMENT_SIMULATOR_PORT: z.coerce.number().int().min(1024).max(65534).optional(),
  SEED_DEMO_DATA: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
});

export interface AppConfig {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /**
   * Required in production; otherwise generated once and kept in the database (PostgreSQL, shared by
   * its processes) or the data folder (PGlite).
   */
  jwtSecret?: string;
  /** Encrypts sellers' identity documents at rest when set (AES-256-GCM, decision 0051). */
  kycDocumentsKey?: Buffer;
  redisUrl?: string;
  redisKeyPrefix: string;
  corsOrigins: string[];
  smtpUrl?: string;
  mailFrom: string;
  /** Base of links in e-mails (no trailing slash); required in production. */
  publicUrl?: string;
  /** Web Push's VAPID keys and subject from the environment, when set (decision 0052). */
  vapid?: { publicKey?: string; privateKey?: string; subject?: string };
  /** Host names of the push services a subscription may name (each covers its sub-domains). */
  pushServiceHosts: string[];
  /** Lower-case host[:port] names a request may use to be the base of a link (without PUBLIC_URL). */
  allowedHosts: AllowedHost[];
  logLevel: string;
  /** One line per request: in production, or when LOG_LEVEL asks for debug or trace detail. */
  logRequests: boolean;
  seedDemoData: boolean;
  /** Book through the couriers' local simulators, or through the couriers themselves (issue 28). */
  courierMode: "simulator" | "production";
  /** COD_CONFIRMATION_SECONDS in milliseconds, when set (never in production). */
  codConfirmationWindowMs?: number;
  /** COURIER_SIMULATOR_PORT: the simulators' ports, when set (never in production). */
  courierSimulatorPorts?: { leopards: number; postex: number };
  /** COURIER_TRACKING_SECONDS in milliseconds, when set (never in production). */
  courierTrackingEveryMs?: number;
  /** Online payment (decision 0053): simulators started with the server, or the providers below. */
  paymentsMode: "simulator" | "production";
  /** The providers' accounts; in simulator mode the server fills them with its simulators'. */
  jazzcash?: JazzCashAccount;
  easypaisa?: EasypaisaAccount;
  paymentHoldMinutes: number;
  /** PAYMENT_SIMULATOR_PORT, when set (never in production). */
  paymentSimulatorPort?: number;
  /** ACCOUNTS_PER_ADDRESS_PER_HOUR: accounts one address may create in an hour. */
  accountsPerAddressPerHour: number;
  /** How much of the public answers each process keeps in memory, in bytes; 0 keeps none. */
  publicAnswerCacheBytes: number;
  /** Fastify's trustProxy: which proxies may name the client's address. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** Folder of the built web app; absent in API-only tests. */
  webDistDir?: string;
  s3?: S3Config;
  /** GET /metrics: behind this bearer token, on `metricsPort` when set; off when neither is. */
  metrics: { token?: string; port?: number };
  /** OTEL_EXPORTER_OTLP_ENDPOINT: where traces go (lib/tracing.ts); none are made without it. */
  otlpEndpoint?: string;
  /** Backups from the job queue (modules/backup/scheduled-backups.ts); off without BACKUP_DIR. */
  scheduledBackups?: ScheduledBackups;
}

export interface ScheduledBackups {
  dir: string;
  everyHours: number;
  /** The newest this many stay; older ones the schedule made are deleted. */
  keep: number;
}

/** An ALLOWED_HOSTS entry: the scheme, when it names one, is the links' whatever the request says. */
export interface AllowedHost {
  host: string;
  scheme?: "http" | "https";
}

export interface S3Config {
  bucket: string;
  /** Path-style endpoint of an S3-compatible service; AWS's regional endpoint when absent. */
  endpoint: string;
  region: string;
  publicUrl: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** A JazzCash merchant account (Page Redirection v1.1): never sent to a browser but pp_Password. */
export interface JazzCashAccount {
  url: string;
  merchantId: string;
  password: string;
  integritySalt: string;
  /** The merchant wallet's MPIN (JAZZCASH_MPIN): wallet payments are refunded through the API. */
  mpin?: string;
}

/** An Easypaisa store (hosted checkout) with the API user its status inquiry needs. */
export interface EasypaisaAccount {
  url: string;
  storeId: string;
  hashKey: string;
  accountNum: string;
  username: string;
  password: string;
}

export class ConfigError extends Error {}

/**
 * The browsers' push services (decision 0052): Chrome's and Edge's FCM, Firefox's autopush, Windows'
 * WNS and Safari's. PUSH_SERVICE_HOSTS replaces the list.
 */
export const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "push.services.mozilla.com",
  "notify.windows.com",
  "push.apple.com",
] as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new ConfigError(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  try {
    // Checked at start, so a wrong cost stops the server rather than the first sign-up.
    hashParams(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  if (e.NODE_ENV === "production" && e.COD_CONFIRMATION_SECONDS !== undefined) {
    throw new ConfigError(
      "COD_CONFIRMATION_SECONDS is for tests only; in production the window is the operator's setting (codConfirmationHours).",
    );
  }
  if (e.NODE_ENV === "production" && e.COURIER_SIMULATOR_PORT !== undefined) {
    throw new ConfigError(
      "COURIER_SIMULATOR_PORT is for tests only; in production bookings go to the couriers themselves.",
    );
  }
  if (e.COURIER_MODE === "production" && e.COURIER_SIMULATOR_PORT !== undefined) {
    throw new ConfigError(
      "COURIER_SIMULATOR_PORT needs the simulators: it cannot be set with COURIER_MODE=production.",
    );
  }
  if (e.NODE_ENV === "production" && e.COURIER_TRACKING_SECONDS !== undefined) {
    throw new ConfigError(
      "COURIER_TRACKING_SECONDS is for tests only; in production parcels are followed every 10 minutes, each at most every 2 hours.",
    );
  }
  if (e.NODE_ENV === "production" && e.PAYMENT_SIMULATOR_PORT !== undefined) {
    throw new ConfigError(
      "PAYMENT_SIMULATOR_PORT is for tests only; in production payments go to the providers.",
    );
  }
  if (e.NODE_ENV === "production" && !e.JWT_SECRET) {
    throw new ConfigError("JWT_SECRET is required when NODE_ENV=production (at least 32 characters).");
  }
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    throw new ConfigError(
      "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (npx web-push generate-vapid-keys).",
    );
  }
  if (e.NODE_ENV === "production" && !e.PUBLIC_URL) {
    throw new ConfigError(
      "PUBLIC_URL is required when NODE_ENV=production (the shop's address, e.g. https://shop.example.pk): links in e-mails are built from it, never from a request's Host header.",
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR
      ? path.resolve(e.INIT_CWD ?? process.cwd(), e.DATA_DIR)
      : path.resolve(API_ROOT, "../../data"),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    kycDocumentsKey: e.KYC_DOCUMENTS_KEY ? Buffer.from(e.KYC_DOCUMENTS_KEY, "base64") : undefined,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    corsOrigins: (e.CORS_ORIGINS ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
    allowedHosts: e.ALLOWED_HOSTS,
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    pushServiceHosts: e.PUSH_SERVICE_HOSTS
      ? e.PUSH_SERVICE_HOSTS.split(",")
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean)
      : [...PUSH_SERVICE_HOSTS],
    logLevel: e.LOG_LEVEL,
    logRequests: e.NODE_ENV === "production" || e.LOG_LEVEL === "debug" || e.LOG_LEVEL === "trace",
    seedDemoData: e.SEED_DEMO_DATA,
    courierMode: e.COURIER_MODE ?? (e.NODE_ENV === "production" ? "production" : "simulator"),
    codConfirmationWindowMs:
      e.COD_CONFIRMATION_SECONDS === undefined ? undefined : e.COD_CONFIRMATION_SECONDS * 1000,
    courierSimulatorPorts:
      e.COURIER_SIMULATOR_PORT === undefined
        ? undefined
        : { leopards: e.COURIER_SIMULATOR_PORT, postex: e.COURIER_SIMULATOR_PORT + 1 },
    courierTrackingEveryMs:
      e.COURIER_TRACKING_SECONDS === undefined ? undefined : e.COURIER_TRACKING_SECONDS * 1000,
    ...paymentAccounts(e),
    paymentHoldMinutes: e.PAYMENT_HOLD_MINUTES,
    paymentSimulatorPort: e.PAYMENT_SIMULATOR_PORT,
    accountsPerAddressPerHour: e.ACCOUNTS_PER_ADDRESS_PER_HOUR,
    publicAnswerCacheBytes: e.PUBLIC_ANSWER_CACHE_MB * 1024 * 1024,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(e.INIT_CWD ?? process.cwd(), e.WEB_DIST_DIR)
      : path.resolve(API_ROOT, "../web/dist"),
    s3: e.S3_BUCKET ? s3Config(e) : undefined,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    scheduledBackups: e.BACKUP_DIR
      ? {
          dir: path.resolve(e.INIT_CWD ?? process.cwd(), e.BACKUP_DIR),
          everyHours: e.BACKUP_EVERY_HOURS,
          keep: e.BACKUP_KEEP,
        }
      : undefined,
  };
}

/**
 * The providers the operator configured (production mode): each needs all of its settings, and a
 * part-configured one stops the server rather than failing the first buyer.
 */
function paymentAccounts(e: z.infer<typeof envSchema>) {
  const paymentsMode = e.PAYMENTS_MODE ?? (e.NODE_ENV === "production" ? "production" : "simulator");
  if (paymentsMode === "simulator") return { paymentsMode } as const;
  const jazz = [e.JAZZCASH_MERCHANT_ID, e.JAZZCASH_PASSWORD, e.JAZZCASH_INTEGRITY_SALT, e.JAZZCASH_URL];
  const easy = [
    e.EASYPAISA_STORE_ID,
    e.EASYPAISA_HASH_KEY,
    e.EASYPAISA_URL,
    e.EASYPAISA_ACCOUNT_NUM,
    e.EASYPAISA_USERNAME,
    e.EASYPAISA_PASSWORD,
  ];
  if (jazz.some(Boolean) && !jazz.every(Boolean)) {
    throw new ConfigError(
      "JazzCash needs JAZZCASH_MERCHANT_ID, JAZZCASH_PASSWORD, JAZZCASH_INTEGRITY_SALT and JAZZCASH_URL together.",
    );
  }
  if (easy.some(Boolean) && !easy.every(Boolean)) {
    throw new ConfigError(
      "Easypaisa needs EASYPAISA_STORE_ID, EASYPAISA_HASH_KEY, EASYPAISA_URL, EASYPAISA_ACCOUNT_NUM, EASYPAISA_USERNAME and EASYPAISA_PASSWORD together.",
    );
  }
  const trim = (url: string) => url.replace(/\/+$/, "");
  return {
    paymentsMode,
    jazzcash: jazz.every(Boolean)
      ? {
          url: trim(e.JAZZCASH_URL as string),
          merchantId: e.JAZZCASH_MERCHANT_ID as string,
          password: e.JAZZCASH_PASSWORD as string,
          integritySalt: e.JAZZCASH_INTEGRITY_SALT as string,
          ...(e.JAZZCASH_MPIN ? { mpin: e.JAZZCASH_MPIN } : {}),
        }
      : undefined,
    easypaisa: easy.every(Boolean)
      ? {
          url: trim(e.EASYPAISA_URL as string),
          storeId: e.EASYPAISA_STORE_ID as string,
          hashKey: e.EASYPAISA_HASH_KEY as string,
          accountNum: e.EASYPAISA_ACCOUNT_NUM as string,
          username: e.EASYPAISA_USERNAME as string,
          password: e.EASYPAISA_PASSWORD as string,
        }
      : undefined,
  } as const;
}

function parseTrustProxy(value: string | undefined): AppConfig["trustProxy"] {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false") return false;
  if (text === "true") return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

function s3Config(e: z.infer<typeof envSchema>): S3Config {
  if (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError("S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.");
  }
  const endpoint = (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/$/, "");
  return {
    bucket: e.S3_BUCKET,
    endpoint,
    region: e.S3_REGION,
    publicUrl: (e.S3_PUBLIC_URL ?? `${endpoint}/${e.S3_BUCKET}`).replace(/\/$/, ""),
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  };
}
