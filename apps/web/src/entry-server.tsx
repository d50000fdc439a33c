import { Writable } from "node:stream";
import type { I18n } from "@lingui/core";
import { directionOf, type Language, requestLanguage } from "@marketplace/shared/languages";
import type { PageRenderer, PageRendererOptions } from "@marketplace/shared/page-rendering";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  type StaticHandlerContext,
  StaticRouterProvider,
} from "react-router";
import { allRoutes as routes } from "./app/all-routes.tsx";
import { isServerRendered, type PageDataContext, withPageReaders } from "./app/page-data.ts";
import { pageQueries, pageStateScript } from "./app/page-state.ts";
import { AppProviders } from "./app/providers.tsx";
import { createQueryClient } from "./app/query-client.ts";
import { i18nFor } from "./i18n/i18n.ts";
import { readInProcessWith } from "./lib/in-process-reads.ts";
import { SiteOriginProvider } from "./lib/site-origin.tsx";

/** How long a render may take before the server gives up and lets the browser render the page. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * The server's renderer of public pages (docs/decisions/0022). `template` is the built index.html,
 * which already names the page's scripts and styles; `read` answers the API's public reads from the
 * services in the server's own process.
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  readInProcessWith(options.read);
  const handler = createStaticHandler(withPageReaders(routes));
  const template = splitTemplate(options.template);

  return {
    async render(request) {
      const deepest = matchRoutes(routes, new URL(request.url).pathname)?.at(-1);
      if (!isServerRendered(deepest?.route.path)) return null;

      const language = requestLanguage({
        cookie: request.headers.get("cookie"),
        acceptLanguage: request.headers.get("accept-language"),
      });
      const i18n = await i18nFor(language);
      const queries = createQueryClient();
      const requestContext: PageDataContext = { queries };
      const context = await handler.query(request, { requestContext });
      if (context instanceof Response) {
        return { status: context.status, location: context.headers.get("location") ?? "/" };
      }
      if (failedOtherThanNotFound(context)) return null;

      // The request's address is on PUBLIC_URL when one is set (the API builds it so).
      const origin = new URL(request.url).origin;
      const { head, root } = await renderDocument(context, handler, queries, origin, i18n);
      const data = pageStateScript({ queries: pageQueries(queries), origin, router: routerState(context) });
      return {
        status: context.statusCode,
        html: template.fill({ head, root, data, language }),
        content: language + head + root,
      };
    },
  };
}

function failedOtherThanNotFound(context: StaticHandlerContext): boolean {
  return Object.values(context.errors ?? {}).some(
    (error) => !isRouteErrorResponse(error) || error.status !== 404,
  );
}

/** The router's state as `createBrowserRouter` reads it back (errors as React Router serializes them). */
function routerState(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [id, { ...error, __type: "RouteErrorResponse" }]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

/**
 * Renders the whole document so React places each page's <title>, <meta> and <link> in <head>, then
 * takes out the two parts the template does not have: those head tags and #root's content.
 */
async function renderDocument(
  context: StaticHandlerContext,
  handler: ReturnType<typeof createStaticHandler>,
  queries: QueryClient,
  origin: string,
  i18n: I18n,
): Promise<{ head: string; root: string }> {
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToString(
    // No <head> element: React makes one for the tags it hoists, and <html> with a single child keeps
    // useId() the same as in the browser, which hydrates #root alone (entry-client.tsx).
    <html lang="en">
      <body>
        <div id="root">
          <SiteOriginProvider origin={origin}>
            <AppProviders queries={queries} i18n={i18n}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </SiteOriginProvider>
        </div>
      </body>
    </html>,
  );
  // React moves a Suspense boundary's finished content out of place (a hidden div and a script that
  // swaps it in), which a visitor without JavaScript never sees: public pages must not suspend.
  if (html.includes("$RC("))
    throw new Error("A Suspense boundary was streamed out of place in a public page.");
  const head = between(html, "<head>", "</head>");
  const root = between(html, '<div id="root">', "</div></body>");
  return { head, root };
}

/** Every suspended part resolved (pages' code, lazy parts), as one string. */
function renderToString(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Fizz moves a large finished Suspense boundary (HydrateSeparately's parts) out of place so
      // that a streamed page can paint early; this page is sent whole, so every boundary stays inline.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => void reject(error),
    });
    setTimeout(() => stream.abort(new Error("The page took too long to render.")), RENDER_TIMEOUT_MS).unref();
  });
}

function between(html: string, start: string, end: string): string {
  const from = html.indexOf(start);
  const to = html.lastIndexOf(end);
  if (from < 0 || to < from) throw new Error(`The rendered document has no ${start}…${end}.`);
  return html.slice(from + start.length, to);
}

/**
 * The built index.html cut where a render's parts go. The page's own <title> and description
 * replace the template's general ones when it brings them.
 */
function splitTemplate(template: string) {
  const marker = '<div id="root"></div>';
  const at = template.indexOf(marker);
  if (at < 0) throw new Error(`The web app's index.html has no ${marker}.`);
  const before = template.slice(0, at);
  const after = template.slice(at + marker.length);
  const generalTitle = /<title>[\s\S]*?<\/title>\s*/;
  const generalDescription = /<meta\s+name="description"[\s\S]*?\/>\s*/;
  return {
    fill({ head, root, data, language }: { head: string; root: string; data: string; language: Language }) {
      let start = before.replace(/<html[^>]*>/, `<html lang="${language}" dir="${directionOf(language)}">`);
      if (head.includes("<title")) start = start.replace(generalTitle, "");
      if (head.includes('name="description"')) start = start.replace(generalDescription, "");
      start = start.replace("</head>", `${head}</head>`);
      const end = after.replace("</body>", `${data}</body>`);
      return `${start}<div id="root">${root}</div>${end}`;
    },
  };
}
