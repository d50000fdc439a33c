import { CATEGORIES } from "@marketplace/shared/categories";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app.tsx";

describe("the site footer", () => {
  it("links every category to its page, with the name encoded in the path", async () => {
    renderApp("/About");
    const footer = await screen.findByRole("contentinfo");
    for (const category of CATEGORIES) {
      expect(within(footer).getByRole("link", { name: category }).getAttribute("href")).toBe(
        `/products/category/${encodeURIComponent(category)}`,
      );
    }
    expect(within(footer).getByRole("link", { name: "Pet & Kids Items" }).getAttribute("href")).toBe(
      "/products/category/Pet%20%26%20Kids%20Items",
    );
  });

  it("links to signing up and to the information pages", async () => {
    renderApp("/About");
    const footer = await screen.findByRole("contentinfo");
    const hrefs = within(footer)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(
      expect.arrayContaining(["/customer/signup", "/About", "/Contact", "/TermsOfService", "/PrivacyPolicy"]),
    );
    expect(within(footer).getByText(/© \d{4} Hunarmand/)).toBeTruthy();
  });

  it("reads in Urdu, its category links still going to the English addresses", async () => {
    renderApp("/About", { language: "ur" });
    const footer = await screen.findByRole("contentinfo");
    expect(within(footer).getByRole("heading", { name: "کیٹیگری کے حساب سے خریدیں" })).toBeTruthy();
    expect(within(footer).getByRole("link", { name: "گھر کی سجاوٹ" }).getAttribute("href")).toBe(
      "/products/category/Home%20Decor",
    );
    expect(within(footer).getByRole("link", { name: "سیلر بنیں" }).getAttribute("href")).toBe(
      "/seller/signup",
    );
    expect(within(footer).getByText(/© \d{4} ہنرمند/)).toBeTruthy();
    expect(footer.textContent).not.toMatch(/\b(common|labels)\.[a-z]/);
  });
});
