import "@testing-library/jest-dom/vitest";
import type { StoreHelper } from "@marketplace/shared/store-helpers-contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { answer, on, refusal, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { anOwnStore, aSeller } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInSeller } from "@/test/sessions.ts";

const STORE_ID = "0190b5a2-0000-7000-8000-0000000000aa";
const OTHER_ID = "0190b5a2-0000-7000-8000-0000000000bb";
const ORDER_ID = "0190b5a2-0000-7000-8000-00001234abcd";
const store = anOwnStore({ _id: STORE_ID, name: "Kiran Crafts" });
const other = anOwnStore({ _id: OTHER_ID, name: "Kiran Pottery" });

function aHelper(over: Partial<StoreHelper> = {}): StoreHelper {
  return {
    _id: "h1",
    storeId: STORE_ID,
    role: "orders",
    status: "active",
    contact: "sana@example.pk",
    contactKind: "email",
    name: "Sana Bibi",
    invitedAt: "2026-11-20T10:00:00.000Z",
    expiresAt: null,
    since: "2026-11-21T10:00:00.000Z",
    ...over,
  };
}

let helpers: StoreHelper[];
beforeEach(() => {
  helpers = [
    aHelper(),
    aHelper({
      _id: "h2",
      status: "invited",
      contact: "03337654321",
      contactKind: "phone",
      name: null,
      role: "catalog",
      since: null,
      expiresAt: "2099-01-01T00:00:00.000Z",
    }),
  ];
  signInSeller(aSeller(), [store, other]);
  server.use(
    answer("GET /api/stores/seller/my-stores", { success: true, count: 2, stores: [store, other] }),
    on("GET /api/seller/stores/:id/helpers", () => ({
      success: true as const,
      helpers,
      actions: [
        {
          _id: "a1",
          helperName: "Sana Bibi",
          action: "order_status" as const,
          targetId: ORDER_ID,
          detail: "Shipped",
          at: "2026-11-22T09:30:00.000Z",
        },
        {
          _id: "a2",
          helperName: "Sana Bibi",
          action: "message_sent" as const,
          targetId: "c1",
          detail: "",
          at: "2026-11-22T09:00:00.000Z",
        },
      ],
    })),
  );
});

describe("HelpersPage", () => {
  it("lists her helpers and invitations and what they did, each action in words with its link", async () => {
    renderApp(`/dashboard/helpers/${STORE_ID}`);
    const list = await screen.findByRole("list", { name: "Helpers and invitations" });
    const sana = within(list).getByRole("listitem", { name: "Sana Bibi" });
    expect(sana).toHaveTextContent("Orders · Helping since 21 November 2026");
    const invited = within(list).getByRole("listitem", { name: "03337654321" });
    expect(invited).toHaveTextContent("Products · Invitation waiting, until 1 January 2099");

    const activity = screen.getByRole("list", { name: "What your helpers did" });
    expect(
      within(activity).getByRole("link", { name: "Sana Bibi moved order 1234ABCD to Shipped" }),
    ).toHaveAttribute("href", `/orders/${STORE_ID}`);
    expect(within(activity).getByRole("link", { name: "Sana Bibi answered a buyer" })).toHaveAttribute(
      "href",
      "/dashboard/messages/c1",
    );
  });

  it("removes a helper in one tap, and the list shows her gone", async () => {
    server.use(
      on("DELETE /api/seller/stores/:id/helpers/:helperId", ({ params }) => {
        helpers = helpers.filter((h) => h._id !== params.helperId);
        return {
          success: true as const,
          message: "The helper was removed. She can no longer work on this store.",
        };
      }),
    );
    renderApp(`/dashboard/helpers/${STORE_ID}`);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Remove Sana Bibi" }));
    expect(
      await screen.findByText("Sana Bibi was removed. She can no longer work on this store."),
    ).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole("listitem", { name: "Sana Bibi" })).toBeNull();
    expect(sent("DELETE /api/seller/stores/:id/helpers/:helperId")).toHaveLength(1);
  });

  it("invites by mobile number to two of her stores and gives each link to share on WhatsApp", async () => {
    server.use(
      on("POST /api/seller/stores/:id/helpers", async ({ params, request }) => {
        const body = (await request.json()) as { contact: string; role: "orders" | "catalog" };
        return {
          success: true as const,
          message: "Send the invitation's link to 03001112233.",
          helper: aHelper({
            _id: `new-${params.id}`,
            storeId: params.id,
            status: "invited",
            name: null,
            since: null,
            contact: "03001112233",
            contactKind: "phone",
            role: body.role,
            expiresAt: "2099-01-01T00:00:00.000Z",
          }),
          token: `token-for-${params.id}-0123456789`,
          mailed: false,
        };
      }),
    );
    renderApp(`/dashboard/helpers/${STORE_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Send the invitation" }));
    expect(await screen.findByText("Enter her e-mail address or mobile number.")).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Her e-mail or mobile number/), "0300 111 2233");
    await user.click(screen.getByRole("radio", { name: /Products/ }));
    await user.click(screen.getByRole("checkbox", { name: "Kiran Pottery" }));
    await user.click(screen.getByRole("button", { name: "Send the invitation" }));

    const forOther = await screen.findByRole("region", { name: "Invitation for Kiran Pottery" });
    expect(forOther).toHaveTextContent("Send this link to 03001112233.");
    expect(within(forOther).getByRole("textbox", { name: "The invitation's link" })).toHaveValue(
      `${window.location.origin}/helpers/accept?token=token-for-${OTHER_ID}-0123456789`,
    );
    expect(within(forOther).getByRole("link", { name: "Send on WhatsApp" }).getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/923001112233\?text=/,
    );
    expect(screen.getByRole("region", { name: "Invitation for Kiran Crafts" })).toBeInTheDocument();
    const bodies = await Promise.all(sent("POST /api/seller/stores/:id/helpers").map((r) => r.json()));
    expect(bodies).toEqual([
      { contact: "0300 111 2233", role: "catalog" },
      { contact: "0300 111 2233", role: "catalog" },
    ]);
  });

  it("shows the server's refusal under the form", async () => {
    server.use(
      on("POST /api/seller/stores/:id/helpers", () =>
        refusal(409, "sana@example.pk already helps this store."),
      ),
    );
    renderApp(`/dashboard/helpers/${STORE_ID}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Her e-mail or mobile number/), "sana@example.pk");
    await user.click(screen.getByRole("button", { name: "Send the invitation" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("sana@example.pk already helps this store.");
  });

  it("says so when there are no helpers yet", async () => {
    helpers = [];
    renderApp(`/dashboard/helpers/${STORE_ID}`);
    expect(await screen.findByText("No helpers yet")).toBeInTheDocument();
  });

  it("offers Try Again when the helpers cannot be loaded", async () => {
    server.use(
      on("GET /api/seller/stores/:id/helpers", () =>
        refusal(403, "You do not have permission to manage this store."),
      ),
    );
    renderApp(`/dashboard/helpers/${STORE_ID}`);
    expect(await screen.findByText("Your helpers could not be loaded")).toBeInTheDocument();
    expect(screen.getByText("You do not have permission to manage this store.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });

  it("speaks only Urdu to a maker who reads Urdu, her helpers' names and numbers as written", async () => {
    helpers = [
      aHelper({ name: "ثنا بی بی" }),
      aHelper({
        _id: "h2",
        status: "invited",
        name: null,
        since: null,
        contact: "03337654321",
        contactKind: "phone",
        expiresAt: "2099-01-01T00:00:00.000Z",
      }),
    ];
    server.use(
      on("GET /api/seller/stores/:id/helpers", () => ({
        success: true as const,
        helpers,
        actions: [
          {
            _id: "a1",
            helperName: "ثنا بی بی",
            action: "order_status" as const,
            targetId: ORDER_ID,
            detail: "Shipped",
            at: "2026-11-22T09:30:00.000Z",
          },
        ],
      })),
    );
    const urduStores = [
      anOwnStore({ _id: STORE_ID, name: "کرن کرافٹس" }),
      anOwnStore({ _id: OTHER_ID, name: "کرن برتن" }),
    ];
    signInSeller(aSeller(), urduStores);
    server.use(answer("GET /api/stores/seller/my-stores", { success: true, count: 2, stores: urduStores }));
    renderApp(`/dashboard/helpers/${STORE_ID}`, { language: "ur" });
    const list = await screen.findByRole("list", { name: "مددگار اور دعوتیں" });
    expect(within(list).getByRole("button", { name: "\u2068ثنا بی بی\u2069 کو ہٹائیں" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "آپ کی مددگاروں نے کیا کیا" })).toHaveTextContent("روانہ");
    const main = screen.getByRole("main");
    const text = (main.textContent ?? "").replaceAll("1234ABCD", "");
    const latin = [...text.matchAll(/[A-Za-z][A-Za-z0-9@.-]*/g)].map((m) => m[0]);
    // Her helper's e-mail is hers as written; order numbers carry digits.
    expect(latin.filter((word) => !word.includes("@") && !/\d/.test(word) && word !== "Rs")).toEqual([]);
  });
});
