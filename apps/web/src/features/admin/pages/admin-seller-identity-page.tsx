import { type AdminKycAnswer, KycDecisionInput } from "@marketplace/shared/kyc-contracts";
import { ArrowLeft, IdCard } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/kyc.json";
import { useT } from "@/i18n/use-t.ts";
import { ApiError } from "@/lib/api-client.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { formatDate } from "@/lib/format-date.ts";
import { toast } from "@/lib/notify.ts";
import { pagePath } from "@/lib/page-paths.ts";
import { useDecideKyc, useSellerKyc } from "../api/payouts-api.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { ReasonDialog } from "../components/reason-dialog.tsx";
import { useAdminSession } from "../session/admin-session.tsx";

function BackToSellers() {
  const { t } = useT(messages);
  return (
    <Link
      to={pagePath("adminSellers")}
      className="mb-2 inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
    >
      <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" /> {t("kyc.admin.backToSellers")}
    </Link>
  );
}

/**
 * A seller's identity check for the operator (issue 30): her CNIC photos side by side with her name
 * and the account's title, and approve or reject with a reason (audited by the API). Approving
 * verifies her: the console's one way to make a seller "verified" (decision 0051).
 */
export default function AdminSellerIdentityPage() {
  const { sellerId = "" } = useParams();
  const { t } = useT(messages);
  const check = useSellerKyc(sellerId);
  const title = check.data ? t("kyc.admin.title", { name: check.data.seller.name }) : t("kyc.page.title");

  let body: React.ReactNode;
  if (check.isPending) body = <LoadingState label={t("kyc.admin.loading")} />;
  else if (check.isError) {
    const missing =
      check.error instanceof ApiError && (check.error.status === 404 || check.error.status === 400);
    body = missing ? (
      <EmptyState title={t("kyc.admin.notFound")} />
    ) : (
      <ErrorState
        message={t("kyc.admin.loadFailed", { error: errorMessageOf(check.error) })}
        onRetry={() => check.refetch()}
        retrying={check.isFetching}
      />
    );
  } else body = <IdentityReview answer={check.data} sellerId={sellerId} />;

  return (
    <AdminPage title={title} intro={t("kyc.admin.intro")} back={<BackToSellers />}>
      {body}
    </AdminPage>
  );
}

function IdentityReview({ answer, sellerId }: { answer: AdminKycAnswer; sellerId: string }) {
  const { t, language } = useT(messages);
  const { admin } = useAdminSession();
  const decide = useDecideKyc(sellerId);
  const [rejecting, setRejecting] = useState(false);
  const { seller, kyc } = answer;
  const account = kyc.payoutAccount;
  // Operations decides; every other member of staff may read (the API's roles table, decision 0043).
  const mayDecide = admin?.role === "owner" || admin?.role === "operations";

  const approve = () =>
    decide.mutate(
      { decision: "approve" },
      {
        onSuccess: () =>
          toast.success(t("kyc.admin.approved"), {
            description: t("kyc.admin.approvedMessage", { name: seller.name }),
          }),
        onError: (error) => toast.error(t("kyc.admin.approveFailed"), { description: errorMessageOf(error) }),
      },
    );

  const facts: Array<[string, React.ReactNode]> = [
    [t("kyc.admin.sellerName"), <bdi key="name">{seller.name}</bdi>],
    [t("kyc.admin.email"), <bdi key="email">{seller.email}</bdi>],
    [
      t("kyc.admin.stores"),
      seller.stores.length ? <bdi key="stores">{seller.stores.join(", ")}</bdi> : t("kyc.admin.noStores"),
    ],
  ];
  if (kyc.cnic)
    facts.push([
      t("kyc.admin.cnic"),
      <bdi key="cnic" dir="ltr">
        {kyc.cnic}
      </bdi>,
    ]);
  if (account) {
    facts.push([t("kyc.admin.accountTitle"), <bdi key="title">{account.title}</bdi>]);
    facts.push([t("kyc.admin.accountType"), t(`kyc.form.type.${account.type}`)]);
    if (account.type === "bank") {
      facts.push([t("kyc.admin.bank"), <bdi key="bank">{account.bankName}</bdi>]);
      facts.push([
        t("kyc.admin.iban"),
        <bdi key="iban" dir="ltr">
          {account.iban}
        </bdi>,
      ]);
    } else
      facts.push([
        t("kyc.admin.wallet"),
        <bdi key="wallet" dir="ltr">
          {account.number}
        </bdi>,
      ]);
  }
  if (kyc.submittedAt) facts.push([t("kyc.admin.submittedAt"), formatDate(kyc.submittedAt, { language })]);
  if (kyc.decidedAt) facts.push([t("kyc.admin.decidedAt"), formatDate(kyc.decidedAt, { language })]);

  return (
    <div className="space-y-6">
      <section
        aria-label={t("kyc.status.heading", { status: t(`kyc.status.${kyc.status}`) })}
        className="space-y-1"
      >
        <p className="text-lg font-semibold text-stone-900">
          {t("kyc.status.heading", { status: t(`kyc.status.${kyc.status}`) })}
        </p>
        {kyc.status === "rejected" && kyc.reason && (
          <p className="break-words text-stone-700">{t("kyc.status.reason", { reason: kyc.reason })}</p>
        )}
      </section>
      {kyc.status === "not_submitted" ? (
        <EmptyState title={t("kyc.admin.notSubmitted")} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <Card className="space-y-3">
            <dl className="space-y-2">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs font-medium text-stone-500">{label}</dt>
                  <dd className="break-words font-medium text-stone-900">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card className="space-y-3">
            <CardTitle>{t("kyc.admin.documents")}</CardTitle>
            <div className="grid gap-4 sm:grid-cols-2">
              {(["front", "back"] as const).map((side) => {
                const link = kyc.documents[side];
                const label = t(side === "front" ? "kyc.admin.frontSide" : "kyc.admin.backSide");
                return (
                  <figure key={side} className="space-y-1.5">
                    {link ? (
                      <a href={link.url} target="_blank" rel="noreferrer" className="block">
                        <img
                          src={link.url}
                          alt={t("kyc.admin.photoAlt", { side: label, name: seller.name })}
                          className="aspect-[1.6] w-full rounded-xl bg-stone-100 object-contain ring-1 ring-stone-200"
                        />
                      </a>
                    ) : (
                      <div className="grid aspect-[1.6] place-items-center rounded-xl bg-stone-100 text-stone-500">
                        <IdCard className="h-7 w-7" aria-hidden="true" />
                        <span className="sr-only">{t("kyc.admin.noPhoto")}</span>
                      </div>
                    )}
                    <figcaption className="text-sm text-stone-700">
                      {label} · <bdi>{account?.title ?? seller.name}</bdi>
                    </figcaption>
                  </figure>
                );
              })}
            </div>
            <p className="text-xs text-stone-500">{t("kyc.admin.linkExpires")}</p>
          </Card>
        </div>
      )}
      {kyc.status === "submitted" && mayDecide && (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={decide.isPending} onClick={() => setRejecting(true)}>
            {t("kyc.admin.reject")}
          </Button>
          <Button loading={decide.isPending} onClick={approve}>
            {decide.isPending ? t("kyc.admin.approving") : t("kyc.admin.approve")}
          </Button>
        </div>
      )}
      {kyc.status === "submitted" && !mayDecide && (
        <p className="text-sm text-stone-600">{t("kyc.admin.readOnly")}</p>
      )}
      {(kyc.status === "approved" || kyc.status === "rejected") && (
        <p className="text-sm text-stone-600">{t("kyc.admin.decidedNote")}</p>
      )}
      {rejecting && (
        <ReasonDialog
          schema={KycDecisionInput}
          defaultValues={{ decision: "reject", reason: "" }}
          title={t("kyc.admin.rejectTitle", { name: seller.name })}
          description={t("kyc.admin.rejectBody")}
          confirmLabel={t("kyc.admin.reject")}
          busyLabel={t("kyc.admin.rejecting")}
          onConfirm={async (input) => {
            await decide.mutateAsync(input);
            return { done: t("kyc.admin.rejected"), description: seller.name };
          }}
          onClose={() => setRejecting(false)}
        />
      )}
    </div>
  );
}
