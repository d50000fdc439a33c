/**
 * What the API server and the web app's server renderer say to each other (docs/decisions/0022):
 * the server hands the renderer a reader of the public reads, in-process; the renderer answers a
 * page, a redirect, or `null` when the browser renders the page itself.
 */

/** What a public read answers: the status and the JSON body its HTTP route would have sent. */
export interface InProcessAnswer {
  status: number;
  body: unknown;
}

/**
 * Reads one public GET endpoint (`"GET /api/products/:id"`) in-process. `query` holds what the URL's
 * query string would hold (strings; a key given more than once, all its values), so the server
 * parses it as it parses a request's.
 */
export type InProcessReader = (
  endpoint: string,
  request: { params: Record<string, string>; query: Record<string, string | string[]> },
) => Promise<InProcessAnswer>;

/** A page the server rendered: its status and whole HTML document. */
export interface RenderedPage {
  status: number;
  html: string;
  /**
   * What the page shows (its head tags and #root), for its ETag: the same data renders the same
   * content, while the data handed to the browser also holds the time it was read.
   */
  content: string;
}

/** A redirect React Router asked for. */
export interface RedirectedPage {
  status: number;
  location: string;
}

/** What the renderer's module offers the server (`createPageRenderer` in apps/web/src/entry-server.tsx). */
export interface PageRendererOptions {
  /** The built index.html, which names the page's scripts and styles. */
  template: string;
  read: InProcessReader;
}

export interface PageRenderer {
  /** The page at `request`'s URL, or `null` when the browser renders it. */
  render(request: Request): Promise<RenderedPage | RedirectedPage | null>;
}
