import "@testing-library/jest-dom/vitest";
import type { AdminCourier } from "@marketplace/shared/couriers-contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "@/test/admin-fixtures.ts";
import { answer, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { renderApp } from "@/test/render-app.tsx";

const leopards: AdminCourier = {
  _id: "c2",
  code: "leopards",
  name: "Leopards",
  trackingUrlTemplate: "https://www.leopardscourier.com/leopards-tracking?cn_number={cn}",
  booking: true,
  active: true,
  apiBaseUrl: null,
  credentialsSet: false,
};
const tcs: AdminCourier = {
  ...leopards,
  _id: "c4",
  code: "tcs",
  name: "TCS",
  booking: false,
  trackingUrlTemplate: "https://www.tcsexpress.com/track/{cn}",
};

describe("the couriers page", () => {
  it("fixes a tracking page and writes credentials that are sent once and never shown", async () => {
    signInAdmin();
    server.use(
      answer("GET /api/admin/couriers", { success: true, couriers: [leopards, tcs] }),
      answer("GET /api/admin/courier-cash", { success: true, couriers: [] }),
      answer("PUT /api/admin/couriers/:code", {
        success: true,
        message: "Leopards saved.",
        courier: { ...leopards, credentialsSet: true },
      }),
    );
    const user = userEvent.setup();
    renderApp("/admin/couriers");
    const card = (await screen.findByRole("form", { name: "Leopards" })) as HTMLElement;
    expect(
      within(card).getByText("Not set: booking with this courier fails until they are."),
    ).toBeInTheDocument();
    // Only booking couriers take credentials.
    expect(within(screen.getByRole("form", { name: "TCS" })).queryByLabelText(/API credentials/)).toBeNull();

    const template = within(card).getByLabelText(/Tracking page/);
    await user.clear(template);
    await user.type(template, "https://www.leopardscourier.com/track/{{cn}");
    await user.type(within(card).getByLabelText(/API credentials/), "api_key=K-123{enter}api_password=P-456");
    await user.click(within(card).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent("PUT /api/admin/couriers/:code")).toHaveLength(1));
    expect(await sent("PUT /api/admin/couriers/:code")[0]?.json()).toEqual({
      name: "Leopards",
      trackingUrlTemplate: "https://www.leopardscourier.com/track/{cn}",
      active: true,
      credentials: { api_key: "K-123", api_password: "P-456" },
    });
    await waitFor(() => expect(within(card).getByLabelText(/API credentials/)).toHaveValue(""));
  });

  it("says what is wrong with a new courier, as the server does", async () => {
    signInAdmin();
    server.use(
      answer("GET /api/admin/couriers", { success: true, couriers: [tcs] }),
      answer("GET /api/admin/courier-cash", { success: true, couriers: [] }),
      refuse("POST /api/admin/couriers", 409, 'There is already a courier with the code "tcs".'),
    );
    const user = userEvent.setup();
    renderApp("/admin/couriers");
    await user.type(await screen.findByLabelText(/^Code/), "tcs");
    await user.type(screen.getAllByLabelText(/^Name/).at(-1) as HTMLElement, "TCS again");
    const template = screen.getAllByLabelText(/Tracking page/).at(-1) as HTMLElement;
    await user.clear(template);
    await user.type(template, "https://tcs.example/track");
    await user.click(screen.getByRole("button", { name: "Add courier" }));
    expect(
      await screen.findByText("A tracking link needs {cn} where the consignment number goes."),
    ).toBeInTheDocument();
    await user.type(template, "/{{cn}");
    await user.click(screen.getByRole("button", { name: "Add courier" }));
    expect(await screen.findByText('There is already a courier with the code "tcs".')).toBeInTheDocument();
  });

  it("offers Try Again when the couriers cannot be loaded", async () => {
    signInAdmin();
    server.use(refuse("GET /api/admin/couriers", 500, "Something went wrong on our side. Please try again."));
    renderApp("/admin/couriers");
    expect(await screen.findByRole("button", { name: /try again/i })).toBeInTheDocument();
  });
});
