import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isConnectionFailure, RouteErrorPage } from "./route-error-page.tsx";

function renderFailingPage(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        errorElement: <RouteErrorPage />,
        loader: () => {
          throw error;
        },
        element: <p>never shown</p>,
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllGlobals());

describe("a page that cannot be shown", () => {
  it("says there is no connection when its code could not be fetched, and reloads once back online", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    renderFailingPage(new TypeError("Failed to fetch dynamically imported module: /assets/store-page.js"));
    expect(await screen.findByRole("heading", { name: "No connection" })).toBeTruthy();
    expect(screen.getByText(/No connection to Hunarmand/)).toBeTruthy();
    expect(screen.queryByText(/Reloading usually fixes it/)).toBeNull();
    // The page listens from an effect, which may run just after the heading shows.
    await waitFor(() => {
      window.dispatchEvent(new Event("online"));
      expect(reload).toHaveBeenCalled();
    });
  });

  it("offers Try Again for any other failure, without blaming the connection", async () => {
    renderFailingPage(new Error("Cannot read properties of undefined"));
    expect(await screen.findByRole("heading", { name: "Oops! Something went wrong" })).toBeTruthy();
    expect(screen.getByText("This page could not be shown. Please try again.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });

  it("counts any failure while the browser is offline as a lost connection", () => {
    expect(isConnectionFailure(new Error("anything"), false)).toBe(true);
    expect(isConnectionFailure(new Error("Importing a module script failed."), true)).toBe(true);
    expect(isConnectionFailure(new Error("x is not a function"), true)).toBe(false);
  });
});
