import { Download, X } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
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
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FormField label="From" className="w-full min-[400px]:w-44" error={error}>
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
      <FormField label="To" className="w-full min-[400px]:w-44">
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
          <X className="h-4 w-4" aria-hidden="true" /> All dates
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
            "Downloading..."
          ) : (
            <>
              <Download className="h-4 w-4" aria-hidden="true" /> Download CSV
            </>
          )}
        </Button>
      )}
    </div>
  );
}
