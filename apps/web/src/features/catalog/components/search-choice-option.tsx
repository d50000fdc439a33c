import { formatRupees } from "@marketplace/shared/money";
import { LayoutGrid, Package, Search, Store as StoreIcon } from "lucide-react";
import { cn } from "@/lib/cn.ts";
import type { Choice } from "./search-choices.ts";

/** One suggestion in the search box's list: its icon or picture, its words and a product's price. */
export function SearchChoiceOption({
  id,
  choice,
  active,
  onChoose,
}: {
  id: string;
  choice: Choice;
  active: boolean;
  onChoose: (choice: Choice) => void;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's own (focus stays in its box).
    <div
      id={id}
      role="option"
      aria-selected={active}
      // Reachable through the box's arrow keys, never by Tab.
      tabIndex={-1}
      // Keeps focus in the box, so the list is still open when the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(choice)}
      className={cn(
        "flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm",
        active ? "bg-brand-50 text-brand-900" : "hover:bg-stone-50",
        !active && (choice.kind === "all" ? "text-brand-800" : "text-stone-800"),
        choice.kind === "all" && "mt-1 border-t border-stone-100 font-semibold",
      )}
    >
      <OptionIcon choice={choice} />
      <span dir="auto" className="min-w-0 flex-1 truncate">
        {choice.label}
      </span>
      {choice.price !== undefined && (
        <span className="shrink-0 text-stone-600">{formatRupees(choice.price)}</span>
      )}
    </div>
  );
}

function OptionIcon({ choice }: { choice: Choice }) {
  if (choice.kind === "product") {
    return choice.image ? (
      <img src={choice.image} alt="" className="h-10 w-10 shrink-0 rounded-lg object-cover" />
    ) : (
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-stone-100 text-stone-400">
        <Package className="h-5 w-5" aria-hidden="true" />
      </span>
    );
  }
  const Icon = choice.kind === "store" ? StoreIcon : choice.kind === "category" ? LayoutGrid : Search;
  return (
    <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
      <Icon className="h-4 w-4" aria-hidden="true" />
    </span>
  );
}
