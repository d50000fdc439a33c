import { LayoutGrid, List } from "lucide-react";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";

/** Grid or list: two pressed-or-not buttons. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: "grid" | "list";
  onChange: (view: "grid" | "list") => void;
}) {
  const { t } = useT(messages);
  const option = (value: "grid" | "list", label: string, Icon: typeof LayoutGrid) => (
    <button
      type="button"
      aria-pressed={view === value}
      aria-label={label}
      title={label}
      onClick={() => onChange(value)}
      className={cn(
        "grid h-9 w-9 place-items-center rounded-full",
        view === value ? "bg-brand-700 text-white" : "text-stone-600 hover:bg-stone-100",
      )}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
    </button>
  );
  return (
    <div className="flex items-center gap-1 rounded-full bg-white p-1 ring-1 ring-stone-200">
      {option("grid", t("catalog.view.grid"), LayoutGrid)}
      {option("list", t("catalog.view.list"), List)}
    </div>
  );
}
