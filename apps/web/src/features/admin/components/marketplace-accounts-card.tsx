import { type MarketplaceAccounts, MarketplaceAccountsInput } from "@marketplace/shared/marketplace-accounts";
import { PaymentAccountInputs } from "@/components/payment-account-inputs.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { toast } from "@/lib/notify.ts";
import { useAdminT } from "../admin-words.ts";
import { useMarketplaceAccounts, useSaveMarketplaceAccounts } from "../api/settings-api.ts";

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
      <PaymentAccountInputs
        words={{
          accountTitle: {
            label: t("admin.accounts.accountTitle"),
            hint: t("admin.accounts.accountTitleHint"),
          },
          bankName: { label: t("admin.accounts.bankName") },
          iban: { label: t("admin.accounts.iban"), hint: t("admin.accounts.ibanHint") },
          jazzcash: { label: t("admin.accounts.jazzcash") },
          easypaisa: { label: t("admin.accounts.easypaisa") },
        }}
        errorOf={(field) => errors[field]?.message}
        register={(field) => register(field)}
        wide={["iban", "accountTitle"]}
      />
      <FormAlert message={errors.root?.server?.message} />
      <Button type="submit" loading={isSubmitting} disabled={!isDirty && !isSubmitting}>
        {isSubmitting ? t("admin.accounts.saving") : t("admin.accounts.save")}
      </Button>
    </form>
  );
}
