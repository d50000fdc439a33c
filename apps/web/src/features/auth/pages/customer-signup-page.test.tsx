import "@testing-library/jest-dom/vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app.tsx";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const AYESHA = { id: "u9", _id: "u9", name: "Ayesha Malik", email: "ayesha@example.pk" };

/** The server: a signup answer, no demo data; anything else is an empty list. */
function serve() {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith("/api/auth/signup"))
      return json(201, { success: true, message: "Account created", token: "t0ken", user: AYESHA });
    if (url.endsWith("/api/site")) return json(200, { success: true, demo: null });
    if (url.includes("/api/auth/profile")) return json(200, { success: true, user: AYESHA });
    return json(200, { success: true, products: [], stores: [], data: [] });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const signupCalls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.filter(([input]) => String(input).endsWith("/api/auth/signup"));

const EVERY_FIELD = [
  "Name is required",
  "Email is required",
  "Password is required",
  "Please confirm your password.",
  "Please agree to the terms and conditions.",
];

afterEach(() => vi.unstubAllGlobals());

describe("customer signup", () => {
  it("flags every field of an empty form at once, without calling the server", async () => {
    const fetch = serve();
    const user = userEvent.setup();
    renderApp("/customer/signup");
    await user.click(await screen.findByRole("button", { name: "Create Account" }));
    for (const message of EVERY_FIELD) expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Full name/)));
    expect(signupCalls(fetch)).toHaveLength(0);
  });

  it("clears each message once its field is right, and keeps the others", async () => {
    serve();
    const user = userEvent.setup();
    renderApp("/customer/signup");
    await user.type(await screen.findByLabelText(/^Password/), "secret12");
    await user.type(screen.getByLabelText(/Confirm password/), "secret13");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(screen.getAllByText("Passwords don't match").length).toBeGreaterThan(0);
    expect(screen.getByText("Name is required")).toBeInTheDocument();

    // Fixing the password (not the confirmation) makes the mismatch message stale: it goes.
    const password = screen.getByLabelText(/^Password/);
    await user.clear(password);
    await user.type(password, "secret13");
    expect(screen.queryByText("Passwords don't match", { selector: "p" })).toBeNull();
    expect(screen.getByText("Name is required")).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Full name/), "Ayesha Malik");
    expect(screen.queryByText("Name is required")).toBeNull();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox"));
    expect(screen.queryByText("Please agree to the terms and conditions.")).toBeNull();
  });

  it("signs her in and takes her back to the page she came from", async () => {
    const fetch = serve();
    const user = userEvent.setup();
    const { router } = renderApp(
      `/customer/signup?from=${encodeURIComponent("/AllProduct?category=Jewelry")}`,
    );
    await user.type(await screen.findByLabelText(/Full name/), "Ayesha Malik");
    await user.type(screen.getByLabelText(/Email/), "ayesha@example.pk");
    await user.type(screen.getByLabelText(/^Password/), "secret12");
    await user.type(screen.getByLabelText(/Confirm password/), "secret12");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/AllProduct"));
    expect(router.state.location.search).toBe("?category=Jewelry");
    expect(localStorage.getItem("token")).toBe("t0ken");
    expect(await screen.findByRole("button", { name: /account menu for ayesha malik/i })).toBeInTheDocument();
    const [[, init]] = signupCalls(fetch) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Ayesha Malik",
      email: "ayesha@example.pk",
      password: "secret12",
    });
  });

  it("goes home after signing up when she came from nowhere in particular", async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderApp("/customer/signup");
    await user.type(await screen.findByLabelText(/Full name/), "Ayesha Malik");
    await user.type(screen.getByLabelText(/Email/), "ayesha@example.pk");
    await user.type(screen.getByLabelText(/^Password/), "secret12");
    await user.type(screen.getByLabelText(/Confirm password/), "secret12");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
