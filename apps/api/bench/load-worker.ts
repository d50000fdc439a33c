import fs from "node:fs";
import autocannon from "autocannon";
import type { LoadPlan, LoadResult } from "./load.ts";

/**
 * The load generator, in a process of its own: autocannon against `plan.base`, each request drawn at
 * random from `plan.requests`. Prints one JSON LoadResult on stdout.
 */
const plan = JSON.parse(fs.readFileSync(process.argv[2] ?? "", "utf8")) as LoadPlan;
const draw = () => plan.requests[Math.floor(Math.random() * plan.requests.length)] ?? plan.requests[0];
let sent = 0;
const addressOf = (path: string) => {
  if (!plan.fresh) return path;
  sent += 1;
  return `${path}${path.includes("?") ? "&" : "?"}_fresh=${process.pid}-${sent}`;
};

const result = await autocannon({
  url: plan.base,
  connections: plan.connections,
  duration: plan.duration,
  timeout: 10,
  requests: [
    {
      setupRequest: (request) => {
        const next = draw();
        if (!next) return request;
        return {
          ...request,
          method: next.method ?? "GET",
          path: addressOf(next.path),
          headers: {
            ...request.headers,
            ...(next.headers ?? {}),
            ...(next.body ? { "content-type": "application/json" } : {}),
          },
          body: next.body,
        };
      },
    },
  ],
});

const statuses: Record<string, number> = {};
for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stats.count ?? 0;
const answer: LoadResult = {
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  ok: result["2xx"],
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  statuses,
  seconds: result.duration,
};
process.stdout.write(`${JSON.stringify(answer)}\n`);
