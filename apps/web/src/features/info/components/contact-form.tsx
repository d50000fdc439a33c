import { CONTACT_THANKS, ContactInput } from "@marketplace/shared/contact-contracts";
import { CircleAlert, CircleCheck, Send, X } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input, Textarea } from "@/components/ui/input.tsx";
import { ApiError } from "@/lib/api-client.ts";
import { useSendContactMessage } from "../api/contact-api.ts";

type Field = keyof ContactInput;
const FIELDS: Field[] = ["name", "email", "subject", "message"];
const EMPTY: ContactInput = { name: "", email: "", subject: "", message: "" };
export const CONTACT_FAILED = "Something went wrong. Please try again later.";

/** The contact form: checked here with the shared rules, stored by the server, cleared once sent. */
export function ContactForm() {
  const [form, setForm] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<"sent" | "failed" | null>(null);
  const send = useSendContactMessage();
  const formRef = useRef<HTMLFormElement>(null);

  const edit = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const parsed = ContactInput.safeParse(form);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      showErrors(found);
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: () => {
        setForm(EMPTY);
        setErrors({});
        setOutcome("sent");
      },
      onError: (error) => {
        const found: Partial<Record<Field, string>> = {};
        if (error instanceof ApiError) {
          for (const f of FIELDS) {
            const message = error.fieldError(f);
            if (message) found[f] = message;
          }
        }
        // The server's own words under the inputs when it named fields; the general banner otherwise.
        if (Object.keys(found).length > 0) showErrors(found);
        else setOutcome("failed");
      },
    });
  }

  const busy = send.isPending;
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      <div aria-live="polite">
        {outcome === "sent" && (
          <div
            role="status"
            className="flex gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200"
          >
            <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
            <div className="flex-1">
              <p className="font-semibold">Success!</p>
              <p className="text-sm">{CONTACT_THANKS}</p>
            </div>
            <button
              type="button"
              onClick={() => setOutcome(null)}
              className="grid h-8 w-8 shrink-0 place-items-center rounded-full hover:bg-emerald-100"
              aria-label="Dismiss"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
      {outcome === "failed" && (
        <div role="alert" className="flex gap-3 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
          <CircleAlert className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden="true" />
          <div>
            <p className="font-semibold">Error</p>
            <p className="text-sm">
              {/* Too many messages from one address: the server says when to try again. */}
              {send.error instanceof ApiError && send.error.status === 429
                ? send.error.message
                : CONTACT_FAILED}
            </p>
          </div>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Full Name" error={errors.name} required>
          {(control) => (
            <Input
              {...control}
              name="name"
              autoComplete="name"
              placeholder="Your full name"
              value={form.name}
              onChange={(e) => edit("name", e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Email Address" error={errors.email} required>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={form.email}
              onChange={(e) => edit("email", e.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField label="Subject" error={errors.subject} required>
        {(control) => (
          <Input
            {...control}
            name="subject"
            placeholder="What is this about?"
            value={form.subject}
            onChange={(e) => edit("subject", e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Message" error={errors.message} required>
        {(control) => (
          <Textarea
            {...control}
            name="message"
            rows={5}
            placeholder="Tell us how we can help..."
            value={form.message}
            onChange={(e) => edit("message", e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" loading={busy} className="w-full sm:w-auto">
        {busy ? (
          "Sending..."
        ) : (
          <>
            <Send className="h-4 w-4" aria-hidden="true" />
            Send Message
          </>
        )}
      </Button>
    </form>
  );
}
