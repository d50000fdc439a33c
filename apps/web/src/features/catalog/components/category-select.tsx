import { CATEGORIES } from "@marketplace/shared/categories";
import type { ComponentProps } from "react";

const SELECT_CLASSES =
  "block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-500";

/** A form's required category choice: a blank "Select a category" first, then every category. */
export function CategorySelect(props: ComponentProps<"select">) {
  return (
    <select {...props} className={SELECT_CLASSES}>
      <option value="">Select a category</option>
      {CATEGORIES.map((category) => (
        <option key={category}>{category}</option>
      ))}
    </select>
  );
}
