import type { AppConfig } from "../config.ts";

/**
 * What this process keeps to itself, which a second process on the same PostgreSQL would not
 * see: said once at start in production, where several processes behind a load balancer are the
 * way to grow (README, "Running in production"). One process alone loses nothing by it; PGlite
 * allows only one process anyway, so it is not said there.
 */
export function processLocalParts(config: AppConfig): string[] {
  if (config.env !== "production" || !config.databaseUrl) return [];
  const parts: string[] = [];
  if (!config.redisUrl) {
    parts.push(
      "REDIS_URL is not set: request limits, failed sign-in counts and the write generation of kept answers stay in this process",
    );
  }
  if (!config.s3) {
    parts.push("S3_BUCKET is not set: uploaded images are kept in this machine's data folder");
  }
  return parts;
}
