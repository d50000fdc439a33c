import "@testing-library/jest-dom/vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app.tsx";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const AYESHA = { id: "u9", _id: "u9", name: "Ayesha Malik", email: "ayesha@example.pk" };
const SANA = { id: "s3", _id: "s3", name: "Sana Memon", email: "sana@example.pk", phone: "03001234567" };
const SIGNED_OUT = "You have been signed out on every device, this one included.";

/** The server: profiles, the sign-out-everywhere answer given, and empty lists for the rest. */
function serve(logoutAll: () => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith("/logout-all")) return logoutAll();
    if (url.endsWith("/api/site")) return json(200, { success: true, demo: null });
    if (url.includes("/api/auth/profile")) return json(200, { success: true, user: AYESHA });
    return json(200, { success: true, products: [], stores: [], data: [], categories: [] });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const logoutCalls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.filter(([input]) => String(input).endsWith("/logout-all"));

function signInCustomer() {
  localStorage.setItem("token", "customer-token");
  localStorage.setItem("user", JSON.stringify(AYESHA));
}
function signInSeller() {
  localStorage.setItem("sellerToken", "seller-token");
  localStorage.setItem("seller", JSON.stringify(SANA));
}

afterEach(() => vi.unstubAllGlobals());

describe("sign out everywhere from the header's account menu", () => {
  it("ends every session of a customer on the server, then signs her out here", async () => {
    const fetch = serve(() => json(200, { success: true, message: SIGNED_OUT }));
    signInCustomer();
    const user = userEvent.setup();
    renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Account menu for Ayesha Malik" }));
    await user.click(await screen.findByRole("menuitem", { name: "Sign out everywhere" }));

    expect(await screen.findByText(SIGNED_OUT)).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Sign In" })).toBeInTheDocument();
    const [[url, init]] = logoutCalls(fetch) as [[string, RequestInit]];
    expect(url).toBe("/api/auth/logout-all");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Authorization")).toBe("Bearer customer-token");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("gives a seller the same menu, calling the seller's own sign-out", async () => {
    const fetch = serve(() => json(200, { success: true, message: SIGNED_OUT }));
    signInSeller();
    const user = userEvent.setup();
    renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Account menu for Sana Memon" }));
    expect(screen.getByRole("menuitem", { name: "My Dashboard" })).toBeInTheDocument();
    await user.click(screen.getByRole("menuitem", { name: "Sign out everywhere" }));

    expect(await screen.findByRole("link", { name: "Sign In" })).toBeInTheDocument();
    const [[url, init]] = logoutCalls(fetch) as [[string, RequestInit]];
    expect(url).toBe("/api/seller/logout-all");
    expect(new Headers(init.headers).get("Authorization")).toBe("Bearer seller-token");
    expect(localStorage.getItem("sellerToken")).toBeNull();
  });

  it("keeps her signed in and says so when the server could not sign the other devices out", async () => {
    serve(() => json(503, { success: false, message: "The server is busy. Please try again in 5 seconds." }));
    signInCustomer();
    const user = userEvent.setup();
    renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Account menu for Ayesha Malik" }));
    await user.click(await screen.findByRole("menuitem", { name: "Sign out everywhere" }));

    expect(await screen.findByText("Could not sign out everywhere")).toBeInTheDocument();
    expect(
      screen.getByText("The server is busy. Please try again in 5 seconds. You are still signed in here."),
    ).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem("token")).toBe("customer-token"));
    expect(screen.getByRole("button", { name: "Account menu for Ayesha Malik" })).toBeInTheDocument();
  });
});
