import { CloseAccountInput } from "@marketplace/shared/account-contracts";
import type { AccountRole } from "@marketplace/shared/auth-contracts";
import { Button } from "@/components/ui/button.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Modal } from "@/components/ui/modal.tsx";
import messages from "@/i18n/catalogs/en/account-close.json";
import { useT } from "@/i18n/use-t.ts";
import { ApiError } from "@/lib/api-client.ts";
import { applyFieldErrors, applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { closeMyAccount } from "../api/account-close.ts";
import { PasswordInput } from "./password-input.tsx";

interface AccountCloseDialogProps {
  accountRole: AccountRole;
  token: string;
  /** The server has closed her account: sign her out here and say so. */
  onClosed(): void;
  onCancel(): void;
}

/**
 * "Close my account" (issue 36, decision 0041): what closing does, her password re-typed, and the
 * server's answer. A wrong password is said under the field; a refusal (an order still open, money
 * owed either way) is the server's own words above the buttons. It cannot be dismissed mid-request.
 */
export function AccountCloseDialog({ accountRole, token, onClosed, onCancel }: AccountCloseDialogProps) {
  const { t } = useT(messages);
  const form = useZodForm(CloseAccountInput, { defaultValues: { password: "" } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const submit = form.handleSubmit(async (input) => {
    try {
      await closeMyAccount(token, input);
      onClosed();
    } catch (error) {
      // A wrong password names its field: said there only, so it is not said twice.
      if (error instanceof ApiError && applyFieldErrors(form, error.errors) > 0) return;
      applyServerErrors(form, error);
    }
  });

  const consequences = [
    t("account-close.dialog.erased"),
    t("account-close.dialog.ordersKept"),
    ...(accountRole === "seller" ? [t("account-close.dialog.storesClosed")] : []),
    t("account-close.dialog.signedOut"),
  ];
  return (
    <Modal
      open
      onOpenChange={(next) => !isSubmitting && !next && onCancel()}
      title={t("account-close.dialog.title")}
      description={t("account-close.dialog.intro")}
      width="md"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <ul className="list-disc space-y-1 ps-5 text-sm text-stone-700">
          {consequences.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="text-sm text-stone-600">{t("account-close.dialog.owed")}</p>
        <FormField
          label={t("account-close.dialog.password")}
          error={errors.password?.message}
          hint={t("account-close.dialog.passwordHint")}
          required
        >
          {(control) => (
            <PasswordInput {...control} autoComplete="current-password" {...register("password")} />
          )}
        </FormField>
        <FormAlert message={errors.root?.server?.message} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={isSubmitting} onClick={onCancel}>
            {t("account-close.dialog.keep")}
          </Button>
          <Button type="submit" variant="destructive" loading={isSubmitting}>
            {isSubmitting ? t("account-close.dialog.busy") : t("account-close.dialog.confirm")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
