import type { Language } from "@marketplace/shared/languages";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
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
  const i18n = createI18n(language, language === "ur" ? urduMessages : undefined);
  return {
    router,
    ...render(
      <AppProviders i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}
