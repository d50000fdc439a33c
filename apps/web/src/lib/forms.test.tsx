import "@testing-library/jest-dom/vitest";
import { I18nProvider } from "@lingui/react";
import { emailField, nameField } from "@marketplace/shared/auth-contracts";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createI18n } from "@/i18n/i18n.ts";
import { urduMessages } from "@/i18n/urdu-messages.ts";
import { ApiError, NetworkError } from "./api-client.ts";
import { applyServerErrors, useZodForm } from "./forms.ts";

const Schema = z.object({
  title: z.string().trim().min(1, "Title is required"),
  contact: z.object({ email: z.string() }),
  images: z.array(z.string()),
});

/** A small form built the app's way; `save` stands for the server. */
function TestForm({ save }: { save: () => Promise<void> }) {
  const form = useZodForm(Schema, {
    defaultValues: { title: "", contact: { email: "" }, images: ["a.webp"] },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async () => {
    try {
      await save();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <button type="button">Elsewhere</button>
      <label htmlFor="title">Title</label>
      <input id="title" aria-invalid={errors.title ? true : undefined} {...form.register("title")} />
      <p>{errors.title?.message}</p>
      <label htmlFor="email">Email</label>
      <input
        id="email"
        aria-invalid={errors.contact?.email ? true : undefined}
        {...form.register("contact.email")}
      />
      <p>{errors.contact?.email?.message}</p>
      <p>{errors.images?.message}</p>
      <p role="alert">{errors.root?.server?.message}</p>
      <button type="submit">Save</button>
    </form>
  );
}

/** A form of the shared schemas' fields, one of them nested, to read their messages in a language. */
const SignupSchema = z.object({ name: nameField, contact: z.object({ email: emailField }) });

function SignupForm() {
  const form = useZodForm(SignupSchema, { defaultValues: { name: "", contact: { email: "" } } });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(() => {})} noValidate>
      <input aria-label="Name" {...form.register("name")} />
      <p>{errors.name?.message}</p>
      <input aria-label="Email" {...form.register("contact.email")} />
      <p>{errors.contact?.email?.message}</p>
      <button type="submit">Save</button>
    </form>
  );
}

describe("forms in the reader's language", () => {
  it("shows the shared schemas' messages in Urdu to a reader of Urdu, nested fields too", async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={createI18n("ur", urduMessages)}>
        <SignupForm />
      </I18nProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("نام ضروری ہے")).toBeInTheDocument();
    expect(screen.getByText("ای میل ضروری ہے")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "not-an-address");
    expect(await screen.findByText("براہِ کرم درست ای میل پتہ لکھیں")).toBeInTheDocument();
    expect(screen.queryByText(/required/)).toBeNull();
  });

  it("shows them in English as written to everyone else", async () => {
    const user = userEvent.setup();
    render(<SignupForm />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
  });
});

describe("forms built with useZodForm", () => {
  it("shows the schema's message on submit, focuses that field, and drops it once the field is right", async () => {
    const save = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<TestForm save={save} />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Title is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveFocus();
    await user.type(screen.getByLabelText("Title"), "Phulkari");
    expect(screen.queryByText("Title is required")).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });

  it("puts the server's field errors under their fields, array positions under the list, the message at the root", async () => {
    const save = vi.fn(async () => {
      throw new ApiError(400, "Some fields are not valid.", [
        { field: "contact.email", message: "Please enter a valid email address" },
        { field: "images.0", message: "Please upload the image file itself." },
        { field: "user_id", message: "Not a field of this form" },
      ]);
    });
    const user = userEvent.setup();
    render(<TestForm save={save} />);
    await user.type(screen.getByLabelText("Title"), "Phulkari");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Please upload the image file itself.")).toBeInTheDocument();
    expect(screen.queryByText("Not a field of this form")).toBeNull();
    expect(screen.getByRole("alert")).toHaveTextContent("Some fields are not valid.");
    expect(screen.getByLabelText("Email")).toHaveFocus();
  });

  it("answers how many fields got a message, and says a lost connection at the root", () => {
    const setError = vi.fn();
    const form = { setError, getValues: (path: string) => (path === "title" ? "" : undefined) };
    expect(applyServerErrors(form as never, new NetworkError())).toBe(0);
    expect(setError).toHaveBeenLastCalledWith("root.server", {
      type: "server",
      message: new NetworkError().message,
    });
    const answer = new ApiError(400, "Bad", [{ field: "title", message: "Too long" }]);
    expect(applyServerErrors(form as never, answer)).toBe(1);
    expect(applyServerErrors(form as never, new Error("boom"), { fallback: "Try later" })).toBe(0);
    expect(setError).toHaveBeenLastCalledWith("root.server", { type: "server", message: "Try later" });
  });
});
