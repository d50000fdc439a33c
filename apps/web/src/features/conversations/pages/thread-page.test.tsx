import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, on, refuse } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aConversation, aMessage } from "@/test/conversation-fixtures.ts";
import { aUser } from "@/test/fixtures.ts";
import { aLiveStream } from "@/test/live-stream.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInCustomer, signInSeller } from "@/test/sessions.ts";

const profile = () => answer("GET /api/auth/profile", { success: true, user: aUser() });

const question = aMessage({ body: "Is this available in <b>blue</b>?" });
const reply = aMessage({
  _id: "m2",
  senderRole: "seller",
  senderName: "Fatima's Phulkari House",
  body: "Yes, in royal blue.",
  createdAt: "2025-06-01T08:00:00.000Z",
});

describe("a conversation", () => {
  it("shows the messages as text, each side's own, with the product beside them", async () => {
    signInCustomer();
    server.use(
      profile(),
      answer("GET /api/conversations/:id/messages", {
        success: true,
        conversation: aConversation(),
        messages: [question, reply],
      }),
    );
    renderApp("/messages/c1");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Fatima's Phulkari House" }),
    ).toBeInTheDocument();
    expect(document.title).toBe("Messages with Fatima's Phulkari House · Hunarmand");
    const log = screen.getByRole("log", { name: "Messages" });
    const bodies = within(log).getAllByTestId("message-body");
    expect(bodies.map((body) => body.textContent)).toEqual([
      "Is this available in <b>blue</b>?",
      "Yes, in royal blue.",
    ]);
    expect(log.querySelector("b")).toBeNull();
    expect(within(log).getByText("You")).toBeInTheDocument();
    const context = screen.getByRole("complementary", { name: "About this conversation" });
    expect(within(context).getByRole("link", { name: /Phulkari Dupatta/ })).toHaveAttribute(
      "href",
      "/viewproduct/p1",
    );
  });

  it("sends a reply, checked first, and shows it in the thread", async () => {
    signInSeller();
    let thread = [question];
    server.use(
      on("GET /api/conversations/:id/messages", () => ({
        success: true,
        conversation: aConversation(),
        messages: thread,
      })),
      on("POST /api/conversations/:id/messages", async ({ request, params }) => {
        expect(params.id).toBe("c1");
        const { body } = (await request.json()) as { body: string };
        const sentReply = aMessage({ ...reply, body });
        thread = [...thread, sentReply];
        return { success: true, message: sentReply };
      }),
    );
    renderApp("/dashboard/messages/c1");
    const box = await screen.findByRole("textbox", { name: "Reply to Ayesha Khan" });
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Please write a message.")).toBeInTheDocument();
    await userEvent.type(box, "Yes, in royal blue.");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    const log = screen.getByRole("log", { name: "Messages" });
    expect(await within(log).findByText("Yes, in royal blue.")).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(""));
    // The order or product context for the seller names the customer.
    expect(screen.getByRole("complementary")).toHaveTextContent("Ayesha Khan");
  });

  it("shows the other side's reply as it arrives on the live stream, without reloading", async () => {
    signInCustomer();
    const live = aLiveStream();
    server.use(
      profile(),
      live.handler,
      answer("GET /api/conversations/:id/messages", {
        success: true,
        conversation: aConversation(),
        messages: [question],
      }),
      answer("GET /api/notifications", {
        success: true,
        unread: 0,
        notifications: [],
        pagination: { current_page: 1, total_pages: 0, total_notifications: 0, per_page: 20 },
      }),
    );
    renderApp("/messages/c1");
    const log = await screen.findByRole("log", { name: "Messages" });
    await live.connected;
    // The thread is read again once the message is shown (to mark it read): it then has it too.
    server.use(
      answer("GET /api/conversations/:id/messages", {
        success: true,
        conversation: aConversation(),
        messages: [question, reply],
      }),
      answer("GET /api/conversations", { success: true, conversations: [aConversation()] }),
    );
    live.send("message", { conversationId: "c1", message: reply });
    expect(await within(log).findByText("Yes, in royal blue.")).toBeInTheDocument();
    expect(within(log).getAllByTestId("message-body")).toHaveLength(2);
    // One stream for the tab: the bell and the thread share it.
    expect(live.connections).toBe(1);
  });

  it("says a conversation that is not hers (or does not exist) is not found", async () => {
    signInCustomer();
    server.use(
      profile(),
      refuse("GET /api/conversations/:id/messages", 403, "This conversation is not yours."),
    );
    renderApp("/messages/c-other");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Conversation not found" }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "All messages" })[0]).toHaveAttribute("href", "/messages");
  });
});
