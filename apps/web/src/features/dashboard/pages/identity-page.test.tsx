import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, on, refusal, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aSeller } from "@/test/fixtures.ts";
import { aKycAnswer, aNewSellerKyc } from "@/test/kyc-fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInSeller } from "@/test/sessions.ts";

/** The smallest PNG there is: its bytes are a PNG's, as the page and the server check. */
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);
const photo = (name: string) => new File([PNG], name, { type: "image/png" });

describe("her identity check (issue 30)", () => {
  it("checks the form with the shared rules, then sends her CNIC, both photos and her bank account", async () => {
    signInSeller(aSeller());
    let onFile = aNewSellerKyc();
    server.use(
      on("GET /api/seller/kyc", () => onFile),
      on("PUT /api/seller/kyc", () => {
        onFile = aKycAnswer({ status: "submitted", decidedAt: null, listed: false });
        return onFile;
      }),
    );
    const user = userEvent.setup();
    renderApp("/dashboard/identity");
    expect(await screen.findByRole("heading", { name: "Status: Not sent yet" })).toBeInTheDocument();
    expect(screen.getByText(/Only you can see your stores and products/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Send for checking" }));
    expect(await screen.findByText("CNIC must be 13 digits, like 35202-1234567-1.")).toBeInTheDocument();
    expect(screen.getByText("Please add a photo of the card's front.")).toBeInTheDocument();
    expect(screen.getByText("Please add a photo of the card's back.")).toBeInTheDocument();
    expect(
      screen.getByText("IBAN must be a valid Pakistani IBAN (24 characters, starting with PK)."),
    ).toBeInTheDocument();
    expect(sent("PUT /api/seller/kyc")).toHaveLength(0);

    await user.type(screen.getByLabelText(/CNIC number/), "3520212345671");
    await user.upload(screen.getByLabelText(/Front of the card/), photo("front.png"));
    await user.upload(screen.getByLabelText(/Back of the card/), photo("back.png"));
    expect(await screen.findByAltText("Front of the card: the photo you chose")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Bank name/), "Meezan Bank");
    await user.type(screen.getByLabelText(/^IBAN/), "pk36 scbl 0000 0011 2345 6702");
    await user.type(screen.getByLabelText(/Account title/), "Kiran Bibi");
    await user.click(screen.getByRole("button", { name: "Send for checking" }));

    await waitFor(() => expect(sent("PUT /api/seller/kyc")).toHaveLength(1));
    const body = await sent("PUT /api/seller/kyc")[0]?.json();
    // What she typed, tidied, is the approved details of the fixture.
    const { cnic, payoutAccount } = aKycAnswer().kyc;
    expect(body).toMatchObject({ cnic, payoutAccount });
    expect(body.cnicFront).toMatch(/^data:image\/png;base64,/);
    expect(body.cnicBack).toMatch(/^data:image\/png;base64,/);
    expect(await screen.findByRole("heading", { name: "Status: Being checked" })).toBeInTheDocument();
  });

  it("asks before changing approved details, since payouts stop until they are approved again", async () => {
    signInSeller(aSeller());
    server.use(
      answer("GET /api/seller/kyc", aKycAnswer()),
      on("PUT /api/seller/kyc", () => aKycAnswer({ status: "submitted" })),
    );
    const user = userEvent.setup();
    renderApp("/dashboard/identity");
    expect(await screen.findByRole("heading", { name: "Status: Verified" })).toBeInTheDocument();
    expect(screen.queryByText(/Only you can see/)).not.toBeInTheDocument();
    expect(screen.getByAltText("Front of the card: the photo you sent")).toHaveAttribute(
      "src",
      "/api/kyc-documents/d1?expires=1&signature=a",
    );

    await user.click(screen.getByRole("radio", { name: "JazzCash" }));
    await user.type(screen.getByLabelText(/Mobile account number/), "0300-1234567");
    await user.click(screen.getByRole("button", { name: "Send for checking" }));
    const dialog = await screen.findByRole("dialog", { name: "Change your verified details?" });
    expect(within(dialog).getByText(/needs approval again/)).toBeInTheDocument();
    expect(sent("PUT /api/seller/kyc")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Change and send" }));
    await waitFor(() => expect(sent("PUT /api/seller/kyc")).toHaveLength(1));
    expect(await sent("PUT /api/seller/kyc")[0]?.json()).toEqual({
      cnic: "35202-1234567-1",
      payoutAccount: { type: "jazzcash", bankName: "", iban: "", number: "03001234567", title: "Kiran Bibi" },
    });
  });

  it("shows the admin's reason when rejected, the server's refusal under its field, and works in Urdu", async () => {
    signInSeller(aSeller());
    server.use(
      answer(
        "GET /api/seller/kyc",
        aKycAnswer({ status: "rejected", reason: "The photo is blurred.", listed: false }),
      ),
      on("PUT /api/seller/kyc", () =>
        // The API answers a reader of Urdu in Urdu.
        refusal(400, "کچھ خانے درست نہیں ہیں۔", {
          errors: [
            { field: "cnicFront", message: "کارڈ کے سامنے کی تصویر JPEG، PNG یا WebP تصویر نہیں ہے۔" },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp("/dashboard/identity", { language: "ur" });
    expect(await screen.findByRole("heading", { name: "صورتِ حال: تبدیلی درکار ہے" })).toBeInTheDocument();
    expect(screen.getByText("وجہ: \u2068The photo is blurred.\u2069")).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/کارڈ کا سامنے کا رخ/), photo("front.png"));
    await user.click(screen.getByRole("button", { name: "جانچ کے لیے بھیجیں" }));
    expect(
      await screen.findByText("کارڈ کے سامنے کی تصویر JPEG، PNG یا WebP تصویر نہیں ہے۔"),
    ).toBeInTheDocument();
  });

  it("says when her check cannot be loaded, with a way to try again", async () => {
    signInSeller(aSeller());
    server.use(
      on("GET /api/seller/kyc", () => refusal(500, "Something went wrong on our side. Please try again.")),
    );
    renderApp("/dashboard/identity");
    // A 500 is asked again once after a pause (lib/api-client.ts) before the page gives up.
    expect(
      await screen.findByText("Your identity check could not be loaded", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Try again/i })).toBeInTheDocument();
  });
});
