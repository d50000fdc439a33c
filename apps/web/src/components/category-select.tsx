import { CATEGORIES, type Category } from "@marketplace/shared/categories";
import { Select, type SelectProps } from "@/components/ui/select.tsx";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";

/** Every prop of either kind of Select but the two this one fixes. */
type CategorySelectProps =
  SelectProps<Category> extends infer P
    ? P extends unknown
      ? Omit<P, "choices" | "blankLabel">
      : never
    : never;

/** A form's required category choice: a blank "Select a category" first, then every category. */
export function CategorySelect(props: CategorySelectProps) {
  const { t } = useT(messages);
  const labels = useLabels();
  return (
    <Select
      {...props}
      choices={CATEGORIES}
      labelOf={labels.category}
      blankLabel={t("catalog.categorySelect.blank")}
    />
  );
}
