import "@testing-library/jest-dom/vitest";
import type { CourierCashPosition } from "@marketplace/shared/courier-cash-contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "@/test/admin-fixtures.ts";
import { answer, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { renderApp } from "@/test/render-app.tsx";

const postex: CourierCashPosition = {
  code: "postex",
  name: "PostEx",
  collected: 8400,
  fees: 180,
  tax: 28.8,
  remitted: 3991.2,
  owed: 4200,
  unremittedOrders: 1,
};

const STATEMENT =
  "consignment_number,cod_amount,courier_fee,tax,remitted,reference,paid_on\r\n22000000001,4200,180,28.80,3991.20,CPR-1,2026-11-20\r\n";

function couriersPage() {
  signInAdmin();
  server.use(
    answer("GET /api/admin/couriers", { success: true, couriers: [] }),
    answer("GET /api/admin/courier-cash", { success: true, couriers: [postex] }),
  );
}

async function chooseStatement(user: ReturnType<typeof userEvent.setup>, label: RegExp, text = STATEMENT) {
  const file = new File([text], "statement.csv", { type: "text/csv" });
  await user.upload(await screen.findByLabelText(label), file);
}

describe("the couriers' cash", () => {
  it("shows each courier's position and imports a statement, saying what was recorded", async () => {
    couriersPage();
    server.use(
      answer("POST /api/admin/couriers/:code/remittances", {
        success: true,
        message: "PostEx's statement: 1 parcels recorded, 0 already known.",
        posted: 1,
        alreadyKnown: 2,
        remitted: 3991.2,
      }),
    );
    const user = userEvent.setup();
    renderApp("/admin/couriers");
    expect(await screen.findByText("Rs 4,200")).toBeInTheDocument();
    expect(screen.getByText("1 delivered order not paid back yet")).toBeInTheDocument();
    expect(screen.getByText("Choose the statement file")).toBeInTheDocument();
    await chooseStatement(user, /Statement \(CSV\)/);
    // The chosen file is named in the page's words (the browser's own button is hidden).
    expect(await screen.findByText("Chosen: \u2068statement.csv\u2069")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Import statement" }));
    await waitFor(() => expect(sent("POST /api/admin/couriers/:code/remittances")).toHaveLength(1));
    const request = sent("POST /api/admin/couriers/:code/remittances")[0];
    expect(new URL(request?.url ?? "").pathname).toBe("/api/admin/couriers/postex/remittances");
    expect(await request?.json()).toEqual({ csv: STATEMENT });
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("1 parcel recorded now");
    expect(status).toHaveTextContent("2 parcels already recorded");
    expect(status).toHaveTextContent("Rs 3,991.20 paid back");
  });

  it("lists a refused statement's problems row by row, in Urdu for an Urdu reader", async () => {
    couriersPage();
    server.use(
      refuse(
        "POST /api/admin/couriers/:code/remittances",
        400,
        "کچھ درج نہیں ہوا: گوشوارے میں 2 غلطیاں درست کرنی ہیں۔",
        {
          errors: [
            { field: "row 3", message: "پارسل 22000000001 پہلے ہی قطار 2 میں ہے۔" },
            { field: "row 4", message: 'ٹیکس "x" روپوں میں رقم نہیں، جیسے 28.80۔' },
          ],
        },
      ),
    );
    const user = userEvent.setup();
    renderApp("/admin/couriers", { language: "ur" });
    expect(await screen.findByText("کورئیرز کے پاس نقدی")).toBeInTheDocument();
    await chooseStatement(user, /گوشوارہ \(CSV\)/);
    await user.click(screen.getByRole("button", { name: "گوشوارہ درج کریں" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("قطار 3");
    expect(alert).toHaveTextContent("قطار 4");
    expect(alert).toHaveTextContent("پہلے ہی قطار 2 میں ہے");
    expect(alert).not.toHaveTextContent(/[A-Za-z]{3,}/);
  });

  it("asks for a file before sending anything", async () => {
    couriersPage();
    const user = userEvent.setup();
    renderApp("/admin/couriers");
    await user.click(await screen.findByRole("button", { name: "Import statement" }));
    expect(
      await screen.findByText("Please choose the courier's statement (a CSV file)."),
    ).toBeInTheDocument();
    expect(sent("POST /api/admin/couriers/:code/remittances")).toHaveLength(0);
  });

  it("offers Try Again when the couriers' cash cannot be loaded", async () => {
    signInAdmin();
    server.use(
      answer("GET /api/admin/couriers", { success: true, couriers: [] }),
      refuse("GET /api/admin/courier-cash", 500, "Something went wrong on our side. Please try again."),
    );
    renderApp("/admin/couriers");
    expect(await screen.findByText(/We couldn't load the couriers' cash/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Try again/i })).toBeInTheDocument();
  });
});
