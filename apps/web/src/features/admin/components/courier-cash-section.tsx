import {
  type CourierCashPosition,
  type RemittanceImportAnswer,
  RemittanceImportInput,
} from "@marketplace/shared/courier-cash-contracts";
import { formatRupees } from "@marketplace/shared/money";
import { FileUp } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { Select } from "@/components/ui/select.tsx";
import { ApiError } from "@/lib/api-client.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { useAdminT } from "../admin-words.ts";
import { useCourierCash, useImportRemittances } from "../api/courier-cash-api.ts";

const ImportValues = z.object({
  code: z.string().min(1, "Please choose a courier."),
  csv: RemittanceImportInput.shape.csv,
});
/** `row 3` as the server names a statement's row, for the reader's words. */
const rowOf = (field: string) => /^row (\d+)$/.exec(field)?.[1];

/** One booking courier's cash: collected, kept (fee and tax), paid back, and still owed. */
function PositionRow({ position }: { position: CourierCashPosition }) {
  const { t } = useAdminT();
  return (
    <div className="rounded-xl border border-stone-200 p-3">
      <p className="font-medium text-stone-900">{position.name}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
        {(
          [
            ["admin.courierCash.collected", position.collected],
            ["admin.courierCash.fees", position.fees],
            ["admin.courierCash.tax", position.tax],
            ["admin.courierCash.remitted", position.remitted],
            ["admin.courierCash.owed", position.owed],
          ] as const
        ).map(([key, amount]) => (
          <div key={key}>
            <dt className="text-stone-600">{t(key)}</dt>
            <dd className="font-medium tabular-nums" dir="ltr">
              {formatRupees(amount)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-stone-600">
        {t("admin.courierCash.unremitted", { count: position.unremittedOrders })}
      </p>
    </div>
  );
}

/** What the last import did: rows recorded now and rows already known. */
function ImportResult({ answer }: { answer: RemittanceImportAnswer }) {
  const { t } = useAdminT();
  return (
    <div role="status" className="rounded-xl bg-green-50 px-3.5 py-2.5 text-sm text-green-900">
      <p className="font-medium">{t("admin.courierCash.imported")}</p>
      <ul className="mt-1 list-inside list-disc">
        <li>{t("admin.courierCash.posted", { count: answer.posted })}</li>
        <li>{t("admin.courierCash.alreadyKnown", { count: answer.alreadyKnown })}</li>
        <li>{t("admin.courierCash.remittedNow", { amount: formatRupees(answer.remitted) })}</li>
      </ul>
    </div>
  );
}

/** Each bad row of a refused statement, by its row in the file. */
function RowErrors({ error }: { error: ApiError }) {
  const { t } = useAdminT();
  return (
    <div role="alert" className="rounded-xl bg-red-50 px-3.5 py-2.5 text-sm text-red-800">
      <p className="font-medium">{error.message}</p>
      <ul className="mt-1 space-y-0.5">
        {error.errors.map((problem, index) => {
          const row = rowOf(problem.field);
          return (
            <li key={`${problem.field}-${index}`}>
              {row ? <span className="font-medium">{t("admin.courierCash.row", { row })}: </span> : null}
              {problem.message}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ImportForm({ couriers }: { couriers: CourierCashPosition[] }) {
  const { t } = useAdminT();
  const importStatement = useImportRemittances();
  const [result, setResult] = useState<RemittanceImportAnswer | ApiError | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [fileName, setFileName] = useState<string | null>(null);
  const form = useZodForm(ImportValues, {
    defaultValues: { code: couriers.length === 1 ? (couriers[0]?.code ?? "") : "", csv: "" },
  });
  const { register, handleSubmit, formState, setValue } = form;
  const nameOf = (code: string) => couriers.find((c) => c.code === code)?.name ?? code;
  const submit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const answer = await importStatement.mutateAsync(values);
      setResult(answer);
      form.reset({ code: values.code, csv: "" });
      setFileKey((key) => key + 1);
      setFileName(null);
    } catch (error) {
      if (error instanceof ApiError && error.errors.some((e) => rowOf(e.field))) setResult(error);
      else applyServerErrors(form, error, { messageField: "csv" });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="courier-cash-import" className="mt-3 space-y-3">
      <h3 id="courier-cash-import" className="font-medium text-stone-900">
        {t("admin.courierCash.importTitle")}
      </h3>
      <p className="text-sm text-stone-600">{t("admin.courierCash.importHint")}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t("admin.courierCash.courier")} required error={formState.errors.code?.message}>
          {(control) => (
            <Select
              {...control}
              choices={couriers.map((c) => c.code)}
              labelOf={nameOf}
              blankLabel={t("admin.courierCash.chooseCourier")}
              {...register("code")}
            />
          )}
        </FormField>
        <FormField label={t("admin.courierCash.file")} required error={formState.errors.csv?.message}>
          {(control) => (
            // The browser's own file button speaks the browser's language, not the page's: a label
            // in the page's words opens the (visually hidden) input instead.
            <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-4 text-sm font-medium text-brand-800 ring-1 ring-brand-200 ring-inset focus-within:ring-2 focus-within:ring-brand-600 hover:bg-brand-50">
              <FileUp className="h-4 w-4 shrink-0" aria-hidden="true" />
              <span className="truncate">
                {fileName
                  ? t("admin.courierCash.fileChosen", { name: fileName })
                  : t("admin.courierCash.chooseFile")}
              </span>
              <input
                {...control}
                key={fileKey}
                type="file"
                accept=".csv,text/csv"
                className="sr-only"
                onChange={async (event) => {
                  const file = event.currentTarget.files?.[0];
                  setResult(null);
                  setFileName(file?.name ?? null);
                  setValue("csv", file ? await file.text() : "", { shouldValidate: true });
                }}
              />
            </label>
          )}
        </FormField>
      </div>
      <Button type="submit" size="sm" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t("admin.courierCash.importing") : t("admin.courierCash.import")}
      </Button>
      {result instanceof ApiError ? (
        <RowErrors error={result} />
      ) : result ? (
        <ImportResult answer={result} />
      ) : null}
    </form>
  );
}

/**
 * The cash booking couriers collect for the marketplace (decision 0042): what each collected, kept
 * and paid back, and the operator's import of a courier's remittance statement.
 */
export function CourierCashSection() {
  const { t } = useAdminT();
  const cash = useCourierCash();
  return (
    <Card>
      <CardTitle>{t("admin.courierCash.title")}</CardTitle>
      <p className="mt-1 text-sm text-stone-600">{t("admin.courierCash.intro")}</p>
      {cash.isError ? (
        <ErrorState
          message={t("admin.courierCash.loadError", { error: errorMessageOf(cash.error) })}
          onRetry={() => cash.refetch()}
          retrying={cash.isFetching}
        />
      ) : !cash.data ? (
        <LoadingState label={t("admin.courierCash.loading")} />
      ) : cash.data.length === 0 ? (
        <EmptyState title={t("admin.courierCash.empty")} />
      ) : (
        <div className="mt-3 space-y-3">
          {cash.data.map((position) => (
            <PositionRow key={position.code} position={position} />
          ))}
          <ImportForm couriers={cash.data} />
        </div>
      )}
    </Card>
  );
}
