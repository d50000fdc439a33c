import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { answer, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aSeller, aUser } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { emptyHomeFor, signInCustomer, signInSeller } from "@/test/sessions.ts";

const AYESHA = aUser({ _id: "u9", name: "Ayesha Malik", email: "ayesha@example.pk" });
const SANA = aSeller({ _id: "s3", name: "Sana Memon", email: "sana@example.pk" });
const WRONG = "That password is not right. Your account is still open.";

beforeEach(() => {
  server.use(...emptyHomeFor(AYESHA));
});

/** Opens "Close my account" from the header's account menu and types the password. */
async function closeWith(name: string, password: string) {
  const user = userEvent.setup();
  renderApp("/");
  await user.click(await screen.findByRole("button", { name: `Account menu for ${name}` }));
  await user.click(await screen.findByRole("menuitem", { name: "Close my account" }));
  const dialog = await screen.findByRole("dialog", { name: "Close your account?" });
  // The keyboard is in the dialog, not left on the menu that opened it.
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  await user.type(within(dialog).getByLabelText(/Your password/), password);
  await user.click(within(dialog).getByRole("button", { name: "Close my account" }));
  return dialog;
}

describe("close my account from the header's account menu", () => {
  it("closes a customer's account with her re-typed password, signs her out here and says it is closed", async () => {
    server.use(
      answer("POST /api/account/close", {
        success: true,
        message: "Your account is closed. Your personal details have been erased.",
      }),
    );
    signInCustomer(AYESHA);
    await closeWith("Ayesha Malik", "kashi-tiles-1947");

    expect(await screen.findByRole("heading", { name: "Your account is closed" })).toBeInTheDocument();
    const [call] = sent("POST /api/account/close");
    expect(call?.headers.get("Authorization")).toBe("Bearer customer-token");
    expect(await call?.json()).toEqual({ password: "kashi-tiles-1947" });
    // Signed out on this device: the header offers no account menu any more.
    expect(screen.queryByRole("button", { name: "Account menu for Ayesha Malik" })).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says a wrong password under the field, keeps the dialog open and her signed in", async () => {
    server.use(
      refuse("POST /api/account/close", 400, WRONG, { errors: [{ field: "password", message: WRONG }] }),
    );
    signInCustomer(AYESHA);
    const dialog = await closeWith("Ayesha Malik", "not-her-password");

    expect(await within(dialog).findByText(WRONG)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Your password/)).toHaveAttribute("aria-invalid", "true");
    // Still signed in (the page behind the open dialog is hidden from the accessibility tree).
    expect(
      screen.getByRole("button", { name: "Account menu for Ayesha Malik", hidden: true }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Your account is closed" })).not.toBeInTheDocument();
  });

  it("shows the server's refusal when money is owed, and a seller stays signed in", async () => {
    const owed = "Your stores' balance is Rs 4,000. Settle it with Hunarmand before closing your account.";
    server.use(refuse("POST /api/account/close", 409, owed));
    signInSeller(SANA, []);
    const dialog = await closeWith("Sana Memon", "multan-blue-pottery");

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(owed);
    expect(
      within(dialog).getByText("Your stores close and their products leave the shop."),
    ).toBeInTheDocument();
    expect(sent("POST /api/account/close")[0]?.headers.get("Authorization")).toBe("Bearer seller-token");
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Keep my account" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Account menu for Sana Memon" })).toBeInTheDocument();
  });
});
