import { createHash, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { HttpError, notFound } from "../lib/http-error.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * This process's Prometheus series. A module adds its own by creating a prom-client metric with
     * `registers: [app.metrics]` (plugins do not import modules, so the registry goes the other way).
     */
    metrics: Registry;
    /** Where the separate metrics port listens (METRICS_PORT), once the app is ready; null without one. */
    metricsAddress: () => AddressInfo | null;
  }
}

/** Seconds: from a cached answer (under a millisecond) to a slow report. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Requests that matched no route (404s, scanners): one label, not one per address they tried. */
const NO_ROUTE = "(no route)";
const METRICS_PATH = "/metrics";
const REFUSED = "A metrics token is needed: send Authorization: Bearer <METRICS_TOKEN>.";

/**
 * Prometheus metrics (issue 36): HTTP requests by route pattern and status with their latency,
 * the database connections, the process's memory and event-loop delay, and what modules add
 * (queue, e-mails, orders, the public answer cache). Served as GET /metrics behind METRICS_TOKEN,
 * or on METRICS_PORT; with neither it answers 404, like any address that is not there.
 */
export function registerMetrics(app: FastifyInstance): void {
  const { token, port } = app.config.metrics;
  const registry = new Registry();
  app.decorate("metrics", registry);
  let metricsServer: http.Server | null = null;
  app.decorate("metricsAddress", () => (metricsServer?.address() as AddressInfo | null) ?? null);
  // Off: modules' counters still count (a few nanoseconds), but no request is timed and the
  // event loop is not watched.
  const enabled = token !== undefined || port !== undefined;
  if (enabled) {
    collectDefaultMetrics({ register: registry });
    timeRequests(app, registry);
    registerDatabaseGauges(app, registry);
  }

  const allowed = token ? tokenCheck(token) : () => true;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    // Off, or served on its own port: the public one has nothing here.
    if (!token || port !== undefined) throw notFound(`Nothing found at ${request.method} ${METRICS_PATH}.`);
    if (!allowed(request.headers.authorization)) {
      throw new HttpError(401, REFUSED, undefined, { headers: { "www-authenticate": "Bearer" } });
    }
    reply.header("content-type", registry.contentType).header("cache-control", "no-store");
    return registry.metrics();
  });

  if (port === undefined) return;
  app.addHook("onReady", async () => {
    const server = http.createServer((request, response) => {
      const path = request.url?.split("?")[0] ?? "/";
      if (request.method !== "GET" || path !== METRICS_PATH) {
        return answer(response, 404, `Nothing found at ${request.method} ${path}.`);
      }
      if (!allowed(request.headers.authorization)) return answer(response, 401, REFUSED);
      registry.metrics().then(
        (text) => {
          response.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" });
          response.end(text);
        },
        (error: unknown) => {
          app.log.error({ err: error }, "metrics could not be gathered");
          answer(response, 500, "Something went wrong on our side. Please try again.");
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, app.config.host, resolve);
    });
    metricsServer = server;
  });
  app.addHook("onClose", async () => {
    metricsServer?.closeAllConnections();
    await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
  });
}

/** The latency of every answer by method, route pattern and status: one histogram, no other per-request work. */
function timeRequests(app: FastifyInstance, registry: Registry): void {
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status code",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  // The route's pattern (`/api/products/:id`), never the address asked: a bounded set of series.
  app.addHook("onResponse", (request, reply, done) => {
    latency.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? NO_ROUTE,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

function answer(response: http.ServerResponse, status: number, message: string): void {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify({ success: false, message }));
}

/** Compares the bearer token in constant time: both sides hashed first, so their lengths match too. */
function tokenCheck(token: string): (authorization: string | undefined) => boolean {
  const expected = createHash("sha256").update(token).digest();
  return (authorization) => {
    if (!authorization?.startsWith("Bearer ")) return false;
    const given = createHash("sha256").update(authorization.slice("Bearer ".length)).digest();
    return timingSafeEqual(given, expected);
  };
}

/**
 * PostgreSQL: the pool's connections in use, idle, and the queries waiting for one. PGlite is one
 * connection inside this process that runs one statement at a time; it reports one connection and
 * nothing waiting, since PGlite does not say how many statements are queued for it.
 */
function registerDatabaseGauges(app: FastifyInstance, registry: Registry): void {
  const pool = app.dbDriver === "postgres" ? (app.db as unknown as { $client: pg.Pool }).$client : null;
  new Gauge({
    name: "hunarmand_db_pool_connections",
    help: "Database connections by state (in_use, idle); PGlite is a single connection, reported as one in use",
    labelNames: ["driver", "state"] as const,
    registers: [registry],
    collect() {
      this.set({ driver: app.dbDriver, state: "in_use" }, pool ? pool.totalCount - pool.idleCount : 1);
      this.set({ driver: app.dbDriver, state: "idle" }, pool ? pool.idleCount : 0);
    },
  });
  new Gauge({
    name: "hunarmand_db_pool_waiting",
    help: "Queries waiting for a database connection (PGlite: always 0, its own queue is not visible)",
    labelNames: ["driver"] as const,
    registers: [registry],
    collect() {
      this.set({ driver: app.dbDriver }, pool ? pool.waitingCount : 0);
    },
  });
}
