import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { anAdmin, anAdminSeller, signInAdmin } from "@/test/admin-fixtures.ts";
import { answer, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { renderApp } from "@/test/render-app.tsx";
import { ADMIN_STORAGE_KEYS, RENEW_AFTER_SECONDS, tokenIssuedAt } from "./admin-session.tsx";

const sellerList = answer("GET /api/admin/sellers", {
  success: true,
  sellers: [anAdminSeller()],
  pagination: { current_page: 1, total_pages: 1, total_sellers: 1, per_page: 20 },
});

/** A token shaped like the server's (only its `iat` matters to the console). */
function tokenIssued(secondsAgo: number, tag = "sig"): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replaceAll("=", "");
  const iat = Math.floor(Date.now() / 1000) - secondsAgo;
  return `${part({ alg: "HS256" })}.${part({ role: "admin", iat })}.${tag}`;
}

/** Opens the console at its sellers and chooses "Sign out everywhere" in the console menu. */
async function signOutEverywhereFromTheMenu() {
  const user = userEvent.setup();
  renderApp("/admin/sellers");
  await screen.findByRole("heading", { level: 1, name: "Sellers" });
  await user.click(screen.getByRole("button", { name: "Console menu" }));
  const menu = await screen.findByRole("dialog", { name: "Console" });
  await user.click(within(menu).getByRole("button", { name: "Sign out everywhere" }));
}

describe("the admin's session", () => {
  it("signs her out on every device from the console menu", async () => {
    signInAdmin();
    server.use(
      sellerList,
      answer("POST /api/admin/logout-all", {
        success: true,
        message: "You have been signed out on every device, this one included.",
      }),
    );
    await signOutEverywhereFromTheMenu();
    expect(await screen.findByRole("heading", { level: 1, name: "Admin sign-in" })).toBeInTheDocument();
    expect(sent("POST /api/admin/logout-all")[0]?.headers.get("authorization")).toBe("Bearer admin-token");
    expect(localStorage.getItem(ADMIN_STORAGE_KEYS.token)).toBeNull();
  });

  it("stays signed in when the server could not sign her out everywhere, and says so", async () => {
    signInAdmin();
    server.use(sellerList, refuse("POST /api/admin/logout-all", 503, "The server is busy."));
    await signOutEverywhereFromTheMenu();
    expect(await screen.findByText("Could not sign out everywhere")).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_STORAGE_KEYS.token)).toBe("admin-token");
  });

  it("swaps a token older than half an hour for a fresh one while she works, and only then", async () => {
    const old = tokenIssued(RENEW_AFTER_SECONDS + 60, "old");
    const fresh = tokenIssued(0, "fresh");
    expect(tokenIssuedAt(old)).toBeLessThan(Date.now() / 1000 - RENEW_AFTER_SECONDS);
    signInAdmin(anAdmin(), old);
    server.use(
      sellerList,
      answer("POST /api/admin/session", {
        success: true,
        message: "Session renewed",
        token: fresh,
        admin: anAdmin(),
      }),
    );
    renderApp("/admin/sellers");
    await screen.findByRole("heading", { level: 1, name: "Sellers" });
    await waitFor(() => expect(localStorage.getItem(ADMIN_STORAGE_KEYS.token)).toBe(fresh));
    expect(sent("POST /api/admin/session")).toHaveLength(1);
    expect(sent("POST /api/admin/session")[0]?.headers.get("authorization")).toBe(`Bearer ${old}`);
  });

  it("does not renew a token issued minutes ago", async () => {
    const recent = tokenIssued(60);
    signInAdmin(anAdmin(), recent);
    server.use(sellerList);
    renderApp("/admin/sellers");
    await screen.findByRole("heading", { level: 1, name: "Sellers" });
    expect(sent("POST /api/admin/session")).toHaveLength(0);
    expect(localStorage.getItem(ADMIN_STORAGE_KEYS.token)).toBe(recent);
  });
});
