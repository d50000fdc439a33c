import "@testing-library/jest-dom/vitest";
import type { DemoAccounts } from "@marketplace/shared/site-contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { renderApp } from "@/test/render-app.tsx";

const DEMO: DemoAccounts = {
  customer: { email: "shopper@demo.test", password: "from-the-server-1" },
  seller: { email: "maker@demo.test", password: "from-the-server-2" },
};

/** A server whose demo data is on (`demo`) or off (null). */
function serve(demo: DemoAccounts | null) {
  server.use(answer("GET /api/site", { success: true, demo }));
}
const askedForSite = () => waitFor(() => expect(sent("GET /api/site").length).toBeGreaterThan(0));

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
      serve(null);
      renderApp(path);
      await screen.findByRole("heading", { level: 1 });
      await askedForSite();
      // Let the answer reach the screen before looking.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole("button", { name: /Use demo credentials|Fill demo data/ })).toBeNull();
    },
  );
});
