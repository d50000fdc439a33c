import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { anAdmin, anAdminReport, marketplaceSettings, signInAdmin } from "@/test/admin-fixtures.ts";
import { answer } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { renderApp } from "@/test/render-app.tsx";

describe("the console's menu", () => {
  it("opens as a sheet, takes the keyboard to a section and closes on the way", async () => {
    signInAdmin();
    server.use(
      answer("GET /api/admin/settings", {
        success: true,
        settings: marketplaceSettings(),
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

  // Staff roles (decision 0043): each role's menu lists the sections it uses, and a section it does
  // not use, opened by its address, says so instead of showing the API's refusals.
  it.each([
    {
      role: "finance" as const,
      address: "/admin/sellers",
      listed: ["Overview", "Balances", "Online payments", "Payout runs", "Couriers", "Campaigns"],
      hidden: ["Sellers", "Customers", "Reports", "Returns", "Search words", "Settings", "Audit log"],
    },
    {
      role: "operations" as const,
      address: "/admin/balances/st1",
      listed: [
        "Overview",
        "Sellers",
        "Customers",
        "Reports",
        "Returns",
        "Couriers",
        "Search words",
        "Campaigns",
      ],
      hidden: ["Balances", "Online payments", "Payout runs", "Settings", "Audit log"],
    },
  ])(
    "lists only the $role role's sections, and a screen not for her says so",
    async ({ role, address, listed, hidden }) => {
      signInAdmin(anAdmin({ role }));
      const user = userEvent.setup();
      renderApp(address);
      expect(
        await screen.findByRole("heading", { level: 1, name: "This screen is not for your role" }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          new RegExp(`Your role, ${role === "finance" ? "Finance" : "Operations"}, does not use`),
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Go to the overview" })).toHaveAttribute("href", "/admin");
      await user.click(screen.getByRole("button", { name: "Console menu" }));
      const menu = await screen.findByRole("dialog", { name: "Console" });
      const links = within(menu)
        .getAllByRole("link")
        .map((link) => link.textContent?.trim());
      expect(links).toEqual(listed);
      for (const name of hidden) expect(within(menu).queryByRole("link", { name })).not.toBeInTheDocument();
    },
  );
});
