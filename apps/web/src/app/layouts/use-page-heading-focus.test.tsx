import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app.tsx";

describe("focus after moving to another page", () => {
  it("goes to the new page's heading, so a screen reader announces the page", async () => {
    const { router } = renderApp("/About");
    const about = await screen.findByRole("heading", { level: 1, name: "Our Story" });
    // The first load is left to the browser.
    expect(about).not.toBe(document.activeElement);

    await act(() => router.navigate("/TermsOfService"));
    const terms = await screen.findByRole("heading", { level: 1, name: "Terms of Service" });
    await waitFor(() => expect(document.activeElement).toBe(terms));
    expect(terms.getAttribute("tabindex")).toBe("-1");
  });

  it("stays where it is when only the query changes", async () => {
    const { router } = renderApp("/About");
    await screen.findByRole("heading", { level: 1, name: "Our Story" });
    await act(() => router.navigate("/PrivacyPolicy"));
    const heading = await screen.findByRole("heading", { level: 1, name: "Privacy Policy" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const link = screen.getAllByRole("link", { name: "Home" })[0] as HTMLElement;
    link.focus();
    await act(() => router.navigate("/PrivacyPolicy?section=cookies"));
    expect(document.activeElement).toBe(link);
  });
});
