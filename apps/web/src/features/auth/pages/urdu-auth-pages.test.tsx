import "@testing-library/jest-dom/vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, cutOff, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { renderApp } from "@/test/render-app.tsx";

/** No catalog key shown in place of a message. */
const expectNoRawKeys = () => expect(document.body.textContent).not.toMatch(/\bauth\.[a-z]/);

describe("the sign-in and sign-up screens in Urdu", () => {
  it("shows the customer sign-in in Urdu, its toasts included", async () => {
    server.use(answer("GET /api/site", { success: true, demo: null }), cutOff("POST /api/auth/login"));
    const user = userEvent.setup();
    renderApp("/customer/login", { language: "ur" });
    expect(await screen.findByRole("heading", { level: 1, name: "خریدار لاگ اِن" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "پاس ورڈ بھول گئے؟" })).toHaveAttribute(
      "href",
      "/forgot-password?role=customer",
    );
    expect(screen.getByRole("button", { name: "پاس ورڈ دکھائیں" })).toBeInTheDocument();
    // The footer offers an account too; this one is the sign-in form's own.
    expect(within(screen.getByRole("main")).getByRole("link", { name: "اکاؤنٹ بنائیں" })).toBeInTheDocument();
    expectNoRawKeys();

    await user.type(screen.getByLabelText(/ای میل/), "ayesha@example.pk");
    await user.type(screen.getByLabelText(/^پاس ورڈ \*$/), "secret1");
    await user.click(screen.getByRole("button", { name: "سائن اِن کریں" }));
    // The server could not be reached: the web's own words, in Urdu.
    expect(await screen.findByText("کنکشن کا مسئلہ")).toBeInTheDocument();
    expect(
      screen.getByText(
        "ہنرمند سے رابطہ نہیں ہو پا رہا۔ براہِ کرم اپنا انٹرنیٹ کنکشن دیکھیں اور دوبارہ کوشش کریں۔",
      ),
    ).toBeInTheDocument();
    expect(sent("POST /api/auth/login")).toHaveLength(1);
  });

  it("shows the seller signup in Urdu: steps, fields, the terms sentence and its toast", async () => {
    server.use(answer("GET /api/site", { success: true, demo: null }));
    const user = userEvent.setup();
    renderApp("/seller/signup", { language: "ur" });
    expect(await screen.findByRole("heading", { level: 1, name: "ذاتی معلومات" })).toBeInTheDocument();
    expect(screen.getByText("مرحلہ 1 از 2")).toBeInTheDocument();
    const steps = screen.getByRole("list", { name: "سیلر سائن اپ کے مراحل" });
    expect(within(steps).getByText("اسٹور کی تیاری")).toBeInTheDocument();
    for (const label of [/پورا نام/, /ای میل/, /فون نمبر/, /^پاس ورڈ \*$/, /پاس ورڈ کی تصدیق کریں/]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    // The links sit where Urdu puts them, inside one sentence.
    const agreement = screen.getByRole("checkbox").closest("label");
    expect(agreement).toHaveTextContent("میں شرائطِ استعمال اور پرائیویسی پالیسی سے متفق ہوں۔");
    expect(within(agreement as HTMLElement).getByRole("link", { name: "شرائطِ استعمال" })).toHaveAttribute(
      "href",
      "/TermsOfService",
    );
    expect(within(agreement as HTMLElement).getByRole("link", { name: "پرائیویسی پالیسی" })).toHaveAttribute(
      "href",
      "/PrivacyPolicy",
    );
    expectNoRawKeys();

    await user.click(screen.getByRole("button", { name: "اسٹور کی تیاری کی طرف بڑھیں" }));
    expect(await screen.findByText("براہِ کرم فارم دوبارہ دیکھ لیں")).toBeInTheDocument();
    expect(sent("POST /api/seller/signup")).toHaveLength(0);
  });
});
