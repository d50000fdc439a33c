import type { I18n } from "@lingui/core";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  languageFromAcceptLanguage,
  languageFromCookie,
} from "@marketplace/shared/languages";
import { hydrate } from "@tanstack/react-query";
import { type ReactNode, StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes, RouterProvider } from "react-router";
import { readPageState, revivedQueries } from "./app/page-state.ts";
import { AppProviders } from "./app/providers.tsx";
import { createQueryClient } from "./app/query-client.ts";
import { createAppRouter, routes } from "./app/router.tsx";
import { applyToDocument, i18nFor, rememberLanguage } from "./i18n/i18n.ts";
import { SiteOriginProvider } from "./lib/site-origin.tsx";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");

const serverState = readPageState();
const queries = createQueryClient();
const language = pageLanguage();

if (serverState) {
  // The server rendered this page: take over its HTML with the data it was rendered from, once the
  // page's code is here (a route still loading would render nothing and throw the HTML away).
  // Hydration runs as a transition, so React yields to the browser every few milliseconds instead of
  // holding a slow phone's main thread for the whole page (boot.ts waited for the first paint).
  hydrate(queries, revivedQueries(serverState.queries));
  void Promise.all([i18nFor(language), loadMatchedPages()]).then(([i18n]) =>
    startTransition(() => {
      hydrateRoot(root, app(i18n));
    }),
  );
} else {
  // Pages that need a session (and the development server) are rendered here from the start.
  applyToDocument(language);
  void i18nFor(language).then((i18n) => createRoot(root).render(app(i18n)));
}

/**
 * The language to run in: the server's choice for a page it rendered (`<html lang>`, from the cookie
 * or Accept-Language). A page the browser renders itself takes the remembered choice, from the
 * cookie or, when that was cleared, from local storage (and sets the cookie again), else the
 * browser's own language.
 */
function pageLanguage(): Language {
  const cookie = languageFromCookie(document.cookie);
  const stored = storedLanguage();
  // A cleared cookie is set again from local storage, so the server's next page is in her language.
  if (!cookie && stored) rememberLanguage(stored);
  if (serverState && isLanguage(document.documentElement.lang)) return document.documentElement.lang;
  return cookie ?? stored ?? languageFromAcceptLanguage(navigator.languages.join(",")) ?? DEFAULT_LANGUAGE;
}

function storedLanguage() {
  try {
    const stored = localStorage.getItem(LANGUAGE_COOKIE);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function app(i18n: I18n) {
  const tree = (
    <AppProviders queries={queries} i18n={i18n}>
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
