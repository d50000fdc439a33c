import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type {
  PageRendererOptions,
  PageRenderer as WebPageRenderer,
} from "@marketplace/shared/page-rendering";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PageRenderer } from "../../plugins/web-app.ts";
import { pageReads, pageVisitor } from "./page-reads.ts";

/** What the web app's server bundle (apps/web/src/entry-server.tsx, built to dist-server/) offers. */
interface ServerBundle {
  createPageRenderer(options: PageRendererOptions): WebPageRenderer;
}

/**
 * Loads the web app's server renderer beside its built files (`web/dist` → `web/dist-server`), or
 * answers `null` when there is none (an API-only run, a test's hand-made dist): the pages are then
 * all rendered in the browser, as before server rendering.
 */
export async function loadPageRenderer(app: FastifyInstance, distDir: string): Promise<PageRenderer | null> {
  const bundlePath = path.join(distDir, "..", "dist-server", "entry-server.js");
  const templatePath = path.join(distDir, "index.html");
  if (!fs.existsSync(bundlePath) || !fs.existsSync(templatePath)) return null;

  const bundle = (await import(pathToFileURL(bundlePath).href)) as ServerBundle;
  const renderer = bundle.createPageRenderer({
    template: fs.readFileSync(templatePath, "utf8"),
    read: pageReads(app),
  });
  const origin = (request: FastifyRequest) => app.config.publicUrl ?? `${request.protocol}://${request.host}`;

  return {
    render(request) {
      const page = new Request(new URL(request.url, origin(request)), {
        // The visitor's language: her remembered choice (cookie), else her browser's (decision 0028).
        headers: {
          accept: request.headers.accept ?? "text/html",
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          ...(request.headers["accept-language"]
            ? { "accept-language": request.headers["accept-language"] }
            : {}),
        },
      });
      return pageVisitor.run({ ip: request.ip }, () => renderer.render(page));
    },
  };
}
