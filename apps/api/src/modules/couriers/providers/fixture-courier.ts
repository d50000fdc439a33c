import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A recorded exchange with a courier, written from its documentation: the request the adapter must
 * send and the answer the courier gives. Contract tests replay these in order on loopback and then
 * compare what the adapter really sent with what the fixture says it should.
 */
export interface CourierExchange {
  request: {
    method: "GET" | "POST" | "PUT";
    path: string;
    query?: Record<string, string>;
    headers?: Record<string, string>;
    body?: unknown;
  };
  answer: { status: number; body: unknown };
}

export interface SentRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** Serves the exchanges' answers in order and records every request it receives. */
export async function replayCourier(exchanges: readonly CourierExchange[]) {
  const sent: SentRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://fixture");
    sent.push({
      method: req.method ?? "",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
    const exchange = exchanges[sent.length - 1];
    // No keep-alive: a later test's server may get this port, and a pooled socket would reach this one.
    res.writeHead(exchange?.answer.status ?? 599, {
      "content-type": "application/json",
      connection: "close",
    });
    res.end(JSON.stringify(exchange?.answer.body ?? { error: "no more recorded exchanges" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
