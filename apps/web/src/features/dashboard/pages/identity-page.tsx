import { PageHead } from "@/components/layout/page-head.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/kyc.json";
import { useT } from "@/i18n/use-t.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { toast } from "@/lib/notify.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { useOwnKyc, useSubmitKyc } from "../api/identity-api.ts";
import { FormPageLayout } from "../components/form-page-layout.tsx";
import { SellerSignInRequired } from "../components/seller-sign-in-required.tsx";
import { IdentityForm } from "../identity/identity-form.tsx";
import { IdentityStatus, OnlyYouCanSee } from "../identity/identity-status.tsx";

/** Her identity check and payout account (issue 30): what she sent, its status, and the form to send it. */
export default function IdentityPage() {
  const { t } = useT(messages);
  return (
    <>
      <PageHead title={t("kyc.page.title")} noindex />
      <IdentityScreen />
    </>
  );
}

function IdentityScreen() {
  const { seller, sellerToken } = useSession();
  const { t } = useT(messages);
  const kyc = useOwnKyc();
  const submit = useSubmitKyc();

  if (!seller || !sellerToken) return <SellerSignInRequired pageTitle={t("kyc.page.title")} />;
  if (kyc.isPending) return <LoadingState label={t("kyc.page.loading")} />;
  if (kyc.isError) {
    return (
      <ErrorState
        title={t("kyc.page.loadFailed")}
        message={errorMessageOf(kyc.error)}
        onRetry={() => kyc.refetch()}
        retrying={kyc.isFetching}
      />
    );
  }
  const current = kyc.data.kyc;
  return (
    <FormPageLayout title={t("kyc.page.title")} subtitle={t("kyc.page.intro")}>
      <div className="space-y-6">
        <IdentityStatus kyc={current} />
        {!current.listed && <OnlyYouCanSee />}
        <IdentityForm
          // A fresh form for each answer: after sending, it shows what is on file now.
          key={`${current.status}-${current.submittedAt}`}
          kyc={current}
          onSubmit={async (input) => {
            try {
              const answer = await submit.mutateAsync(input);
              const sent = answer.kyc.status === "submitted";
              toast.success(t(sent ? "kyc.form.sent" : "kyc.form.unchanged"), {
                description: t(sent ? "kyc.form.sentMessage" : "kyc.form.unchangedMessage"),
              });
              window.scrollTo({ top: 0 });
            } catch (error) {
              toast.error(t("kyc.form.saveFailed"), { description: errorMessageOf(error) });
              throw error;
            }
          }}
        />
      </div>
    </FormPageLayout>
  );
}
