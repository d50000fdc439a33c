import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createI18n } from "@/i18n/i18n.ts";
import { urduMessages } from "@/i18n/urdu-messages.ts";
import { RatingSummary, StarRating } from "./star-rating.tsx";

describe("a product's rating", () => {
  it("gives the average to one decimal in English and in Urdu, each in its own words", () => {
    const { unmount } = render(<StarRating rating={4.46} reviewCount={12} />);
    expect(screen.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeTruthy();
    expect(screen.getByText("(4.5, 12 reviews)")).toBeTruthy();
    unmount();

    const urdu = render(
      <I18nProvider i18n={createI18n("ur", urduMessages)}>
        <StarRating rating={3} reviewCount={1} />
        <RatingSummary average={4} count={2} />
      </I18nProvider>,
    );
    expect(screen.getByRole("img", { name: "5 میں سے 3.0 ریٹنگ" })).toBeTruthy();
    expect(screen.getByText("(3.0، 1 ریویو)")).toBeTruthy();
    expect(screen.getByText("4.0")).toBeTruthy();
    urdu.unmount();

    render(<StarRating rating={2.04} />);
    expect(screen.getByText("(2.0)")).toBeTruthy();
  });
});
