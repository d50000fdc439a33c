import type { StoreHelper } from "@marketplace/shared/store-helpers-contracts";
import { CircleUser, UsersRound } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import messages from "@/i18n/catalogs/en/helpers.json";
import { useT } from "@/i18n/use-t.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { formatDate } from "@/lib/format-date.ts";
import { toast } from "@/lib/notify.ts";
import { useRemoveHelper } from "../api/helpers-api.ts";
import { ROLE_WORDS } from "./helper-words.ts";

/**
 * The store's helpers and the invitations still waiting, each with one button: removing a helper
 * (or taking back an invitation) is one tap, and her access ends with the server's answer.
 */
export function HelperList({ storeId, helpers }: { storeId: string; helpers: StoreHelper[] }) {
  const { t, language } = useT(messages);
  const remove = useRemoveHelper(storeId);

  if (helpers.length === 0) {
    return (
      <EmptyState
        title={t("helpers.list.emptyTitle")}
        message={t("helpers.list.emptyMessage")}
        icon={<UsersRound className="h-7 w-7" aria-hidden="true" />}
      />
    );
  }

  function removeOne(helper: StoreHelper) {
    const who = helper.name ?? helper.contact;
    remove.mutate(helper._id, {
      onSuccess: () =>
        toast.success(
          t(helper.status === "active" ? "helpers.list.removed" : "helpers.list.takenBack", { name: who }),
        ),
      onError: (error) => toast.error(t("helpers.list.removeFailed"), { description: errorMessageOf(error) }),
    });
  }

  return (
    <ul className="divide-y divide-stone-100" aria-label={t("helpers.list.title")}>
      {helpers.map((helper) => {
        const active = helper.status === "active";
        const expired = !active && helper.expiresAt !== null && Date.parse(helper.expiresAt) <= Date.now();
        const who = helper.name ?? helper.contact;
        let state: string;
        if (active)
          state = t("helpers.list.since", {
            date: formatDate(helper.since ?? helper.invitedAt, { language }),
          });
        else if (expired) state = t("helpers.list.expired");
        else state = t("helpers.list.waiting", { date: formatDate(helper.expiresAt ?? "", { language }) });
        const busy = remove.isPending && remove.variables === helper._id;
        return (
          <li key={helper._id} className="flex flex-wrap items-center gap-3 py-3" aria-label={who}>
            <span
              aria-hidden="true"
              className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700"
            >
              <CircleUser className="h-5 w-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-stone-900" dir="auto">
                {who}
              </p>
              {active && (
                <p className="truncate text-xs text-stone-500" dir="ltr">
                  {helper.contact}
                </p>
              )}
              <p className="text-sm text-stone-600">
                {t(ROLE_WORDS[helper.role].name)} · {state}
              </p>
            </div>
            <Button
              variant="ghostDestructive"
              size="sm"
              loading={busy}
              disabled={remove.isPending}
              onClick={() => removeOne(helper)}
              aria-label={t(active ? "helpers.list.removeLabel" : "helpers.list.takeBackLabel", {
                name: who,
              })}
            >
              {t(active ? "helpers.list.remove" : "helpers.list.takeBack")}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
