import { PackageOpen } from "lucide-react";
import { useState } from "react";
import { PageHead } from "@/components/layout/page-head.tsx";
import { NoteDialog } from "@/components/returns/note-dialog.tsx";
import { ReturnSummary } from "@/components/returns/return-summary.tsx";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/returns.json";
import { useT } from "@/i18n/use-t.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { toast } from "@/lib/notify.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { type Return, useBuyerStep, useMyReturns } from "../api/returns-api.ts";
import { ReturnsSignIn } from "../components/returns-sign-in.tsx";

const WITHDRAWABLE = ["requested", "accepted", "declined", "escalated"];

/** The buyer's returns and how far each has come, with what she may do next. */
export default function MyReturnsPage() {
  const { customer } = useSession();
  const { t } = useT(messages);
  const returns = useMyReturns(!!customer);
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <PageHead title={t("returns.mine.title")} noindex />
      <h1 className="mb-6 font-display text-3xl font-bold text-brand-800">{t("returns.mine.title")}</h1>
      {!customer ? (
        <ReturnsSignIn as="customer" />
      ) : returns.isError ? (
        <ErrorState
          message={t("returns.mine.loadError", { error: errorMessageOf(returns.error) })}
          onRetry={() => returns.refetch()}
          retrying={returns.isFetching}
        />
      ) : !returns.data ? (
        <LoadingState label={t("returns.mine.loading")} />
      ) : returns.data.length === 0 ? (
        <EmptyState
          title={t("returns.mine.emptyTitle")}
          message={t("returns.mine.emptyMessage")}
          icon={<PackageOpen className="h-7 w-7" aria-hidden="true" />}
        />
      ) : (
        <ul className="space-y-4">
          {returns.data.map((item) => (
            <li key={item._id}>
              <ReturnSummary item={item}>
                <BuyerActions item={item} />
              </ReturnSummary>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BuyerActions({ item }: { item: Return }) {
  const { t } = useT(messages);
  const step = useBuyerStep();
  const [asking, setAsking] = useState<"escalate" | "withdraw" | null>(null);
  // The operator decides once: a return declined after escalating stays declined.
  const escalatable = item.status === "declined" && !item.steps.some((s) => s.status === "escalated");
  const take = async (note: string) => {
    if (!asking) return;
    const answer = await step.mutateAsync({ id: item._id, step: asking, note });
    toast.success(t("returns.done"), { description: answer.message });
  };
  return (
    <>
      {escalatable && (
        <Button size="sm" onClick={() => setAsking("escalate")}>
          {t("returns.mine.escalate")}
        </Button>
      )}
      {WITHDRAWABLE.includes(item.status) && (
        <Button size="sm" variant="ghostDestructive" onClick={() => setAsking("withdraw")}>
          {t("returns.mine.withdraw")}
        </Button>
      )}
      <NoteDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t(asking === "escalate" ? "returns.mine.escalateTitle" : "returns.mine.withdrawTitle")}
        description={t(
          asking === "escalate" ? "returns.mine.escalateDescription" : "returns.mine.withdrawDescription",
        )}
        confirmLabel={t(asking === "escalate" ? "returns.mine.escalate" : "returns.mine.withdraw")}
        busyLabel={t(asking === "escalate" ? "returns.mine.escalateBusy" : "returns.mine.withdrawBusy")}
        dismissLabel={t("returns.mine.keep")}
        onConfirm={take}
      />
    </>
  );
}
