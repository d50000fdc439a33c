import "@testing-library/jest-dom/vitest";
import type { AdminReport } from "@marketplace/shared/admin-contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { anAdminReport, signInAdmin } from "@/test/admin-fixtures.ts";
import { answer, on, refusal, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { renderApp } from "@/test/render-app.tsx";

function queue(reports: AdminReport[]) {
  return answer("GET /api/admin/reports", {
    success: true,
    reports,
    pagination: { current_page: 1, total_pages: 1, total_reports: reports.length, per_page: 20 },
  });
}

describe("the reports queue", () => {
  it("shows each open report with its listing (in a new tab), reason, details and reporter", async () => {
    signInAdmin();
    server.use(queue([anAdminReport()]));
    renderApp("/admin/reports");
    const item = await screen.findByRole("listitem", { name: "Report of Phulkari Dupatta" });
    const link = within(item).getByRole("link", { name: /Phulkari Dupatta/ });
    expect(link).toHaveAttribute("href", "/viewproduct/p1");
    expect(link).toHaveAttribute("target", "_blank");
    expect(within(item).getByText("Counterfeit or fake")).toBeInTheDocument();
    expect(within(item).getByText("The label says silk but it is polyester.")).toBeInTheDocument();
    expect(within(item).getByText(/Reported by Ayesha Khan \(customer@demo.pk\)/)).toBeInTheDocument();
    expect(new URL(String(sent("GET /api/admin/reports")[0]?.url)).search).toBe("?status=open&page=1");
  });

  it("hides a listing only with a reason, and says how many reports that resolved", async () => {
    signInAdmin();
    server.use(
      queue([anAdminReport()]),
      answer("PUT /api/admin/products/:id/visibility", {
        success: true,
        message: "Hidden",
        product: { _id: "p1", name: "Phulkari Dupatta", hidden: true, hiddenReason: "Counterfeit." },
        resolvedReports: 2,
      }),
    );
    const user = userEvent.setup();
    renderApp("/admin/reports");
    await user.click(await screen.findByRole("button", { name: "Hide listing" }));
    const dialog = await screen.findByRole("dialog", { name: "Hide Phulkari Dupatta?" });
    await user.click(within(dialog).getByRole("button", { name: "Hide listing" }));
    expect(
      await within(dialog).findByText("Please give a reason for hiding this listing."),
    ).toBeInTheDocument();
    expect(sent("PUT /api/admin/products/:id/visibility")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Reason/), "Counterfeit.");
    await user.click(within(dialog).getByRole("button", { name: "Hide listing" }));
    expect(await screen.findByText(/2 reports resolved/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const [put] = sent("PUT /api/admin/products/:id/visibility");
    expect(new URL(String(put?.url)).pathname).toBe("/api/admin/products/p1/visibility");
    expect(await put?.json()).toEqual({ hidden: true, reason: "Counterfeit." });
  });

  it("keeps the dialog open with the server's refusal when hiding fails", async () => {
    signInAdmin();
    server.use(
      queue([anAdminReport()]),
      refuse("PUT /api/admin/products/:id/visibility", 404, "Product not found."),
    );
    const user = userEvent.setup();
    renderApp("/admin/reports");
    await user.click(await screen.findByRole("button", { name: "Hide listing" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText(/^Reason/), "Counterfeit.");
    await user.click(within(dialog).getByRole("button", { name: "Hide listing" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Product not found.");
  });

  it("dismisses a report and reads the queue again", async () => {
    signInAdmin();
    let reads = 0;
    server.use(
      on("GET /api/admin/reports", () => ({
        success: true,
        reports: ++reads === 1 ? [anAdminReport()] : [],
        pagination: { current_page: 1, total_pages: 1, total_reports: reads === 1 ? 1 : 0, per_page: 20 },
      })),
      on("PUT /api/admin/reports/:id", () => ({
        success: true,
        message: "Dismissed",
        report: anAdminReport({ status: "dismissed" }),
      })),
    );
    const user = userEvent.setup();
    renderApp("/admin/reports");
    await user.click(await screen.findByRole("button", { name: "Dismiss" }));
    expect(await screen.findByText("Nothing to review: no listing has an open report.")).toBeInTheDocument();
    expect(await sent("PUT /api/admin/reports/:id")[0]?.json()).toEqual({ status: "dismissed" });
  });

  it("says when dismissing was refused", async () => {
    signInAdmin();
    server.use(
      queue([anAdminReport()]),
      on("PUT /api/admin/reports/:id", () => refusal(409, "This report is no longer open.")),
    );
    const user = userEvent.setup();
    renderApp("/admin/reports");
    await user.click(await screen.findByRole("button", { name: "Dismiss" }));
    expect(await screen.findByText("This report is no longer open.")).toBeInTheDocument();
  });

  it("lists resolved reports without actions", async () => {
    signInAdmin();
    server.use(
      queue([
        anAdminReport({
          status: "resolved",
          product: { ...anAdminReport().product, hidden: true, hiddenReason: "Counterfeit." },
        }),
      ]),
    );
    renderApp("/admin/reports?status=resolved");
    expect(await screen.findByText("Listing hidden: Counterfeit.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Dismiss" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Resolved" })).toHaveAttribute("aria-current", "page");
  });
});

describe("the reports queue in Urdu", () => {
  it("writes the reason, reporter line and actions in Urdu, and a hidden listing's note", async () => {
    signInAdmin();
    server.use(
      queue([
        anAdminReport(),
        anAdminReport({
          _id: "r2",
          product: {
            _id: "p2",
            name: "Ajrak Shawl",
            hidden: true,
            hiddenReason: "Copied photos.",
            store: { _id: "st1", name: "Zari House", slug: "zari-house" },
          },
          reason: "other",
        }),
      ]),
    );
    renderApp("/admin/reports", { language: "ur" });
    const item = await screen.findByRole("listitem", { name: "Phulkari Dupatta کی رپورٹ" });
    expect(screen.getByRole("heading", { level: 1, name: "رپورٹس" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "کھلی" })).toHaveAttribute("aria-current", "page");
    expect(within(item).getByText("نقلی یا جعلی")).toBeInTheDocument();
    expect(within(item).getByText("فروخت کنندہ: \u2068Zari House\u2069")).toBeInTheDocument();
    expect(
      within(item).getByText(
        /^\u2068Ayesha Khan\u2069 \(\u2068customer@demo.pk\u2069\) نے 1 جون، 2025 .* رپورٹ کی$/,
      ),
    ).toBeInTheDocument();
    expect(within(item).getByRole("button", { name: "لسٹنگ چھپائیں" })).toBeInTheDocument();
    expect(within(item).getByRole("button", { name: "مسترد کریں" })).toBeInTheDocument();
    const hidden = screen.getByRole("listitem", { name: "Ajrak Shawl کی رپورٹ" });
    expect(within(hidden).getByText("کچھ اور")).toBeInTheDocument();
    expect(within(hidden).getByText("لسٹنگ چھپی ہوئی ہے: \u2068Copied photos.\u2069")).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\badmin\.[a-z]/);
  });
});
