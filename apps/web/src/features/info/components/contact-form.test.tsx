import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, cutOff, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { ContactForm } from "./contact-form.tsx";

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ContactForm />
    </QueryClientProvider>,
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full Name/), "Ayesha Khan");
  await user.type(screen.getByLabelText(/Email Address/), "ayesha@example.pk");
  await user.type(screen.getByLabelText(/Subject/), "Order question");
  await user.type(screen.getByLabelText(/Message/), "Where is my order?");
}

describe("the contact form", () => {
  it("asks for every field without calling the server", async () => {
    server.use(answer("POST /api/contact", { success: true, message: "Thank you" }));
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    for (const message of [
      "Full Name is required",
      "Email is required",
      "Subject is required",
      "Message is required",
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText(/Message/).getAttribute("rows")).toBe("5");
    expect(document.activeElement).toBe(screen.getByLabelText(/Full Name/));
    expect(sent("POST /api/contact")).toHaveLength(0);
  });

  it("sends the message, shows Success! and clears the form", async () => {
    server.use(answer("POST /api/contact", { success: true, message: "Thank you" }));
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Success!")).toBeTruthy();
    expect(screen.getByText("Thank you for your message. We will get back to you soon!")).toBeTruthy();
    expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).value).toBe("");
    const [request] = sent("POST /api/contact");
    expect(await request?.json()).toEqual({
      name: "Ayesha Khan",
      email: "ayesha@example.pk",
      subject: "Order question",
      message: "Where is my order?",
    });
  });

  it("puts the server's per-field messages under the inputs", async () => {
    server.use(
      refuse("POST /api/contact", 400, "Bad input", {
        errors: [{ field: "subject", message: "Subject is too rude" }],
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Subject is too rude")).toBeTruthy();
    expect(screen.queryByText("Error")).toBeNull();
    expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).value).toBe("Ayesha Khan");
  });

  it("shows the Error banner and keeps what was typed when the server cannot be reached", async () => {
    server.use(cutOff("POST /api/contact"));
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Error");
    expect(alert.textContent).toContain("Something went wrong. Please try again later.");
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe("Where is my order?");
  });

  it("says when to try again after too many messages from one address", async () => {
    const wait = "Too many requests from your address. Please try again in 42 minutes.";
    server.use(refuse("POST /api/contact", 429, wait));
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect((await screen.findByRole("alert")).textContent).toContain(wait);
  });
});
