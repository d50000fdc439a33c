import { act } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { vi } from "vitest";
import { SiteOriginProvider } from "@/lib/site-origin.tsx";

/** What a page's first render must not touch: the server has none of them. */
const BROWSER_ONLY = ["window", "document", "localStorage", "sessionStorage", "navigator", "matchMedia"];

interface ServerRenderedApp {
  /** The HTML the server sent, as `#root`'s content. */
  html: string;
  /** The element hydrated, holding that HTML. */
  container: HTMLElement;
  /** Everything React reported while hydrating: mismatches, and errors it recovered from. */
  hydrationErrors: unknown[];
  /** What went to console.error from the server render to the end of hydration. */
  consoleErrors: unknown[][];
  unmount(): void;
}

interface AppModules {
  routes: RouteObject[];
  Providers: (props: { children: ReactNode }) => ReactNode;
}

/** React's mark for a boundary still waiting (a lazily loaded page) when the HTML was written. */
const WAITING_BOUNDARY = "<!--$!-->";

/**
 * renderToString, again until lazily loaded pages have arrived, as the server's streaming render
 * waits for them. (react-dom/static's prerender would wait by itself, but leaves React Router's
 * context set behind it in a process that then hydrates, so the browser side saw a router nested
 * in a router.)
 */
async function renderWhenLoaded(tree: ReactNode, patienceMs = 5000): Promise<string> {
  const deadline = Date.now() + patienceMs;
  let html = renderToString(tree);
  while (html.includes(WAITING_BOUNDARY) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    html = renderToString(tree);
  }
  return html;
}

const TEST_ORIGIN = "https://hunarmand.example";

/** Routers on `path`, created once each side needs one: the server's, then the browser's. */
async function appAt(path: string, modules: AppModules) {
  const router = createMemoryRouter(modules.routes, { initialEntries: [path] });
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  // Both sides write absolute addresses on the origin the server names, as the entries do.
  return (
    <SiteOriginProvider origin={TEST_ORIGIN}>
      <modules.Providers>
        <RouterProvider router={router} />
      </modules.Providers>
    </SiteOriginProvider>
  );
}

/**
 * Renders the app at `path` as the server would, with no browser globals at all (a read of
 * `window` or `localStorage` while rendering, or at a page module's top level, throws as it would
 * on the server), waiting for lazily loaded pages. Then, with the browser back (and whatever the
 * test stored in it), hydrates that HTML with the same tree, as the browser entry does.
 *
 * `loadApp` imports the app's modules; pass it a dynamic import so that modules first loaded here
 * are loaded without a browser too.
 */
export async function renderOnServerThenHydrate(
  path: string,
  loadApp: () => Promise<AppModules>,
): Promise<ServerRenderedApp> {
  const consoleErrors: unknown[][] = [];
  const consoleError = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });

  let html: string;
  for (const name of BROWSER_ONLY) vi.stubGlobal(name, undefined);
  try {
    const modules = await loadApp();
    html = await renderWhenLoaded(await appAt(path, modules));
  } finally {
    vi.unstubAllGlobals();
  }

  const modules = await loadApp();
  const container = document.createElement("div");
  container.id = "root";
  container.innerHTML = html;
  document.body.append(container);

  const hydrationErrors: unknown[] = [];
  const tree = await appAt(path, modules);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, tree, {
      onRecoverableError: (error) => hydrationErrors.push(error),
    });
  });

  return {
    html,
    container,
    hydrationErrors,
    consoleErrors,
    unmount() {
      act(() => root?.unmount());
      container.remove();
      consoleError.mockRestore();
    },
  };
}
