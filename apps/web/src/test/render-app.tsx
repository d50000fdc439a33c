import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "@/app/providers.tsx";
import { routes } from "@/app/router.tsx";

/** Renders the whole app, with its real routes and providers, at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...render(<AppProviders>{<RouterProvider router={router} />}</AppProviders>) };
}
