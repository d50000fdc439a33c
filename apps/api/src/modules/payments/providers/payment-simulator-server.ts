import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** A request to a payment simulator: a browser's form POST or query, or a server's JSON. */
export interface SimulatorRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  /** A form body's fields, or the query's for a GET. */
  form: Record<string, string>;
  /** A JSON body, when it is one. */
  json: Record<string, unknown> | null;
}

export interface SimulatorAnswer {
  status: number;
  /** HTML for a browser (a string), JSON for a server (an object). */
  body: string | object;
  location?: string;
}

export interface RunningPaymentSimulator {
  url: string;
  close(): Promise<void>;
}

/** Where a simulated payment stands, as both providers' inquiries report it in their own words. */
export type SimulatedPaymentState = "awaiting" | "paid" | "pending" | "failed";

/**
 * What both providers' simulators share: their transactions by our reference, their own loopback
 * server, and the test's hand in settling a voucher paid at a shop (or left to lapse).
 */
export abstract class PaymentSimulator<Transaction extends { state: SimulatedPaymentState }> {
  readonly transactions = new Map<string, Transaction>();

  abstract handle(request: SimulatorRequest): SimulatorAnswer;

  async start(port = 0): Promise<RunningPaymentSimulator> {
    return startPaymentSimulatorServer((request) => this.handle(request), port);
  }

  /** A voucher paid at a shop (or left to lapse): what the inquiry says from now on. */
  settle(reference: string, outcome: "paid" | "failed"): void {
    const txn = this.transactions.get(reference);
    if (!txn) throw new Error(`no transaction ${reference}`);
    txn.state = outcome;
    this.settled(txn);
  }

  /** What else a provider records when a voucher settles (JazzCash's response code). */
  protected settled(_txn: Transaction): void {}
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 256 * 1024) break;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A payment provider's simulator on loopback (decision 0053): like the couriers' (decision 0040),
 * started beside the server in simulator mode and in tests. It reads forms the buyer's browser posts
 * and JSON the server sends, and answers HTML pages, redirects or JSON.
 */
export async function startPaymentSimulatorServer(
  handle: (request: SimulatorRequest) => SimulatorAnswer | Promise<SimulatorAnswer>,
  port = 0,
): Promise<RunningPaymentSimulator> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://simulator");
    const text = await readBody(req);
    const type = String(req.headers["content-type"] ?? "");
    let json: Record<string, unknown> | null = null;
    if (type.startsWith("application/json")) {
      try {
        const parsed = JSON.parse(text) as unknown;
        if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
          json = parsed as Record<string, unknown>;
      } catch {
        json = null;
      }
    }
    const form = Object.fromEntries(
      type.startsWith("application/x-www-form-urlencoded") ? new URLSearchParams(text) : url.searchParams,
    );
    try {
      const answer = await handle({
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        form,
        json,
      });
      const html = typeof answer.body === "string";
      res.writeHead(answer.status, {
        "content-type": html ? "text/html; charset=utf-8" : "application/json",
        ...(answer.location ? { location: answer.location } : {}),
      });
      res.end(html ? answer.body : JSON.stringify(answer.body));
    } catch (error) {
      res.writeHead(500, { "content-type": "text/plain" });
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** A small page in the provider's colours. */
export function simulatorPage(title: string, colour: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f5}header{background:${colour};color:#fff;padding:12px 16px;font-weight:600}main{max-width:420px;margin:16px auto;padding:16px;background:#fff;border-radius:8px}button{display:block;width:100%;margin:8px 0;padding:12px;font-size:16px;border-radius:6px;border:1px solid #ccc;cursor:pointer}</style></head><body><header>${escapeHtml(title)} (simulator)</header><main>${body}</main></body></html>`;
}

/** A form of hidden fields that posts itself (and a button, for a browser without scripts). */
export function postingForm(action: string, fields: Readonly<Record<string, string>>, label: string): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  return `<form id="onward" method="post" action="${escapeHtml(action)}">${inputs}<button type="submit">${escapeHtml(label)}</button></form><script>document.getElementById("onward").submit()</script>`;
}

/** One button of the buyer's choice on the hosted page. */
export function choiceButton(
  action: string,
  fields: Readonly<Record<string, string>>,
  label: string,
): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  return `<form method="post" action="${escapeHtml(action)}">${inputs}<button type="submit">${escapeHtml(label)}</button></form>`;
}
