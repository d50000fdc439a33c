import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { answer, on, refusal, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aConversation, aMessage } from "@/test/conversation-fixtures.ts";
import { aUser } from "@/test/fixtures.ts";
import { renderRoutes } from "@/test/render-app.tsx";
import { signInCustomer } from "@/test/sessions.ts";
import { MessageMakerButton } from "./message-maker-button.tsx";

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** The button on a product's page, with the pages it may lead to. */
function renderOnProductPage() {
  return renderRoutes(
    [
      {
        path: "/viewproduct/p1",
        element: (
          <MessageMakerButton
            storeId="s1"
            storeName="Fatima's Phulkari House"
            product={{ _id: "p1", name: "Phulkari Dupatta" }}
          />
        ),
      },
      { path: "*", element: <Where /> },
    ],
    { initialEntries: ["/viewproduct/p1"] },
  );
}

const profile = () => answer("GET /api/auth/profile", { success: true, user: aUser() });

async function openComposer() {
  await userEvent.click(await screen.findByRole("button", { name: "Message the maker" }));
  return screen.findByRole("dialog", { name: "Message Fatima's Phulkari House" });
}

describe("Message the maker", () => {
  it("sends a visitor to the customer sign-in, to come back to the product", async () => {
    renderOnProductPage();
    const link = await screen.findByRole("link", { name: "Message the maker" });
    expect(link).toHaveAttribute("href", "/customer/login?from=%2Fviewproduct%2Fp1");
  });

  it("refuses an empty or blank message and one over 2,000 characters, sending nothing", async () => {
    signInCustomer();
    server.use(profile());
    renderOnProductPage();
    const dialog = await openComposer();
    expect(within(dialog).getByText("About Phulkari Dupatta")).toBeInTheDocument();
    const box = await within(dialog).findByRole("textbox", { name: "Your message" });
    expect(box).toHaveFocus();

    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Please write a message.")).toBeInTheDocument();
    expect(box).toHaveAttribute("aria-invalid", "true");

    await userEvent.type(box, "    ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Please write a message.")).toBeInTheDocument();

    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste("a".repeat(2001));
    expect(await within(dialog).findByText("A message can be at most 2,000 characters.")).toBeInTheDocument();
    expect(within(dialog).getByText("2,001 of 2,000 characters")).toBeInTheDocument();
    expect(sent("POST /api/conversations")).toHaveLength(0);
  });

  it("starts the conversation about the product and opens it", async () => {
    signInCustomer();
    server.use(
      profile(),
      on("POST /api/conversations", () => ({
        success: true,
        conversation: aConversation({ _id: "c9" }),
        message: aMessage({ conversationId: "c9" }),
      })),
    );
    const router = renderOnProductPage();
    const dialog = await openComposer();
    await userEvent.type(
      await within(dialog).findByRole("textbox", { name: "Your message" }),
      "  Is this available in blue?  ",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/messages/c9"));
    expect(await sent("POST /api/conversations")[0]?.json()).toEqual({
      storeId: "s1",
      productId: "p1",
      body: "Is this available in blue?",
    });
  });

  it("shows the server's refusal under the message, keeping what she wrote", async () => {
    signInCustomer();
    server.use(
      profile(),
      on("POST /api/conversations", () => refusal(429, "You have sent many messages; please wait a minute.")),
    );
    renderOnProductPage();
    const dialog = await openComposer();
    const box = await within(dialog).findByRole("textbox", { name: "Your message" });
    await userEvent.type(box, "Hello");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(
      await within(dialog).findByText("You have sent many messages; please wait a minute."),
    ).toBeInTheDocument();
    expect(box).toHaveValue("Hello");
  });
});
