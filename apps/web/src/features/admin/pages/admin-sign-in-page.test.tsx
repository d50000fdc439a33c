import "@testing-library/jest-dom/vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "@/lib/session/session-storage.ts";
import { anAdmin, anAdminSeller, signInAdmin } from "@/test/admin-fixtures.ts";
import { answer, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aUser } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInCustomer } from "@/test/sessions.ts";
import { ADMIN_STORAGE_KEYS } from "../session/admin-session.tsx";

const sellerList = answer("GET /api/admin/sellers", {
  success: true,
  sellers: [anAdminSeller()],
  pagination: { current_page: 1, total_pages: 1, total_sellers: 1, per_page: 20 },
});

async function fillSignIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("the console's sign-in", () => {
  it("shows the sign-in at any console address, then the page asked for, kept apart from the shop's session", async () => {
    signInCustomer();
    server.use(
      answer("POST /api/admin/login", {
        success: true,
        message: "Login successful",
        token: "fresh-admin-token",
        admin: anAdmin(),
      }),
      sellerList,
      answer("GET /api/auth/profile", { success: true, user: aUser() }),
    );
    renderApp("/admin/sellers");
    expect(await screen.findByRole("heading", { level: 1, name: "Admin sign-in" })).toBeInTheDocument();
    await fillSignIn("admin@demo.pk", "demo12345");

    expect(await screen.findByRole("heading", { level: 1, name: "Sellers" })).toBeInTheDocument();
    expect(await sent("POST /api/admin/login")[0]?.json()).toEqual({
      email: "admin@demo.pk",
      password: "demo12345",
    });
    const [list] = sent("GET /api/admin/sellers");
    expect(list?.headers.get("Authorization")).toBe("Bearer fresh-admin-token");
    expect(localStorage.getItem(ADMIN_STORAGE_KEYS.token)).toBe("fresh-admin-token");
    // The customer who shops on this browser stays signed in, under her own key.
    expect(localStorage.getItem(STORAGE_KEYS.customerToken)).toBe("customer-token");
  });

  it("says why a sign-in was refused and stays on the form", async () => {
    server.use(
      refuse("POST /api/admin/login", 401, "Invalid credentials. Please check your email and password."),
    );
    renderApp("/admin");
    await fillSignIn("admin@demo.pk", "wrong-password");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Invalid credentials. Please check your email and password.",
    );
    expect(localStorage.getItem(ADMIN_STORAGE_KEYS.token)).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Admin sign-in" })).toBeInTheDocument();
  });

  it("checks the fields before asking the server", async () => {
    renderApp("/admin");
    await fillSignIn("not-an-email", "x");
    expect(await screen.findByText(/valid email/i)).toBeInTheDocument();
    expect(sent("POST /api/admin/login")).toHaveLength(0);
  });

  it("signs the admin out and shows the sign-in when the server says her session has ended", async () => {
    signInAdmin();
    server.use(refuse("GET /api/admin/sellers", 401, "Your session has ended."));
    renderApp("/admin/sellers");
    expect(await screen.findByRole("heading", { level: 1, name: "Admin sign-in" })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(ADMIN_STORAGE_KEYS.token)).toBeNull());
    expect(localStorage.getItem(ADMIN_STORAGE_KEYS.admin)).toBeNull();
  });

  it("signs out from the header", async () => {
    signInAdmin();
    server.use(sellerList);
    const user = userEvent.setup();
    renderApp("/admin/sellers");
    await screen.findByRole("heading", { level: 1, name: "Sellers" });
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Admin sign-in" })).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_STORAGE_KEYS.token)).toBeNull();
  });
});
