import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "./site-header.tsx";

function renderHeader() {
  render(
    <MemoryRouter>
      <SiteHeader />
    </MemoryRouter>,
  );
}

describe("the site header", () => {
  it("offers Sign In and selling on the marketplace when nobody is signed in", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/customer/login");
    expect(screen.getAllByRole("link", { name: /sell on hunarmand/i })[0]).toHaveAttribute(
      "href",
      "/seller/signup",
    );
  });

  it("opens the mobile menu and closes it with Escape", () => {
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("navigation", { name: "Mobile" })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
  });

  it("changes style once the page is scrolled more than 10 pixels", () => {
    renderHeader();
    const header = screen.getByRole("banner");
    expect(header).toHaveAttribute("data-scrolled", "false");
    Object.defineProperty(window, "scrollY", { value: 11, configurable: true });
    fireEvent.scroll(window);
    expect(header).toHaveAttribute("data-scrolled", "true");
  });
});
