import "@testing-library/jest-dom/vitest";
import type { AdminSeller } from "@marketplace/shared/admin-contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { anAdminSeller, signInAdmin } from "@/test/admin-fixtures.ts";
import { answer, on, refusal, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { renderApp } from "@/test/render-app.tsx";

function listing(sellers: AdminSeller[], totalPages = 1) {
  return answer("GET /api/admin/sellers", {
    success: true,
    sellers,
    pagination: { current_page: 1, total_pages: totalPages, total_sellers: sellers.length, per_page: 20 },
  });
}

const sentQuery = () => sent("GET /api/admin/sellers").map((request) => new URL(request.url).search);

describe("the sellers page", () => {
  it("opens on the pending sellers, with their stores, and switches tabs and searches through the address", async () => {
    signInAdmin();
    server.use(listing([anAdminSeller()]));
    const user = userEvent.setup();
    const { router } = renderApp("/admin/sellers");
    const card = await screen.findByRole("listitem", { name: "Fatima Bibi" });
    expect(within(card).getByText("Pending")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: /Zari House/ })).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "Pending" })).toHaveAttribute("aria-current", "page");
    expect(sentQuery()).toEqual(["?status=pending&page=1"]);

    await user.click(screen.getByRole("link", { name: "Suspended" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=suspended"));
    await user.type(screen.getByRole("searchbox", { name: /Search sellers/ }), "fatima{Enter}");
    await waitFor(() => expect(router.state.location.search).toBe("?status=suspended&q=fatima"));
    await waitFor(() => expect(sentQuery()).toContain("?status=suspended&search=fatima&page=1"));
  });

  it("says so when no seller is waiting", async () => {
    signInAdmin();
    server.use(listing([]));
    renderApp("/admin/sellers");
    expect(await screen.findByText("No seller is waiting for verification.")).toBeInTheDocument();
  });

  it("verifies a seller only through her identity check: the card links to it, with no Verify button", async () => {
    signInAdmin();
    server.use(listing([anAdminSeller()]));
    renderApp("/admin/sellers");
    const link = await screen.findByRole("link", { name: "Identity check" });
    expect(link).toHaveAttribute("href", "/admin/sellers/s1/identity");
    expect(screen.queryByRole("button", { name: "Verify" })).not.toBeInTheDocument();
  });

  it("will not suspend without a reason, and shows the server's refusal under the reason", async () => {
    signInAdmin();
    server.use(
      listing([anAdminSeller({ status: "verified", verified: true })]),
      on("PUT /api/admin/sellers/:id/status", () =>
        refusal(400, "Validation failed", {
          errors: [{ field: "reason", message: "Reason must be at most 500 characters long." }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp("/admin/sellers");
    await user.click(await screen.findByRole("button", { name: "Suspend" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend Fatima Bibi?" });
    await user.click(within(dialog).getByRole("button", { name: "Suspend seller" }));
    expect(
      await within(dialog).findByText("Please give a reason for suspending this seller."),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveFocus();
    expect(sent("PUT /api/admin/sellers/:id/status")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Reason/), "Sells copies of branded shawls.");
    await user.click(within(dialog).getByRole("button", { name: "Suspend seller" }));
    expect(
      await within(dialog).findByText("Reason must be at most 500 characters long."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Validation failed");
    expect(await sent("PUT /api/admin/sellers/:id/status")[0]?.json()).toEqual({
      status: "suspended",
      reason: "Sells copies of branded shawls.",
    });
  });

  it("suspends with a reason and closes the dialog", async () => {
    signInAdmin();
    const suspended = anAdminSeller({ status: "suspended", statusReason: "Copies." });
    server.use(
      listing([anAdminSeller()]),
      answer("PUT /api/admin/sellers/:id/status", { success: true, message: "Done", seller: suspended }),
    );
    const user = userEvent.setup();
    renderApp("/admin/sellers");
    await user.click(await screen.findByRole("button", { name: "Suspend" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText(/^Reason/), "Copies.");
    await user.click(within(dialog).getByRole("button", { name: "Suspend seller" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("Seller suspended")).toBeInTheDocument();
  });

  it("restores a suspended seller, showing why she was suspended", async () => {
    signInAdmin();
    server.use(
      listing([anAdminSeller({ status: "suspended", statusReason: "Sells copies." })]),
      answer("PUT /api/admin/sellers/:id/status", {
        success: true,
        message: "Done",
        seller: anAdminSeller({ status: "verified", verified: true }),
      }),
    );
    const user = userEvent.setup();
    renderApp("/admin/sellers?status=suspended");
    expect(await screen.findByText("Reason: Sells copies.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Restore" }));
    expect(await screen.findByText("Seller restored")).toBeInTheDocument();
    expect(await sent("PUT /api/admin/sellers/:id/status")[0]?.json()).toEqual({ status: "verified" });
  });

  it("says why the list could not be read, and tries again", async () => {
    signInAdmin();
    let calls = 0;
    server.use(
      on("GET /api/admin/sellers", () =>
        ++calls === 1
          ? refusal(403, "Admins only.")
          : {
              success: true,
              sellers: [anAdminSeller()],
              pagination: { current_page: 1, total_pages: 1, total_sellers: 1, per_page: 20 },
            },
      ),
    );
    const user = userEvent.setup();
    renderApp("/admin/sellers");
    expect(await screen.findByText(/We couldn't load the sellers. Admins only./)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("listitem", { name: "Fatima Bibi" })).toBeInTheDocument();
  });
});

describe("the sellers page in Urdu", () => {
  it("names the tabs, statuses, dates and actions in Urdu and the seller as she wrote herself", async () => {
    signInAdmin();
    server.use(
      listing([
        anAdminSeller(),
        anAdminSeller({ _id: "s2", name: "Rukhsana", status: "suspended", statusReason: "Fake reviews." }),
      ]),
    );
    renderApp("/admin/sellers?status=all", { language: "ur" });
    const card = await screen.findByRole("listitem", { name: "Fatima Bibi" });
    expect(screen.getByRole("heading", { level: 1, name: "سیلرز" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "سب" })).toHaveAttribute("aria-current", "page");
    expect(within(card).getByText("زیرِ التوا")).toBeInTheDocument();
    expect(within(card).getByText(/جون/)).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "شناخت کی جانچ" })).toBeInTheDocument();
    const suspended = screen.getByRole("listitem", { name: "Rukhsana" });
    expect(within(suspended).getByText("وجہ: \u2068Fake reviews.\u2069")).toBeInTheDocument();
    expect(within(suspended).getByRole("button", { name: "بحال کریں" })).toBeInTheDocument();
    expect(screen.getByText("2 سیلرز")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "نام یا ای میل سے سیلر تلاش کریں" })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\badmin\.[a-z]/);
  });
});
