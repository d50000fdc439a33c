import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aUser } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInCustomer } from "@/test/sessions.ts";

describe("the site header", () => {
  it("offers a Sign In button to the customer login when nobody is signed in", async () => {
    renderApp("/About");
    const header = await screen.findByRole("banner");
    expect(within(header).getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe(
      "/customer/login",
    );
    expect(
      within(header)
        .getByRole("link", { name: /sell on hunarmand/i })
        .getAttribute("href"),
    ).toBe("/seller/signup");
  });

  it("opens the mobile menu from the hamburger and closes it with Escape", async () => {
    const user = userEvent.setup();
    renderApp("/About");
    const hamburger = await screen.findByRole("button", { name: "Menu" });
    expect(hamburger.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();

    await user.click(hamburger);
    expect(hamburger.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("navigation", { name: "Mobile" })).toBeTruthy();

    await user.keyboard("{Escape}");
    expect(hamburger.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
    expect(document.activeElement).toBe(hamburger);
  });

  it("closes the mobile menu once a link in it is followed", async () => {
    const user = userEvent.setup();
    const { router } = renderApp("/About");
    await user.click(await screen.findByRole("button", { name: "Menu" }));
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    await user.click(within(menu).getByRole("link", { name: "Contact" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/Contact"));
    expect(screen.getByRole("button", { name: "Menu" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("changes style once the page is scrolled more than 10 pixels", async () => {
    renderApp("/About");
    // The page settles first (its lazy part loaded), so the header read is the one on the screen.
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, "scrollY", { value: y, configurable: true });
        window.dispatchEvent(new Event("scroll"));
      });
    scrollTo(10);
    expect(screen.getByRole("banner").className).not.toContain("shadow-md");
    scrollTo(11);
    await waitFor(() => expect(screen.getByRole("banner").className).toContain("shadow-md"));
    scrollTo(0);
  });

  it("reads in Urdu, and its language switch offers English", async () => {
    renderApp("/About", { language: "ur" });
    const header = await screen.findByRole("banner");
    expect(within(header).getByRole("link", { name: "سائن اِن" }).getAttribute("href")).toBe(
      "/customer/login",
    );
    expect(within(header).getByRole("navigation", { name: "مرکزی" })).toBeTruthy();
    expect(within(header).getByRole("link", { name: "ہنرمند" }).getAttribute("href")).toBe("/");
    const toEnglish = within(header).getByRole("button", { name: "English" });
    expect(toEnglish.getAttribute("lang")).toBe("en");
    expect(header.textContent).not.toMatch(/\bcommon\.[a-z]/);
  });

  it("keeps a signed-in reader's choice on her account, for her e-mails (issue 34, item 10)", async () => {
    signInCustomer();
    server.use(
      answer("GET /api/auth/profile", { success: true, user: aUser() }),
      answer("PUT /api/account/language", { success: true, language: "ur" }),
    );
    renderApp("/About");
    const header = await screen.findByRole("banner");
    await userEvent.setup().click(within(header).getByRole("button", { name: "اردو" }));
    await waitFor(() => expect(sent("PUT /api/account/language")).toHaveLength(1));
    const [request] = sent("PUT /api/account/language");
    expect(await request?.json()).toEqual({ language: "ur" });
    expect(request?.headers.get("authorization")).toBe("Bearer customer-token");
  });
});
