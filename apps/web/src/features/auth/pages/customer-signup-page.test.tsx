import "@testing-library/jest-dom/vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aUser } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { emptyHomeFor } from "@/test/sessions.ts";

const AYESHA = aUser({ _id: "u9", name: "Ayesha Malik", email: "ayesha@example.pk" });

/** The server: a signup answer, no demo data, and an empty catalog for the page she goes back to. */
function serve() {
  server.use(
    answer("POST /api/auth/signup", {
      success: true,
      message: "Account created",
      token: "t0ken",
      user: AYESHA,
    }),
    ...emptyHomeFor(AYESHA),
  );
}
const signupCalls = () => sent("POST /api/auth/signup");

const EVERY_FIELD = [
  "Name is required",
  "Email is required",
  "Password is required",
  "Please confirm your password.",
  "Please agree to the terms and conditions.",
];

/** Ayesha fills every field right, agrees to the terms and presses Create Account. */
async function signUpAsAyesha(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Full name/), "Ayesha Malik");
  await user.type(screen.getByLabelText(/Email/), "ayesha@example.pk");
  await user.type(screen.getByLabelText(/^Password/), "secret12");
  await user.type(screen.getByLabelText(/Confirm password/), "secret12");
  await user.click(screen.getByRole("checkbox"));
  await user.click(screen.getByRole("button", { name: "Create Account" }));
}

describe("customer signup", () => {
  it("flags every field of an empty form at once, without calling the server", async () => {
    serve();
    const user = userEvent.setup();
    renderApp("/customer/signup");
    await user.click(await screen.findByRole("button", { name: "Create Account" }));
    for (const message of EVERY_FIELD) expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Full name/)));
    expect(signupCalls()).toHaveLength(0);
  });

  it("asks whether a slipped e-mail domain was meant, and fills it in when she says so", async () => {
    serve();
    const user = userEvent.setup();
    renderApp("/customer/signup");
    const email = await screen.findByLabelText(/Email/);
    await user.type(email, "ayesha@gmial.com");
    await user.click(screen.getByRole("button", { name: "Did you mean ayesha@gmail.com?" }));
    expect(email).toHaveValue("ayesha@gmail.com");
    expect(screen.queryByRole("button", { name: /Did you mean/ })).not.toBeInTheDocument();
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
    serve();
    const user = userEvent.setup();
    const { router } = renderApp(
      `/customer/signup?from=${encodeURIComponent("/AllProduct?category=Jewelry")}`,
    );
    await signUpAsAyesha(user);

    await waitFor(() => expect(router.state.location.pathname).toBe("/AllProduct"));
    expect(router.state.location.search).toBe("?category=Jewelry");
    expect(localStorage.getItem("token")).toBe("t0ken");
    expect(await screen.findByRole("button", { name: /account menu for ayesha malik/i })).toBeInTheDocument();
    const [signup] = signupCalls();
    expect(await signup?.json()).toEqual({
      name: "Ayesha Malik",
      email: "ayesha@example.pk",
      password: "secret12",
    });
  });

  it("goes home after signing up when she came from nowhere in particular", async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderApp("/customer/signup");
    await signUpAsAyesha(user);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
