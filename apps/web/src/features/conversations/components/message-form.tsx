import { MESSAGE_BODY_MAX, SendMessageInput } from "@marketplace/shared/conversations-contracts";
import { Send } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/conversations.json";
import { useT } from "@/i18n/use-t.ts";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";

interface MessageFormProps {
  label: string;
  placeholder?: string;
  /** Sends the checked message; a failure's words are shown in the form. */
  onSend(body: string): Promise<unknown>;
  /** Beside Send (the composer's Cancel). */
  extra?: ReactNode;
  autoFocus?: boolean;
  rows?: number;
}

/**
 * A message to write: checked with the shared rule (1 to 2,000 characters once trimmed) as she
 * sends, cleared once the server has it. Ctrl+Enter (⌘+Enter) sends too.
 */
export function MessageForm({ label, placeholder, onSend, extra, autoFocus, rows = 3 }: MessageFormProps) {
  const { t, locale } = useT(messages);
  const form = useZodForm(SendMessageInput, { defaultValues: { body: "" } });
  const { errors, isSubmitting } = form.formState;
  const length = form.watch("body").trim().length;

  const submit = form.handleSubmit(async ({ body }) => {
    try {
      await onSend(body);
      form.reset({ body: "" });
    } catch (error) {
      applyServerErrors(form, error, { messageField: "body" });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <FormField
        label={label}
        error={errors.body?.message}
        hint={t("conversations.form.count", {
          count: length.toLocaleString(locale),
          max: MESSAGE_BODY_MAX.toLocaleString(locale),
        })}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={rows}
            dir="auto"
            autoFocus={autoFocus}
            placeholder={placeholder}
            onKeyDown={(event) => {
              if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                void submit();
              }
            }}
            {...form.register("body")}
          />
        )}
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        {extra}
        <Button type="submit" loading={isSubmitting}>
          {!isSubmitting && <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />}
          {isSubmitting ? t("conversations.form.sending") : t("conversations.form.send")}
        </Button>
      </div>
    </form>
  );
}
