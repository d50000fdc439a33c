import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_DRIVER } from "../../test/build-test-app.ts";
import { serverDataPerTest } from "../../test/server-process.ts";

/**
 * OpenTelemetry traces (issue 36): the real server, started with OTEL_EXPORTER_OTLP_ENDPOINT naming
 * a collector (a small OTLP/HTTP receiver here), sends a span per request with its route and status;
 * started without it, it never imports an OpenTelemetry package (a module hook reports each one).
 */
interface ReceivedSpan {
  traceId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
  service: unknown;
}

let collector: http.Server;
let collectorUrl = "";
const received: ReceivedSpan[] = [];
let hookDir = "";
/** NODE_OPTIONS that make the server print every `@opentelemetry/…` import it resolves. */
let reportOtelImports = "";

beforeAll(async () => {
  collector = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (
        req.method === "POST" &&
        req.url === "/v1/traces" &&
        req.headers["content-type"] === "application/json"
      ) {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        for (const resourceSpans of body.resourceSpans ?? []) {
          const service = valuesOf(resourceSpans.resource?.attributes)["service.name"];
          for (const scope of resourceSpans.scopeSpans ?? [])
            for (const span of scope.spans ?? [])
              received.push({ ...span, attributes: valuesOf(span.attributes), service });
        }
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
  collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;

  hookDir = await fs.mkdtemp(path.join(os.tmpdir(), "mp-otel-hook-"));
  const hooks = path.join(hookDir, "hooks.mjs");
  await fs.writeFile(
    hooks,
    `import { writeSync } from "node:fs";
export async function resolve(specifier, context, next) {
  if (specifier.startsWith("@opentelemetry/")) writeSync(2, "imported " + specifier + "\\n");
  return next(specifier, context);
}\n`,
  );
  const register = path.join(hookDir, "register.mjs");
  await fs.writeFile(
    register,
    `import { register } from "node:module";\nregister(${JSON.stringify(`file://${hooks}`)});\n`,
  );
  reportOtelImports = `--import ${register}`;
});
afterAll(async () => {
  await new Promise((resolve) => collector?.close(resolve));
  await fs.rm(hookDir, { recursive: true, force: true });
});

/** OTLP/JSON's `[{ key, value: { stringValue | intValue | … } }]` as a plain object. */
function valuesOf(attributes: { key: string; value: Record<string, unknown> }[] = []) {
  return Object.fromEntries(attributes.map(({ key, value }) => [key, Object.values(value)[0]]));
}

const data = serverDataPerTest({ seedDemoData: false, driver: TEST_DRIVER });

describe(`OpenTelemetry traces (${TEST_DRIVER})`, () => {
  it("sends a span for each request, named by its route, with its status and the caller's trace", async () => {
    Object.assign(data.env, { OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl, NODE_OPTIONS: reportOtelImports });
    const server = await data.start();
    await server.printed("is running");
    expect(server.output()).toContain("imported @opentelemetry/sdk-trace");

    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    const health = await fetch(`${server.baseUrl}/api/health`, {
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(health.status).toBe(200);
    expect((await fetch(`${server.baseUrl}/api/no-such-thing`)).status).toBe(404);

    // Spans leave in batches (every 5 s); a stopping server sends those still waiting.
    server.child.kill("SIGTERM");
    expect(await server.exited, server.output()).toBe(0);
    await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    const span = received.find((s) => s.traceId === traceId);
    expect(span).toMatchObject({
      name: "GET /api/health",
      kind: 2, // SERVER
      service: "hunarmand",
      attributes: {
        "http.request.method": "GET",
        "http.route": "/api/health",
        "http.response.status_code": 200,
        "url.path": "/api/health",
      },
    });
    expect(received.find((s) => s.attributes["url.path"] === "/api/no-such-thing")).toMatchObject({
      name: "GET (no route)",
      attributes: { "http.route": "(no route)", "http.response.status_code": 404 },
    });
  }, 120_000);

  it("loads no OpenTelemetry package without OTEL_EXPORTER_OTLP_ENDPOINT", async () => {
    Object.assign(data.env, { NODE_OPTIONS: reportOtelImports });
    const server = await data.start();
    await server.printed("is running");
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).not.toContain("@opentelemetry");
  }, 120_000);
});
