import { Download, X } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/common.json";
import { useT } from "@/i18n/use-t.ts";
import type { UrlDateRange } from "@/lib/use-url-filters.ts";

interface LedgerDateFilterProps {
  range: UrlDateRange;
  onChange: (range: UrlDateRange) => void;
  /** Said under the dates when they cannot be read as a range. */
  error?: string;
  /** The statement as a CSV file; left out where there is no download. */
  download?: { start: () => void; pending: boolean };
}

/** The statement's from–to dates (either may stay open) and, where offered, its CSV download. */
export function LedgerDateFilter({ range, onChange, error, download }: LedgerDateFilterProps) {
  const { t } = useT(messages);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FormField label={t("common.ledger.from")} className="w-full min-[400px]:w-44" error={error}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={range.from}
            max={range.to || undefined}
            onChange={(event) => onChange({ ...range, from: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={t("common.ledger.to")} className="w-full min-[400px]:w-44">
        {(control) => (
          <Input
            {...control}
            type="date"
            value={range.to}
            min={range.from || undefined}
            onChange={(event) => onChange({ ...range, to: event.target.value })}
          />
        )}
      </FormField>
      {(range.from || range.to) && (
        <Button variant="ghost" onClick={() => onChange({ from: "", to: "" })}>
          <X className="h-4 w-4" aria-hidden="true" /> {t("common.ledger.allDates")}
        </Button>
      )}
      {download && (
        <Button
          variant="secondary"
          className="sm:ms-auto"
          onClick={download.start}
          loading={download.pending}
          disabled={Boolean(error)}
        >
          {download.pending ? (
            t("common.ledger.downloading")
          ) : (
            <>
              <Download className="h-4 w-4" aria-hidden="true" /> {t("common.ledger.downloadCsv")}
            </>
          )}
        </Button>
      )}
    </div>
  );
}
