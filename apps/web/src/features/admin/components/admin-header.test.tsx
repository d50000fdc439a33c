import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { anAdminReport, signInAdmin } from "@/test/admin-fixtures.ts";
import { answer } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { renderApp } from "@/test/render-app.tsx";

describe("the console's menu", () => {
  it("opens as a sheet, takes the keyboard to a section and closes on the way", async () => {
    signInAdmin();
    server.use(
      answer("GET /api/admin/settings", {
        success: true,
        settings: {
          commissionPercent: 10,
          returnWindowDays: 7,
          codConfirmationHours: 24,
          codRefusalLimit: 2,
        },
      }),
      answer("GET /api/admin/reports", {
        success: true,
        reports: [anAdminReport()],
        pagination: { current_page: 1, total_pages: 1, total_reports: 1, per_page: 20 },
      }),
    );
    const user = userEvent.setup();
    renderApp("/admin/settings");
    await screen.findByRole("heading", { level: 1, name: "Settings" });
    await user.click(screen.getByRole("button", { name: "Console menu" }));
    const menu = await screen.findByRole("dialog", { name: "Console" });
    expect(within(menu).getByText("Signed in as Sana Operator")).toBeInTheDocument();
    expect(within(menu).getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
    within(menu).getByRole("link", { name: "Reports" }).focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { level: 1, name: "Reports" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
