import "@testing-library/jest-dom/vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app.tsx";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const DEMO = {
  customer: { email: "shopper@demo.test", password: "from-the-server-1" },
  seller: { email: "maker@demo.test", password: "from-the-server-2" },
};

/** A server whose demo data is on (`demo`) or off (null). */
function serve(demo: typeof DEMO | null) {
  const fetch = vi.fn(async (input: RequestInfo | URL) =>
    String(input).endsWith("/api/site")
      ? json(200, { success: true, demo })
      : json(200, { success: true, products: [], stores: [] }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const askedForSite = (fetch: ReturnType<typeof serve>) =>
  waitFor(() => expect(fetch.mock.calls.some(([input]) => String(input).endsWith("/api/site"))).toBe(true));

afterEach(() => vi.unstubAllGlobals());

describe("demo accounts", () => {
  it("fills the customer login with the demo account the server names", async () => {
    serve(DEMO);
    const user = userEvent.setup();
    renderApp("/customer/login");
    await user.click(await screen.findByRole("button", { name: "Use demo credentials" }));
    expect(screen.getByLabelText(/Email/)).toHaveValue("shopper@demo.test");
    expect(screen.getByLabelText(/^Password/)).toHaveValue("from-the-server-1");
  });

  it("fills the seller signup with a fresh seller and the server's demo password", async () => {
    serve(DEMO);
    const user = userEvent.setup();
    renderApp("/seller/signup");
    await user.click(await screen.findByRole("button", { name: "Fill demo data" }));
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toMatch(/@example\.pk$/);
    expect(screen.getByLabelText(/^Password/)).toHaveValue("from-the-server-2");
    expect(screen.getByRole("checkbox")).toBeChecked();
  });

  it.each(["/customer/login", "/seller/login", "/seller/signup"])(
    "offers no demo buttons on %s in a real shop",
    async (path) => {
      const fetch = serve(null);
      renderApp(path);
      await screen.findByRole("heading", { level: 1 });
      await askedForSite(fetch);
      // Let the answer reach the screen before looking.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole("button", { name: /Use demo credentials|Fill demo data/ })).toBeNull();
    },
  );
});
