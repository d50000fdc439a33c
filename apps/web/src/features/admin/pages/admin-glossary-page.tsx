import type { GlossaryEntryJson } from "@marketplace/shared/glossary-contracts";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { Input } from "@/components/ui/input.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { formatDate } from "@/lib/format-date.ts";
import { toast } from "@/lib/notify.ts";
import { useAdminT } from "../admin-words.ts";
import { useAdminGlossary, useDeleteGlossaryEntry } from "../api/glossary-admin-api.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { GlossaryEntryDialog } from "../components/glossary-entry-dialog.tsx";

/** Whether an entry holds the typed text: its name or any of its words, in any script. */
export function entryHas(entry: GlossaryEntryJson, typed: string): boolean {
  const text = typed.trim().normalize("NFC").toLowerCase();
  if (!text) return true;
  return [entry.key, ...entry.urdu, ...entry.roman, ...entry.english].some((word) =>
    word.normalize("NFC").toLowerCase().includes(text),
  );
}

/**
 * The search glossary (issue 33, decision 0057): the words buyers find the catalog by in Urdu script,
 * Roman Urdu and English. The built-in entries are read here; the operator adds, changes and deletes
 * her own, each change audited, and search uses it from the next query.
 */
export default function AdminGlossaryPage() {
  const { t } = useAdminT();
  const glossary = useAdminGlossary();
  const [typed, setTyped] = useState("");
  const filter = useDeferredValue(typed);
  const [editing, setEditing] = useState<GlossaryEntryJson | "new" | null>(null);
  const [deleting, setDeleting] = useState<GlossaryEntryJson | null>(null);
  const entries = glossary.data ?? [];
  const own = entries.filter((e) => !e.builtIn && entryHas(e, filter));
  const builtIn = entries.filter((e) => e.builtIn && entryHas(e, filter));
  const hasOwn = entries.some((e) => !e.builtIn);
  return (
    <AdminPage title={t("admin.sections.glossary")} intro={t("admin.glossary.intro")}>
      {glossary.isError ? (
        <ErrorState
          message={t("admin.glossary.loadError", { error: errorMessageOf(glossary.error) })}
          onRetry={() => glossary.refetch()}
          retrying={glossary.isFetching}
        />
      ) : !glossary.data ? (
        <LoadingState label={t("admin.glossary.loading")} />
      ) : (
        <div className="space-y-6">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <search className="min-w-0 sm:w-80">
              <Input
                type="search"
                aria-label={t("admin.glossary.filter")}
                placeholder={t("admin.glossary.filterPlaceholder")}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            </search>
            <Button onClick={() => setEditing("new")}>
              <Plus className="h-4 w-4" aria-hidden="true" /> {t("admin.glossary.add")}
            </Button>
          </div>

          <section aria-labelledby="own-entries" className="space-y-3">
            <h2 id="own-entries" className="text-lg font-semibold text-stone-900">
              {t("admin.glossary.ownTitle", { count: own.length })}
            </h2>
            {!hasOwn ? (
              <EmptyState
                title={t("admin.glossary.ownEmpty")}
                message={t("admin.glossary.ownEmptyDescription")}
              />
            ) : own.length === 0 ? (
              <p className="text-stone-600">{t("admin.glossary.noMatch", { words: filter.trim() })}</p>
            ) : (
              <ul className="space-y-3">
                {own.map((entry) => (
                  <li key={entry.key}>
                    <EntryCard
                      entry={entry}
                      onEdit={() => setEditing(entry)}
                      onDelete={() => setDeleting(entry)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="built-in-entries" className="space-y-3">
            <h2 id="built-in-entries" className="text-lg font-semibold text-stone-900">
              {t("admin.glossary.builtInTitle", { count: builtIn.length })}
            </h2>
            <p className="text-sm text-stone-600">{t("admin.glossary.builtInNote")}</p>
            {builtIn.length === 0 ? (
              <p className="text-stone-600">{t("admin.glossary.noMatch", { words: filter.trim() })}</p>
            ) : (
              <ul className="grid gap-3 md:grid-cols-2">
                {builtIn.map((entry) => (
                  <li key={entry.key}>
                    <EntryCard entry={entry} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
      {editing && (
        <GlossaryEntryDialog
          entry={editing === "new" ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteEntryDialog entry={deleting} onClose={() => setDeleting(null)} />}
    </AdminPage>
  );
}

/** One entry: its name, then its words in each script; the operator's own can be changed or deleted. */
function EntryCard({
  entry,
  onEdit,
  onDelete,
}: {
  entry: GlossaryEntryJson;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const { t, language } = useAdminT();
  // Each list keeps its own direction inside the page's, aligned with the page.
  const list = (words: string[], dir: "ltr" | "rtl", comma = ", ") =>
    words.length > 0 ? (
      <bdi dir={dir} lang={dir === "rtl" ? "ur" : "en"}>
        {words.join(comma)}
      </bdi>
    ) : (
      t("admin.glossary.none")
    );
  return (
    <Card className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-base">
          <bdi dir="ltr">{entry.key}</bdi>
        </CardTitle>
        {entry.builtIn ? (
          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
            {t("admin.glossary.builtIn")}
          </span>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={onEdit}
              aria-label={t("admin.glossary.editLabel", { key: entry.key })}
            >
              <Pencil className="h-4 w-4" aria-hidden="true" /> {t("admin.glossary.edit")}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={onDelete}
              aria-label={t("admin.glossary.deleteLabel", { key: entry.key })}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" /> {t("admin.glossary.delete")}
            </Button>
          </div>
        )}
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="text-stone-500">{t("admin.glossary.urdu")}</dt>
        <dd className="break-words text-stone-900">{list(entry.urdu, "rtl", "، ")}</dd>
        <dt className="text-stone-500">{t("admin.glossary.roman")}</dt>
        <dd className="break-words text-stone-900">{list(entry.roman, "ltr")}</dd>
        <dt className="text-stone-500">{t("admin.glossary.english")}</dt>
        <dd className="break-words text-stone-900">{list(entry.english, "ltr")}</dd>
      </dl>
      {entry.updatedAt && (
        <p className="text-xs text-stone-500">
          {t("admin.glossary.updated", { date: formatDate(entry.updatedAt, { language }) })}
        </p>
      )}
    </Card>
  );
}

function DeleteEntryDialog({ entry, onClose }: { entry: GlossaryEntryJson; onClose(): void }) {
  const { t } = useAdminT();
  const remove = useDeleteGlossaryEntry();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("admin.glossary.deleteTitle", { key: entry.key })}
      description={t("admin.glossary.deleteDescription")}
      confirmLabel={t("admin.glossary.delete")}
      busyLabel={t("admin.glossary.deleting")}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(entry._id ?? "", {
          onSuccess: (answer) => {
            toast.success(answer.message);
            onClose();
          },
        })
      }
    >
      {remove.isError && <FormAlert message={errorMessageOf(remove.error)} />}
    </ConfirmDialog>
  );
}
