import "@testing-library/jest-dom/vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "@/test/admin-fixtures.ts";
import { answer, on, refusal, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { renderApp } from "@/test/render-app.tsx";

const current = answer("GET /api/admin/settings", { success: true, settings: { commissionPercent: 10 } });

describe("the settings page", () => {
  it("shows the commission and saves a new one", async () => {
    signInAdmin();
    server.use(
      current,
      answer("PUT /api/admin/settings", {
        success: true,
        message: "Saved",
        settings: { commissionPercent: 12.5 },
      }),
    );
    const user = userEvent.setup();
    renderApp("/admin/settings");
    const field = await screen.findByLabelText(/^Commission/);
    expect(field).toHaveValue(10);
    await user.clear(field);
    await user.type(field, "12.5");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("New orders pay 12.5% commission.")).toBeInTheDocument();
    expect(await sent("PUT /api/admin/settings")[0]?.json()).toEqual({ commissionPercent: 12.5 });
  });

  it("refuses a rate out of range before sending it", async () => {
    signInAdmin();
    server.use(current);
    const user = userEvent.setup();
    renderApp("/admin/settings");
    const field = await screen.findByLabelText(/^Commission/);
    await user.clear(field);
    await user.type(field, "75");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Commission must be between 0 and 50 percent.")).toBeInTheDocument();
    expect(sent("PUT /api/admin/settings")).toHaveLength(0);
  });

  it("shows the server's refusal under the field", async () => {
    signInAdmin();
    server.use(
      current,
      on("PUT /api/admin/settings", () =>
        refusal(400, "Validation failed", {
          errors: [{ field: "commissionPercent", message: "Commission can have at most two decimals." }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp("/admin/settings");
    const field = await screen.findByLabelText(/^Commission/);
    await user.clear(field);
    await user.type(field, "11");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Commission can have at most two decimals.")).toBeInTheDocument();
  });

  it("says why the settings could not be read", async () => {
    signInAdmin();
    server.use(refuse("GET /api/admin/settings", 403, "Admins only."));
    renderApp("/admin/settings");
    expect(await screen.findByText(/We couldn't load the settings. Admins only./)).toBeInTheDocument();
  });
});
