import type { Language } from "@marketplace/shared/languages";
import { render } from "@testing-library/react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { AppProviders } from "@/app/providers.tsx";
import { backOfficeDiscovery, routes } from "@/app/router.tsx";
import { createI18n } from "@/i18n/i18n.ts";
import { urduMessages } from "@/i18n/urdu-messages.ts";

/**
 * Renders the whole app, with its real routes and providers, at `path`, in English unless told. The
 * router starts with a shopper's routes and discovers the seller's and the console's as a browser does.
 */
export function renderApp(path: string, { language = "en" }: { language?: Language } = {}) {
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: backOfficeDiscovery(),
  });
  return { router, ...renderWithProviders(router, language) };
}

/**
 * Renders a test's own few routes (the piece under test among stand-in pages) with the app's
 * providers, in English unless told, at the last of `initialEntries` unless `initialIndex` says; the
 * router, to read or move.
 */
export function renderRoutes(
  testRoutes: RouteObject[],
  {
    initialEntries,
    initialIndex,
    language = "en",
  }: { initialEntries: string[]; initialIndex?: number; language?: Language },
) {
  const router = createMemoryRouter(testRoutes, { initialEntries, initialIndex });
  renderWithProviders(router, language);
  return router;
}

function renderWithProviders(router: ReturnType<typeof createMemoryRouter>, language: Language) {
  const i18n = createI18n(language, language === "ur" ? urduMessages : undefined);
  return render(
    <AppProviders i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
