import type { Span } from "@opentelemetry/api";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * OpenTelemetry traces (issue 36), on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: server.ts
 * imports this file only then, and the SDK's packages are imported here with `import()`, so a
 * server without the setting never loads them (the production bundle keeps them as dynamic
 * imports rather than hoisting them into its first lines).
 *
 * Each request is one SERVER span named by its method and route pattern (`GET /api/products/:id`),
 * continuing the caller's trace when a `traceparent` header names one, and sent in batches over
 * OTLP/HTTP (JSON) to `<endpoint>/v1/traces`. The spans are made by Fastify hooks rather than by
 * the SDK's module patching (instrumentation-http and -pg), which must load before the modules it
 * patches: the built server imports its packages before any line of its own runs.
 */
export interface Tracing {
  /** Adds the request spans' hooks; buildApp calls it before any route is registered. */
  traceRequests(app: FastifyInstance): void;
  /** Sends the spans still waiting and stops; the server calls it as it closes. */
  shutdown(): Promise<void>;
}

export async function startTracing(endpoint: string): Promise<Tracing> {
  const [api, { W3CTraceContextPropagator }, { AsyncLocalStorageContextManager }, resources, sdk, otlp] =
    await Promise.all([
      import("@opentelemetry/api"),
      import("@opentelemetry/core"),
      import("@opentelemetry/context-async-hooks"),
      import("@opentelemetry/resources"),
      import("@opentelemetry/sdk-trace"),
      import("@opentelemetry/exporter-trace-otlp-http"),
    ]);
  const exporter = new otlp.OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, "")}/v1/traces` });
  const provider = new sdk.TracerProvider({
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES, when set, name the service instead.
    resource: resources
      .defaultResource()
      .merge(resources.resourceFromAttributes({ "service.name": "hunarmand" }))
      .merge(resources.detectResources({ detectors: [resources.envDetector] })),
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter })],
  });
  api.trace.setGlobalTracerProvider(provider);
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const tracer = provider.getTracer("hunarmand");

  const spans = new WeakMap<FastifyRequest, Span>();
  const end = (request: FastifyRequest, statusCode: number | undefined) => {
    const span = spans.get(request);
    if (!span) return;
    spans.delete(request);
    // The pattern, as the metrics label requests: a bounded set of names, never the address asked.
    const route = request.routeOptions.url ?? "(no route)";
    span.updateName(`${request.method} ${route}`);
    span.setAttribute("http.route", route);
    if (statusCode === undefined) {
      span.setStatus({ code: api.SpanStatusCode.ERROR, message: "the client went away" });
    } else {
      span.setAttribute("http.response.status_code", statusCode);
      if (statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
    }
    span.end();
  };

  return {
    traceRequests(app) {
      app.addHook("onRequest", async (request) => {
        const parent = api.propagation.extract(api.ROOT_CONTEXT, request.headers);
        const span = tracer.startSpan(
          request.method,
          {
            kind: api.SpanKind.SERVER,
            attributes: {
              "http.request.method": request.method,
              // The path only: a query may carry a reset link's token.
              "url.path": request.url.split("?")[0] ?? "/",
              "url.scheme": request.protocol,
            },
          },
          parent,
        );
        spans.set(request, span);
      });
      app.addHook("onResponse", async (request, reply) => end(request, reply.statusCode));
      app.addHook("onRequestAbort", async (request) => end(request, undefined));
    },
    async shutdown() {
      await provider.shutdown();
    },
  };
}
