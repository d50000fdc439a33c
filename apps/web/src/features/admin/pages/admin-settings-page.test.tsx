import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { marketplaceSettings, signInAdmin } from "@/test/admin-fixtures.ts";
import { answer, on, refusal, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { renderApp } from "@/test/render-app.tsx";

const current = answer("GET /api/admin/settings", {
  success: true,
  settings: marketplaceSettings(),
});

/** Signs an admin in and opens the settings page, `handlers` answering beside the current settings. */
async function openSettings(label: RegExp, handlers: Parameters<typeof server.use> = []) {
  signInAdmin();
  server.use(current, ...handlers);
  const user = userEvent.setup();
  renderApp("/admin/settings");
  return { user, field: await screen.findByLabelText(label) };
}

/** Types `value` over what the field holds and presses Save settings. */
async function saveAs(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.type(field, value);
  await user.click(screen.getByRole("button", { name: "Save settings" }));
}

describe("the settings page", () => {
  it("shows the commission and saves a new one", async () => {
    const { user, field } = await openSettings(/^Commission/, [
      answer("PUT /api/admin/settings", {
        success: true,
        message: "Saved",
        settings: marketplaceSettings({ commissionPercent: 12.5 }),
      }),
    ]);
    expect(field).toHaveValue(10);
    await saveAs(user, field, "12.5");
    await user.click(await screen.findByRole("button", { name: "Change commission" }));
    expect(await screen.findByText("New orders pay 12.5% commission.")).toBeInTheDocument();
    // Every other setting goes back as it came: Cash on Delivery's (decision 0034), the identity
    // check's and the payouts' (issue 30).
    expect(await sent("PUT /api/admin/settings")[0]?.json()).toEqual(
      marketplaceSettings({ commissionPercent: 12.5 }),
    );
  });

  it("asks before a new commission, with both rates and what each keeps of Rs 1,000; Cancel sends nothing", async () => {
    const { user, field } = await openSettings(/^Commission/);
    await saveAs(user, field, "12.5");
    const dialog = await screen.findByRole("dialog", { name: "Change the commission?" });
    expect(dialog).toHaveTextContent(
      "New orders will pay 12.5% commission instead of 10%. Orders already placed keep their rate.",
    );
    expect(dialog).toHaveTextContent("On a sale of Rs 1,000, Hunarmand will keep Rs 125 instead of Rs 100.");
    expect(sent("PUT /api/admin/settings")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent("PUT /api/admin/settings")).toHaveLength(0);
    // Backing out keeps what she typed, to correct or to save again.
    expect(field).toHaveValue(12.5);
  });

  it("asks in Urdu with the same figures", async () => {
    signInAdmin();
    server.use(current);
    const user = userEvent.setup();
    renderApp("/admin/settings", { language: "ur" });
    const field = await screen.findByLabelText(/^کمیشن/);
    await user.clear(field);
    await user.type(field, "7.25");
    await user.click(screen.getByRole("button", { name: "سیٹنگز محفوظ کریں" }));
    const dialog = await screen.findByRole("dialog", { name: "کمیشن بدلیں؟" });
    // Compared without the Unicode isolates that keep the figures apart in right-to-left text.
    const words = (dialog.textContent ?? "").replace(/[\u2066-\u2069]/g, "");
    expect(words).toContain("نئے آرڈرز پر 10% کی جگہ 7.25% کمیشن لگے گا۔");
    expect(words).toContain("Rs 1,000 کی فروخت پر ہنرمند Rs 100 کی جگہ Rs 72.50 رکھے گا۔");
    expect(sent("PUT /api/admin/settings")).toHaveLength(0);
  });

  it("changes the return window, in days, and refuses one out of range before sending it", async () => {
    const { user, field } = await openSettings(/^Return window/, [
      answer("PUT /api/admin/settings", {
        success: true,
        message: "Saved.",
        settings: marketplaceSettings({ returnWindowDays: 10 }),
      }),
    ]);
    expect(field).toHaveValue(7);
    await saveAs(user, field, "91");
    expect(await screen.findByText("The return window must be between 1 and 90 days.")).toBeInTheDocument();
    expect(sent("PUT /api/admin/settings")).toHaveLength(0);
    await saveAs(user, field, "10");
    await waitFor(() => expect(sent("PUT /api/admin/settings")).toHaveLength(1));
    // Every other setting goes back as it came.
    expect(await sent("PUT /api/admin/settings")[0]?.json()).toEqual(
      marketplaceSettings({ returnWindowDays: 10 }),
    );
  });

  it("refuses a rate out of range before sending it", async () => {
    const { user, field } = await openSettings(/^Commission/);
    await saveAs(user, field, "75");
    expect(await screen.findByText("Commission must be between 0 and 50 percent.")).toBeInTheDocument();
    expect(sent("PUT /api/admin/settings")).toHaveLength(0);
  });

  it("shows the server's refusal under the field", async () => {
    const { user, field } = await openSettings(/^Commission/, [
      on("PUT /api/admin/settings", () =>
        refusal(400, "Validation failed", {
          errors: [{ field: "commissionPercent", message: "Commission can have at most two decimals." }],
        }),
      ),
    ]);
    await saveAs(user, field, "11");
    await user.click(await screen.findByRole("button", { name: "Change commission" }));
    expect(await screen.findByText("Commission can have at most two decimals.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says why the settings could not be read", async () => {
    signInAdmin();
    server.use(refuse("GET /api/admin/settings", 403, "Admins only."));
    renderApp("/admin/settings");
    expect(await screen.findByText(/We couldn't load the settings. Admins only./)).toBeInTheDocument();
  });
});

describe("the Cash-on-Delivery settings (decision 0034)", () => {
  it("changes the confirmation window and the refusal limit, and refuses a window out of range", async () => {
    const { user, field: hours } = await openSettings(/^COD confirmation window/, [
      answer("PUT /api/admin/settings", {
        success: true,
        message: "Settings saved.",
        settings: marketplaceSettings({ codConfirmationHours: 12, codRefusalLimit: 0 }),
      }),
    ]);
    expect(hours).toHaveValue(24);
    await saveAs(user, hours, "169");
    expect(
      await screen.findByText("The confirmation window must be between 1 and 168 hours."),
    ).toBeInTheDocument();
    expect(sent("PUT /api/admin/settings")).toHaveLength(0);
    await user.clear(hours);
    await user.type(hours, "12");
    const limit = screen.getByLabelText(/^Refusals before COD is withdrawn/);
    await user.clear(limit);
    await user.type(limit, "0");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(sent("PUT /api/admin/settings")).toHaveLength(1));
    expect(await sent("PUT /api/admin/settings")[0]?.json()).toMatchObject({
      codConfirmationHours: 12,
      codRefusalLimit: 0,
    });
  });
});
