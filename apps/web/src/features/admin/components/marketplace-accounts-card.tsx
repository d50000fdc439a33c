import { type MarketplaceAccounts, MarketplaceAccountsInput } from "@marketplace/shared/marketplace-accounts";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { errorMessageOf } from "@/features/auth/auth-errors.ts";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { toast } from "@/lib/notify.ts";
import { type AdminKey, useAdminT } from "../admin-words.ts";
import { useMarketplaceAccounts, useSaveMarketplaceAccounts } from "../api/settings-api.ts";

type Field = keyof MarketplaceAccounts;

const FIELDS: Array<{ field: Field; label: AdminKey; hint?: AdminKey; inputMode?: "tel" }> = [
  { field: "accountTitle", label: "admin.accounts.accountTitle", hint: "admin.accounts.accountTitleHint" },
  { field: "bankName", label: "admin.accounts.bankName" },
  { field: "iban", label: "admin.accounts.iban", hint: "admin.accounts.ibanHint" },
  { field: "jazzcash", label: "admin.accounts.jazzcash", inputMode: "tel" },
  { field: "easypaisa", label: "admin.accounts.easypaisa", inputMode: "tel" },
];

/**
 * Where sellers pay Hunarmand what they owe it (issue 34, item 4): the commission and tax on the cash
 * they collected on delivery. Sellers see these accounts, with their store's reference, on Earnings.
 */
export function MarketplaceAccountsCard() {
  const { t } = useAdminT();
  const accounts = useMarketplaceAccounts();
  return (
    <Card className="min-w-0">
      <CardTitle>{t("admin.accounts.title")}</CardTitle>
      <p className="mt-1 text-sm text-stone-600">{t("admin.accounts.intro")}</p>
      <div className="mt-4">
        {accounts.isError ? (
          <ErrorState
            message={t("admin.accounts.loadError", { error: errorMessageOf(accounts.error) })}
            onRetry={() => accounts.refetch()}
            retrying={accounts.isFetching}
          />
        ) : !accounts.data ? (
          <LoadingState label={t("admin.accounts.loading")} />
        ) : (
          <AccountsForm accounts={accounts.data.accounts} />
        )}
      </div>
    </Card>
  );
}

function AccountsForm({ accounts }: { accounts: MarketplaceAccounts }) {
  const { t } = useAdminT();
  const save = useSaveMarketplaceAccounts();
  const form = useZodForm(MarketplaceAccountsInput, { defaultValues: accounts });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = form;

  const submit = handleSubmit(async (input) => {
    try {
      const answer = await save.mutateAsync(input);
      form.reset(answer.accounts);
      toast.success(t("admin.accounts.saved"));
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ field, label, hint, inputMode }) => (
          <FormField
            key={field}
            label={t(label)}
            hint={hint && t(hint)}
            error={errors[field]?.message}
            className={field === "iban" || field === "accountTitle" ? "sm:col-span-2" : undefined}
          >
            {(control) => (
              <Input
                {...control}
                inputMode={inputMode}
                autoComplete="off"
                maxLength={field === "iban" ? 34 : 100}
                {...register(field)}
              />
            )}
          </FormField>
        ))}
      </div>
      <FormAlert message={errors.root?.server?.message} />
      <Button type="submit" loading={isSubmitting} disabled={!isDirty && !isSubmitting}>
        {isSubmitting ? t("admin.accounts.saving") : t("admin.accounts.save")}
      </Button>
    </form>
  );
}
