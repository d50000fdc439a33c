import type { Return } from "@marketplace/shared/returns-contracts";
import { PackageOpen } from "lucide-react";
import { useState } from "react";
import { NoteDialog } from "@/components/returns/note-dialog.tsx";
import { ReturnSummary } from "@/components/returns/return-summary.tsx";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { toast } from "@/lib/notify.ts";
import { useAdminT } from "../admin-words.ts";
import { useDecideReturn, useEscalatedReturns } from "../api/returns-api.ts";
import { AdminPage } from "../components/admin-page.tsx";

/** The operator's escalated-returns queue (issue 27): both sides' words, one final decision each. */
export default function AdminReturnsPage() {
  const { t } = useAdminT();
  const returns = useEscalatedReturns();
  return (
    <AdminPage title={t("admin.sections.returns")} intro={t("admin.returns.intro")}>
      {returns.isError ? (
        <ErrorState
          message={t("admin.returns.loadError", { error: errorMessageOf(returns.error) })}
          onRetry={() => returns.refetch()}
          retrying={returns.isFetching}
        />
      ) : !returns.data ? (
        <LoadingState label={t("admin.returns.loading")} />
      ) : returns.data.length === 0 ? (
        <EmptyState
          title={t("admin.returns.emptyTitle")}
          message={t("admin.returns.emptyMessage")}
          icon={<PackageOpen className="h-7 w-7" aria-hidden="true" />}
        />
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {returns.data.map((item) => (
            <li key={item._id}>
              <ReturnSummary item={item} showCustomer>
                <Decide item={item} />
              </ReturnSummary>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}

function Decide({ item }: { item: Return }) {
  const { t } = useAdminT();
  const decide = useDecideReturn();
  const [deciding, setDeciding] = useState<"accept" | "decline" | null>(null);
  return (
    <>
      <Button size="sm" onClick={() => setDeciding("accept")}>
        {t("admin.returns.accept")}
      </Button>
      <Button size="sm" variant="ghostDestructive" onClick={() => setDeciding("decline")}>
        {t("admin.returns.decline")}
      </Button>
      <NoteDialog
        open={deciding !== null}
        onOpenChange={(open) => !open && setDeciding(null)}
        title={t(deciding === "decline" ? "admin.returns.declineTitle" : "admin.returns.acceptTitle", {
          number: item.orderNumber,
        })}
        description={t("admin.returns.decideDescription")}
        confirmLabel={t(deciding === "decline" ? "admin.returns.decline" : "admin.returns.accept")}
        busyLabel={t("admin.returns.busy")}
        dismissLabel={t("admin.common.cancel")}
        onConfirm={async (note) => {
          if (!deciding) return;
          const answer = await decide.mutateAsync({ id: item._id, body: { decision: deciding, note } });
          toast.success(t("admin.returns.done"), { description: answer.message });
        }}
      />
    </>
  );
}
