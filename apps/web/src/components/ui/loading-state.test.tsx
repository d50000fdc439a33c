import "@testing-library/jest-dom/vitest";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LoadingState } from "./loading-state.tsx";

describe("a loading state", () => {
  it("holds a screen's height on a page, so the footer stays below the fold until the content arrives", () => {
    render(<LoadingState label="Loading product..." />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading product...");
    expect(screen.getByRole("status")).toHaveClass("min-h-svh");
  });

  it("takes only its own room inside a dialog", () => {
    render(<LoadingState label="Loading the form..." inline />);
    expect(screen.getByRole("status")).not.toHaveClass("min-h-svh");
  });
});
