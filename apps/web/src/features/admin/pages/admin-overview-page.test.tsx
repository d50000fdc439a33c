import "@testing-library/jest-dom/vitest";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { anAuditEntry, anOverview, signInAdmin } from "@/test/admin-fixtures.ts";
import { answer, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { renderApp } from "@/test/render-app.tsx";

describe("the console overview", () => {
  it("shows the 30 days' figures in rupees and links to the waiting work", async () => {
    signInAdmin();
    server.use(answer("GET /api/admin/overview", anOverview()));
    renderApp("/admin");
    const figures = await screen.findByRole("region", { name: "The last 30 days" });
    expect(within(figures).getByText("Rs 8,400")).toBeInTheDocument();
    expect(within(figures).getByText("Rs 960")).toBeInTheDocument();
    expect(within(figures).getByRole("link", { name: "Review sellers" })).toHaveAttribute(
      "href",
      "/admin/sellers?status=pending",
    );
    expect(screen.getByText(/2 orders worth Rs 8,400 in the last 30 days/)).toBeInTheDocument();
    expect(new URL(String(sent("GET /api/admin/overview")[0]?.url)).search).toBe("?days=30");
  });

  it("says so when nothing was ordered", async () => {
    signInAdmin();
    const quiet = anOverview();
    server.use(
      answer("GET /api/admin/overview", {
        ...quiet,
        gmv: 0,
        orders: 0,
        series: quiet.series.map((day) => ({ ...day, gmv: 0, orders: 0 })),
      }),
    );
    renderApp("/admin");
    expect(await screen.findByText("No orders in the last 30 days yet.")).toBeInTheDocument();
  });
});

describe("the audit log", () => {
  it("lists who did what, to whom and why, and filters by action through the address", async () => {
    signInAdmin();
    server.use(
      answer("GET /api/admin/audit", {
        success: true,
        entries: [anAuditEntry()],
        pagination: { current_page: 1, total_pages: 3, total_entries: 120, per_page: 50 },
      }),
    );
    renderApp("/admin/audit?action=seller.status");
    expect(await screen.findByText("Seller status changed", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByText("Sana Operator")).toBeInTheDocument();
    expect(screen.getByText("From Verified to Suspended")).toBeInTheDocument();
    expect(screen.getByText("Sells copies of branded shawls.")).toBeInTheDocument();
    expect(screen.getByLabelText("Action")).toHaveDisplayValue("Seller status changed");
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute(
      "href",
      "/admin/audit?action=seller.status&page=2",
    );
    expect(new URL(String(sent("GET /api/admin/audit")[0]?.url)).search).toBe("?action=seller.status&page=1");
  });

  it("says so when nothing is recorded", async () => {
    signInAdmin();
    server.use(
      answer("GET /api/admin/audit", {
        success: true,
        entries: [],
        pagination: { current_page: 1, total_pages: 0, total_entries: 0, per_page: 50 },
      }),
    );
    renderApp("/admin/audit");
    expect(await screen.findByText("No admin has acted yet.")).toBeInTheDocument();
  });
});

describe("the console overview in Urdu", () => {
  it("writes its figures, summary and links in Urdu, with rupees as shops write them", async () => {
    signInAdmin();
    server.use(answer("GET /api/admin/overview", anOverview()));
    renderApp("/admin", { language: "ur" });
    const figures = await screen.findByRole("region", { name: "پچھلے 30 دن" });
    expect(screen.getByRole("heading", { level: 1, name: "جائزہ" })).toBeInTheDocument();
    expect(within(figures).getByText("تصدیق کے منتظر سیلرز")).toBeInTheDocument();
    expect(within(figures).getByText("Rs 8,400")).toBeInTheDocument();
    expect(within(figures).getByRole("link", { name: "سیلرز دیکھیں" })).toHaveAttribute(
      "href",
      "/admin/sellers?status=pending",
    );
    expect(screen.getByText(/پچھلے 30 دنوں میں Rs 8,400 کے 2 آرڈرز/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\badmin\.[a-z]/);
  });
});
