import { ContactInput } from "@marketplace/shared/contact-contracts";
import { CircleAlert, CircleCheck, Send, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input, Textarea } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/info.json";
import { useT } from "@/i18n/use-t.ts";
import { ApiError } from "@/lib/api-client.ts";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { useSendContactMessage } from "../api/contact-api.ts";

const EMPTY: ContactInput = { name: "", email: "", subject: "", message: "" };

/** The contact form: checked here with the shared rules, stored by the server, cleared once sent. */
export function ContactForm() {
  const { t } = useT(messages);
  const form = useZodForm(ContactInput, { defaultValues: EMPTY });
  const {
    register,
    formState: { errors },
  } = form;
  const [outcome, setOutcome] = useState<"sent" | "failed" | null>(null);
  const send = useSendContactMessage();

  const submit = form.handleSubmit(async (message) => {
    try {
      await send.mutateAsync(message);
      form.reset(EMPTY);
      setOutcome("sent");
    } catch (error) {
      // The server's own words under the inputs when it named fields; the general banner otherwise.
      if (applyServerErrors(form, error) === 0) setOutcome("failed");
    }
  });

  const busy = send.isPending;
  return (
    <form
      onSubmit={(event) => {
        setOutcome(null);
        void submit(event);
      }}
      noValidate
      className="space-y-4"
    >
      <div aria-live="polite">
        {outcome === "sent" && (
          <div
            role="status"
            className="flex gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200"
          >
            <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
            <div className="flex-1">
              <p className="font-semibold">{t("info.contactForm.success")}</p>
              <p className="text-sm">{t("info.contactForm.thanks")}</p>
            </div>
            <button
              type="button"
              onClick={() => setOutcome(null)}
              className="grid h-8 w-8 shrink-0 place-items-center rounded-full hover:bg-emerald-100"
              aria-label={t("info.contactForm.dismiss")}
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
            <p className="font-semibold">{t("info.contactForm.error")}</p>
            <p className="text-sm">
              {/* Too many messages from one address: the server says when to try again. */}
              {send.error instanceof ApiError && send.error.status === 429
                ? send.error.message
                : t("info.contactForm.failed")}
            </p>
          </div>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("info.contactForm.fullName")} error={errors.name?.message} required>
          {(control) => (
            <Input
              {...control}
              autoComplete="name"
              placeholder={t("info.contactForm.fullNamePlaceholder")}
              {...register("name")}
            />
          )}
        </FormField>
        <FormField label={t("info.contactForm.email")} error={errors.email?.message} required>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              {...register("email")}
            />
          )}
        </FormField>
      </div>
      <FormField label={t("info.contactForm.subject")} error={errors.subject?.message} required>
        {(control) => (
          <Input
            {...control}
            placeholder={t("info.contactForm.subjectPlaceholder")}
            {...register("subject")}
          />
        )}
      </FormField>
      <FormField label={t("info.contactForm.message")} error={errors.message?.message} required>
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            placeholder={t("info.contactForm.messagePlaceholder")}
            {...register("message")}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" loading={busy} className="w-full sm:w-auto">
        {busy ? (
          t("info.contactForm.sending")
        ) : (
          <>
            <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            {t("info.contactForm.send")}
          </>
        )}
      </Button>
    </form>
  );
}
