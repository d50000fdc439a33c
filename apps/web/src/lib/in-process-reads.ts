import type { InProcessReader } from "@marketplace/shared/page-rendering";

/**
 * On the server, a page's data comes from the API's services in the same process, never from an
 * HTTP call to itself (docs/decisions/0022). The server hands its reader over once at start-up;
 * `callEndpoint` then asks it instead of `fetch`. In the browser nothing is set and calls go out.
 */

let reader: InProcessReader | null = null;

export function readInProcessWith(next: InProcessReader | null): void {
  reader = next;
}

export function inProcessReader(): InProcessReader | null {
  return reader;
}
