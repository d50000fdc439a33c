import { hydrate } from "@tanstack/react-query";
import { type ReactNode, StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes, RouterProvider } from "react-router";
import { readPageState, revivedQueries } from "./app/page-state.ts";
import { AppProviders } from "./app/providers.tsx";
import { createQueryClient } from "./app/query-client.ts";
import { createAppRouter, routes } from "./app/router.tsx";
import { SiteOriginProvider } from "./lib/site-origin.tsx";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");

const serverState = readPageState();
const queries = createQueryClient();

if (serverState) {
  // The server rendered this page: take over its HTML with the data it was rendered from, once the
  // page's code is here (a route still loading would render nothing and throw the HTML away).
  // Hydration runs as a transition, so React yields to the browser every few milliseconds instead of
  // holding a slow phone's main thread for the whole page (boot.ts waited for the first paint).
  hydrate(queries, revivedQueries(serverState.queries));
  void loadMatchedPages().then(() =>
    startTransition(() => {
      hydrateRoot(root, app());
    }),
  );
} else {
  // Pages that need a session (and the development server) are rendered here from the start.
  createRoot(root).render(app());
}

function app() {
  const tree = (
    <AppProviders queries={queries}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  );
  const origin = serverState?.origin;
  return (
    <StrictMode>
      <MarkInteractive>
        {origin ? <SiteOriginProvider origin={origin}>{tree}</SiteOriginProvider> : tree}
      </MarkInteractive>
    </StrictMode>
  );
}

/**
 * Marks the page once React runs it (`<html data-interactive>`): a server-rendered page shows its
 * buttons before its code has taken over, and the end-to-end stories wait for this mark, as a
 * person waits for a page to settle, before they press anything.
 */
function MarkInteractive({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.interactive = "true";
  }, []);
  // It wraps the app rather than sitting beside it: a sibling would shift every useId() away from
  // the ids the server rendered (entry-server.tsx renders the same single-child chain).
  return children;
}

async function loadMatchedPages() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
