import "@testing-library/jest-dom/vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, on, refusal } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aConversation } from "@/test/conversation-fixtures.ts";
import { aUser } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInCustomer, signInSeller } from "@/test/sessions.ts";

const profile = () => answer("GET /api/auth/profile", { success: true, user: aUser() });

describe("the inboxes", () => {
  it("asks a visitor to sign in, and brings her back", async () => {
    renderApp("/messages");
    expect(await screen.findByText("Sign in to read your messages")).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/customer/login?from=%2Fmessages",
    );
    expect(document.title).toBe("Messages · Hunarmand");
  });

  it("shows a loading state, then Try Again after a failure, then the list", async () => {
    signInCustomer();
    let fail = true;
    server.use(
      profile(),
      on("GET /api/conversations", () =>
        fail
          ? refusal(429, "Too many requests; please wait a moment.")
          : { success: true, conversations: [aConversation()] },
      ),
    );
    renderApp("/messages");
    expect(await screen.findByText("Loading your messages...")).toBeInTheDocument();
    expect(await screen.findByText("Could not load your messages")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("link", { name: /Fatima's Phulkari House/ })).toHaveAttribute(
      "href",
      "/messages/c1",
    );
  });

  it("says so when there are no conversations yet", async () => {
    signInCustomer();
    server.use(profile(), answer("GET /api/conversations", { success: true, conversations: [] }));
    renderApp("/messages");
    expect(await screen.findByRole("heading", { name: "No messages yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse products" })).toHaveAttribute("href", "/AllProduct");
  });

  it("lists a customer's conversations with the store, the subject, the last message and unread badges", async () => {
    signInCustomer();
    server.use(
      profile(),
      answer("GET /api/conversations", {
        success: true,
        conversations: [
          aConversation({
            unread: 2,
            lastMessage: {
              body: "Yes, in royal blue.",
              senderRole: "seller",
              createdAt: "2025-06-02T07:30:00.000Z",
            },
          }),
          aConversation({
            _id: "c2",
            storeId: "s2",
            storeName: "Noor Crochet Studio",
            productId: null,
            product: null,
            orderId: "o1",
            order: { _id: "o1", number: "1A2B3C4D" },
            lastMessage: {
              body: "<b>When</b> will it ship?",
              senderRole: "customer",
              createdAt: "2025-06-01T07:30:00.000Z",
            },
          }),
        ],
      }),
    );
    renderApp("/messages");
    const list = await screen.findByRole("list", { name: "Conversations" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Fatima's Phulkari House");
    expect(rows[0]).toHaveTextContent("About Phulkari Dupatta");
    expect(rows[0]).toHaveTextContent("Yes, in royal blue.");
    expect(within(rows[0] as HTMLElement).getByText("2 unread messages")).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("About order #1A2B3C4D");
    // Her own last message, as text: the markup is shown, never made bold.
    expect(rows[1]).toHaveTextContent("You: <b>When</b> will it ship?");
    expect((rows[1] as HTMLElement).querySelector("b")).toBeNull();
    expect(within(rows[1] as HTMLElement).queryByText(/unread/)).not.toBeInTheDocument();
    expect(screen.getByText("2 conversations, 2 unread messages.")).toBeInTheDocument();
  });

  it("gives a seller her customers' messages in her dashboard, naming the customer and the store", async () => {
    signInSeller();
    server.use(
      answer("GET /api/conversations", { success: true, conversations: [aConversation({ unread: 1 })] }),
    );
    renderApp("/dashboard/messages");
    expect(await screen.findByRole("heading", { level: 1, name: "Customer messages" })).toBeInTheDocument();
    const row = await screen.findByRole("link", { name: /Ayesha Khan/ });
    expect(row).toHaveAttribute("href", "/dashboard/messages/c1");
    expect(row).toHaveTextContent("Fatima's Phulkari House");
    expect(row).toHaveTextContent("1 unread message");
  });
});
