/**
 * On the server, a page's data comes from the API's services in the same process, never from an
 * HTTP call to itself (docs/decisions/0022). The server hands its reader over once at start-up;
 * `callEndpoint` then asks it instead of `fetch`. In the browser nothing is set and calls go out.
 */

/** What a read answers: the status and the JSON body the HTTP route would have sent. */
export interface InProcessAnswer {
  status: number;
  body: unknown;
}

/**
 * Reads one public GET endpoint in-process. `query` holds what the URL's query string would hold
 * (strings), so the server parses it exactly as it parses a request's.
 */
export type InProcessReader = (
  endpoint: string,
  request: { params: Record<string, string>; query: Record<string, string> },
) => Promise<InProcessAnswer>;

let reader: InProcessReader | null = null;

export function readInProcessWith(next: InProcessReader | null): void {
  reader = next;
}

export function inProcessReader(): InProcessReader | null {
  return reader;
}
