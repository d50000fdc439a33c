import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** What a simulator can be told to do wrong, so the adapters' fault handling is proven against it. */
export const SIMULATOR_FAULTS = ["none", "slow", "error500", "garbage"] as const;
export type SimulatorFault = (typeof SIMULATOR_FAULTS)[number];

export interface SimulatorRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  /** The parsed JSON body, or null when there is none or it is not JSON. */
  body: unknown;
}

export interface SimulatorAnswer {
  status: number;
  body: unknown;
  /** JSON unless said otherwise (a slip the demo opens in a browser is HTML). */
  contentType?: string;
}

/** The clock and timeline knobs: a ParcelSimulation is one (it refuses a timeline it does not have). */
export interface SimulatorControls {
  advance(minutes: number): void;
  scriptNext(timeline: string): void;
}

export interface RunningSimulator {
  url: string;
  setFault(fault: SimulatorFault): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * A loopback HTTP server around a courier's request handler. Besides the courier's own paths it
 * answers `/__simulator/*` so the demo and browser tests can move time, script the next parcel's
 * timeline and switch a fault on — the test-only knobs a real courier does not have.
 */
export async function startSimulatorServer(
  handle: (request: SimulatorRequest) => SimulatorAnswer,
  controls: SimulatorControls,
  options: { port?: number; slowMs?: number } = {},
): Promise<RunningSimulator> {
  let fault: SimulatorFault = "none";
  const slowMs = options.slowMs ?? 30_000;
  const pending = new Set<NodeJS.Timeout>();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://simulator");
    const body = await readBody(req);
    const send = (status: number, payload: unknown, contentType = "application/json") => {
      res.writeHead(status, { "content-type": contentType });
      res.end(typeof payload === "string" ? payload : JSON.stringify(payload));
    };
    if (url.pathname.startsWith("/__simulator/")) {
      const input = (body ?? {}) as { minutes?: number; timeline?: string; fault?: SimulatorFault };
      try {
        if (url.pathname === "/__simulator/advance") controls.advance(Number(input.minutes ?? 0));
        else if (url.pathname === "/__simulator/next-timeline") controls.scriptNext(String(input.timeline));
        else if (
          url.pathname === "/__simulator/fault" &&
          SIMULATOR_FAULTS.includes(input.fault as SimulatorFault)
        )
          fault = input.fault as SimulatorFault;
        else return send(404, { error: "unknown simulator control" });
      } catch (error) {
        return send(400, { error: error instanceof Error ? error.message : String(error) });
      }
      return send(200, { ok: true, fault });
    }
    if (fault === "slow") {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(timer);
          resolve();
        }, slowMs);
        pending.add(timer);
      });
    }
    if (fault === "error500") return send(500, { error: "Internal Server Error" });
    if (fault === "garbage") {
      res.writeHead(200, { "content-type": "text/html" });
      return res.end("<html><body>Service Temporarily Unavailable</body></html>");
    }
    const answer = handle({
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    });
    send(answer.status, answer.body, answer.contentType);
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setFault: (next) => {
      fault = next;
    },
    close: async () => {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
