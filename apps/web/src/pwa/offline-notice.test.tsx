import "@testing-library/jest-dom/vitest";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OfflineNotice } from "./offline-notice.tsx";

afterEach(() => vi.restoreAllMocks());

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => {
    dispatchEvent(new Event(online ? "online" : "offline"));
  });
}

describe("the dashboard's offline notice", () => {
  it("appears when the network goes and leaves when it returns", () => {
    render(<OfflineNotice />);
    expect(screen.queryByRole("status")).toBeNull();
    setOnline(false);
    expect(screen.getByRole("status")).toHaveTextContent("You are offline");
    setOnline(true);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
