import { CATEGORIES, type Category } from "@marketplace/shared/categories";
import { Select, type SelectProps } from "@/components/ui/select.tsx";

/** Every prop of either kind of Select but the two this one fixes. */
type CategorySelectProps =
  SelectProps<Category> extends infer P
    ? P extends unknown
      ? Omit<P, "choices" | "blankLabel">
      : never
    : never;

/** A form's required category choice: a blank "Select a category" first, then every category. */
export function CategorySelect(props: CategorySelectProps) {
  return <Select {...props} choices={CATEGORIES} blankLabel="Select a category" />;
}
