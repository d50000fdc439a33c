import "@testing-library/jest-dom/vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { on, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { anOrder } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";

const ORDER_ID = "aaaaaaaa-0000-0000-0000-00000000c0d1";

describe("the order e-mail's confirmation page (decision 0034)", () => {
  it("confirms without signing in, then offers to share the order number on WhatsApp", async () => {
    server.use(
      on("POST /api/orders/confirm", () => ({
        success: true,
        message: "Thank you! Your order is confirmed.",
        data: anOrder({ _id: ORDER_ID, id: ORDER_ID, confirmation: "confirmed" }),
      })),
    );
    const user = userEvent.setup();
    renderApp("/confirm-order?token=signed-token");
    await user.click(await screen.findByRole("button", { name: "Confirm order" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Thank you! Your order is confirmed.");
    expect(await sent("POST /api/orders/confirm")[0]?.json()).toEqual({
      token: "signed-token",
      action: "confirm",
    });
    const share = screen.getByRole("link", { name: "Share on WhatsApp" });
    expect(share.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(share.getAttribute("href") ?? "")).toContain("0000C0D1");
  });

  it("says why a used or expired link changes nothing", async () => {
    server.use(
      refuse(
        "POST /api/orders/confirm",
        400,
        "This link was already used: order 0000C0D1 is already confirmed. Open My Orders to see it.",
      ),
    );
    const user = userEvent.setup();
    renderApp("/confirm-order?token=used");
    await user.click(await screen.findByRole("button", { name: "Cancel order" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/already used/);
  });
});
