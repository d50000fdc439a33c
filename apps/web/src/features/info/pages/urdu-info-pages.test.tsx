import "@testing-library/jest-dom/vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { renderApp } from "@/test/render-app.tsx";

/** No catalog key shown in place of a message. */
const expectNoRawKeys = () => expect(document.body.textContent).not.toMatch(/\binfo\.[a-z]/);

describe("the information pages in Urdu", () => {
  it("shows Contact in Urdu and thanks her in Urdu once the message is sent", async () => {
    server.use(answer("POST /api/contact", { success: true, message: "Thank you" }));
    const user = userEvent.setup();
    renderApp("/Contact", { language: "ur" });
    expect(await screen.findByRole("heading", { level: 1, name: "ہم سے رابطہ کریں" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "اکثر پوچھے جانے والے سوالات" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "سیلر کیسے بنیں؟" })).toBeInTheDocument();
    expect(
      screen.getByText("پیر سے ہفتہ، صبح 9:00 بجے سے شام 6:00 بجے تک (پاکستانی وقت)"),
    ).toBeInTheDocument();
    expect(screen.getByRole("img", { name: /^ہمارے دفتر کا نقشہ: 42 مین بلیوارڈ/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Facebook (نئے ٹیب میں کھلتا ہے)" })).toBeInTheDocument();
    expectNoRawKeys();

    await user.type(screen.getByLabelText(/پورا نام/), "Ayesha Khan");
    await user.type(screen.getByLabelText(/ای میل ایڈریس/), "ayesha@example.pk");
    await user.type(screen.getByLabelText(/موضوع/), "Order question");
    await user.type(screen.getByLabelText(/^پیغام/), "Where is my order?");
    await user.click(screen.getByRole("button", { name: "پیغام بھیجیں" }));
    expect(await screen.findByText("پیغام بھیج دیا گیا!")).toBeInTheDocument();
    expect(screen.getByText("آپ کے پیغام کا شکریہ۔ ہم جلد آپ سے رابطہ کریں گے!")).toBeInTheDocument();
  });

  it("shows the Terms in Urdu, section by section, with an Urdu date", async () => {
    renderApp("/TermsOfService", { language: "ur" });
    const title = await screen.findByRole("heading", { level: 1, name: "شرائطِ استعمال" });
    const page = title.closest("article") as HTMLElement;
    const headings = within(page)
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toHaveLength(10);
    expect(headings[0]).toBe("1۔ اہلیت");
    expect(headings[9]).toBe("10۔ تبدیلیاں");
    expect(screen.getByText(/آپ کی عمر کم از کم 13 سال ہونی چاہیے/)).toBeInTheDocument();
    expect(screen.getByText(/^آخری تبدیلی: .*دسمبر.*2025/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "ہم سے رابطہ کریں" })).toHaveAttribute("href", "/Contact");
    expectNoRawKeys();
  });
});
