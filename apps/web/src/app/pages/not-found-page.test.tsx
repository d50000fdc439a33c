import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app.tsx";

describe("the not-found page in Urdu", () => {
  it("says the page is not here, in its heading and tab title, with ways back", async () => {
    renderApp("/no/such/page", { language: "ur" });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("صفحہ نہیں ملا");
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: "ہوم" }).getAttribute("href")).toBe("/");
    expect(main.getByRole("link", { name: "تمام مصنوعات" }).getAttribute("href")).toBe("/AllProduct");
    await waitFor(() => expect(document.title).toBe("صفحہ نہیں ملا · ہنرمند"));
    expect(document.body.textContent).not.toMatch(/\bcommon\.[a-z]/);
  });
});
