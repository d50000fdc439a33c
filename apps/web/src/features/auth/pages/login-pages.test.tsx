import "@testing-library/jest-dom/vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, refuse } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { renderApp } from "@/test/render-app.tsx";

const WRONG = "Invalid credentials. Please check your email and password.";

async function signInWith(path: string, password: string) {
  const user = userEvent.setup();
  renderApp(path);
  await user.type(await screen.findByLabelText(/^Email/), "ayesha@example.pk");
  await user.type(screen.getByLabelText(/^Password \*$/), password);
  await user.click(screen.getByRole("button", { name: "Sign In" }));
  return user;
}

describe("a refused sign-in", () => {
  it.each([
    ["/customer/login", "POST /api/auth/login"],
    ["/seller/login", "POST /api/seller/login"],
  ] as const)(
    "on %s is said under the form, not only in a toast, and goes once she retypes",
    async (path, route) => {
      server.use(answer("GET /api/site", { success: true, demo: null }), refuse(route, 401, WRONG));
      const user = await signInWith(path, "not-the-password");
      const form = screen.getByRole("button", { name: "Sign In" }).closest("form") as HTMLElement;
      expect(await within(form).findByRole("alert")).toHaveTextContent(WRONG);
      expect(await screen.findByText("Login Failed")).toBeInTheDocument();

      // The next try starts clean: the old refusal does not linger beside a new answer.
      server.use(refuse(route, 429, "Too many attempts. Try again in a minute."));
      await user.click(screen.getByRole("button", { name: "Sign In" }));
      expect(await within(form).findByRole("alert")).toHaveTextContent(
        "Too many attempts. Try again in a minute.",
      );
      expect(within(form).queryByText(WRONG)).not.toBeInTheDocument();
    },
  );
});
