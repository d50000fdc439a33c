import "@testing-library/jest-dom/vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { on, type Reply, refusal, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aSeller, aUser } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { emptyHomeFor, signInCustomer as signIn, signInSeller as signInAsSeller } from "@/test/sessions.ts";

const AYESHA = aUser({ _id: "u9", name: "Ayesha Malik", email: "ayesha@example.pk" });
const SANA = aSeller({ _id: "s3", name: "Sana Memon", email: "sana@example.pk" });
const SIGNED_OUT = "You have been signed out on every device, this one included.";

/** The server: profiles, the sign-out-everywhere answer given, and an empty catalog on the home page. */
function serve(logoutAll: () => Reply<"POST /api/auth/logout-all">) {
  server.use(
    on("POST /api/auth/logout-all", logoutAll),
    on("POST /api/seller/logout-all", logoutAll),
    ...emptyHomeFor(AYESHA),
  );
}

const signInCustomer = () => signIn(AYESHA);
const signInSeller = () => signInAsSeller(SANA, []);

describe("sign out everywhere from the header's account menu", () => {
  it("ends every session of a customer on the server, then signs her out here", async () => {
    serve(() => ({ success: true, message: SIGNED_OUT }));
    signInCustomer();
    const user = userEvent.setup();
    renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Account menu for Ayesha Malik" }));
    await user.click(await screen.findByRole("menuitem", { name: "Sign out everywhere" }));

    expect(await screen.findByText(SIGNED_OUT)).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Sign In" })).toBeInTheDocument();
    const calls = sent("POST /api/auth/logout-all");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer customer-token");
    expect(sent("POST /api/seller/logout-all")).toHaveLength(0);
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("gives a seller the same menu, calling the seller's own sign-out", async () => {
    serve(() => ({ success: true, message: SIGNED_OUT }));
    signInSeller();
    const user = userEvent.setup();
    renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Account menu for Sana Memon" }));
    expect(await screen.findByRole("menuitem", { name: "My Dashboard" })).toBeInTheDocument();
    await user.click(screen.getByRole("menuitem", { name: "Sign out everywhere" }));

    expect(await screen.findByRole("link", { name: "Sign In" })).toBeInTheDocument();
    const calls = sent("POST /api/seller/logout-all");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer seller-token");
    expect(sent("POST /api/auth/logout-all")).toHaveLength(0);
    expect(localStorage.getItem("sellerToken")).toBeNull();
  });

  it("keeps her signed in and says so when the server could not sign the other devices out", async () => {
    serve(() => refusal(503, "The server is busy. Please try again in 5 seconds."));
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
