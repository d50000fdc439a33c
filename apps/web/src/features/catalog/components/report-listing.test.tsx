import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { answer, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aProduct, aReviewPage, aUser } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInCustomer } from "@/test/sessions.ts";

const ALREADY =
  "You have already reported this listing. Our team will review it; there is no need to report it again.";

function serveProduct() {
  server.use(
    answer("GET /api/products/:id", {
      success: true,
      product: aProduct({ _id: "p1", name: "Phulkari Dupatta" }),
    }),
    answer("GET /api/products/:id/reviews", aReviewPage()),
  );
}

/** Ayesha is signed in; the session checks her token against her profile first. */
function signInAyesha() {
  signInCustomer();
  server.use(
    answer("GET /api/auth/profile", { success: true, user: aUser() }),
    // The seller card reads her last order's city for its delivery estimate; she has none.
    answer("GET /api/orders/user/:userId", { success: true, data: [] }),
  );
}

async function openReportForm() {
  const user = userEvent.setup();
  renderApp("/viewproduct/p1");
  await user.click(await screen.findByRole("button", { name: "Report this listing" }));
  const dialog = await screen.findByRole("dialog", { name: "Report this listing" });
  // The form is loaded when the dialog first opens.
  await within(dialog).findByRole("button", { name: "Send report" });
  return { user, dialog };
}

describe("Report this listing", () => {
  beforeEach(serveProduct);

  it("takes a visitor who is not signed in to the customer sign-in and back", async () => {
    renderApp("/viewproduct/p1");
    expect(await screen.findByRole("link", { name: "Report this listing" })).toHaveAttribute(
      "href",
      "/customer/login?from=%2Fviewproduct%2Fp1",
    );
  });

  it("asks for a reason, and for details when the reason is something else, sending nothing", async () => {
    signInAyesha();
    const { user, dialog } = await openReportForm();
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(
      await within(dialog).findByText("Please choose why you are reporting this listing."),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole("radio", { name: "Something else" }));
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(
      await within(dialog).findByText("Please tell us what is wrong with this listing."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /Details/ })).toHaveFocus();
    expect(sent("POST /api/products/:id/reports")).toHaveLength(0);
  });

  it("sends the report as the signed-in customer and thanks her", async () => {
    signInAyesha();
    server.use(
      answer("POST /api/products/:id/reports", {
        success: true,
        message: "Thank you, we will look into it.",
        report: { _id: "r1", reason: "counterfeit", status: "open" },
      }),
    );
    const { user, dialog } = await openReportForm();
    await user.click(within(dialog).getByRole("radio", { name: "Counterfeit or fake" }));
    await user.type(within(dialog).getByRole("textbox", { name: /Details/ }), "  The logo is misspelt. ");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));

    expect(await within(dialog).findByText("Thank you for your report")).toBeInTheDocument();
    const [request] = sent("POST /api/products/:id/reports");
    expect(new URL(request?.url ?? "").pathname).toBe("/api/products/p1/reports");
    expect(request?.headers.get("Authorization")).toBe("Bearer customer-token");
    expect(await request?.json()).toEqual({ reason: "counterfeit", details: "The logo is misspelt." });

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("says she has already reported it when the server answers 409", async () => {
    signInAyesha();
    server.use(refuse("POST /api/products/:id/reports", 409, ALREADY));
    const { user, dialog } = await openReportForm();
    await user.click(within(dialog).getByRole("radio", { name: "Prohibited item" }));
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(ALREADY);
    expect(within(dialog).queryByText("Thank you for your report")).not.toBeInTheDocument();
  });
});
