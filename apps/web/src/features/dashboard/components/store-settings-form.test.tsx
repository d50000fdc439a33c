import "@testing-library/jest-dom/vitest";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { createI18n } from "@/i18n/i18n.ts";
import { urduMessages } from "@/i18n/urdu-messages.ts";
import { anOwnStore } from "@/test/fixtures.ts";
import { StoreSettingsForm } from "./store-settings-form.tsx";

const store = anOwnStore({
  contactInfo: { phone: "03001234567", email: "" },
  seller_id: { _id: "u9", name: "Fatima Bibi", email: "seller@demo.pk" },
  acceptedPaymentMethods: ["Cash on Delivery"],
  createdAt: "2025-06-01T00:00:00.000Z",
  updatedAt: "2025-06-01T00:00:00.000Z",
});

describe("store settings: payment details", () => {
  it("flags every payment field that is wrong at once and saves nothing, then saves them tidied", {
    timeout: 20_000,
  }, async () => {
    const onSubmit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    // The form links to the store's own address, so it renders inside a router as in the app.
    render(
      <MemoryRouter>
        <StoreSettingsForm store={store} busy={false} onSubmit={onSubmit} onCancel={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("group", { name: "Payment details" })).toBeInTheDocument();

    await user.type(screen.getByLabelText("IBAN"), "PK37SCBL0000001123456702");
    await user.type(screen.getByLabelText("JazzCash number"), "12345");
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(screen.getByLabelText("IBAN")).toHaveAccessibleDescription(/must be a valid Pakistani IBAN/);
    expect(screen.getByLabelText("JazzCash number")).toHaveAccessibleDescription(
      /must be a mobile number like 03001234567/,
    );
    expect(screen.getByLabelText("Bank name")).toHaveAccessibleDescription(
      "Please enter the bank name for your IBAN.",
    );
    expect(screen.getByLabelText(/^Account title/)).toHaveAccessibleDescription(
      /Please enter the account title/,
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("IBAN"));
    await user.type(screen.getByLabelText("IBAN"), "pk36 scbl 0000 0011 2345 6702");
    await user.clear(screen.getByLabelText("JazzCash number"));
    await user.type(screen.getByLabelText("JazzCash number"), "+92 300 1234567");
    await user.type(screen.getByLabelText("Bank name"), "Standard Chartered");
    await user.type(screen.getByLabelText(/^Account title/), "Fatima Bibi");
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        paymentDetails: {
          bankName: "Standard Chartered",
          accountTitle: "Fatima Bibi",
          iban: "PK36SCBL0000001123456702",
          jazzcash: "03001234567",
          easypaisa: "",
        },
      }),
    );
  });
});

describe("store settings: publishing the phone and e-mail", () => {
  it("is off until she ticks it, says what off means, and saves her choice", async () => {
    const onSubmit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <StoreSettingsForm
          store={{ ...store, showContact: false }}
          busy={false}
          onSubmit={onSubmit}
          onCancel={() => {}}
        />
      </MemoryRouter>,
    );
    const choice = screen.getByRole("checkbox", { name: "Show my phone and e-mail on my store page" });
    expect(choice).not.toBeChecked();
    expect(choice).toHaveAccessibleDescription(
      "Off: shoppers do not see them, and can message you on Hunarmand instead.",
    );
    await user.click(choice);
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ showContact: true }));
  });

  it("asks in Urdu, ticked when she already publishes them", () => {
    render(
      <I18nProvider i18n={createI18n("ur", urduMessages)}>
        <MemoryRouter>
          <StoreSettingsForm
            store={{ ...store, showContact: true }}
            busy={false}
            onSubmit={vi.fn(async () => undefined)}
            onCancel={() => {}}
          />
        </MemoryRouter>
      </I18nProvider>,
    );
    const choice = screen.getByRole("checkbox", {
      name: "میرا فون اور ای میل میرے اسٹور کے صفحے پر دکھائیں",
    });
    expect(choice).toBeChecked();
    expect(choice).toHaveAccessibleDescription(
      "بند ہو تو خریدار انہیں نہیں دیکھتے، اور آپ کو ہنرمند پر پیغام بھیج سکتے ہیں۔",
    );
  });
});
