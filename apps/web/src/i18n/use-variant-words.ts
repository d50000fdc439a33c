import { formatVariantOptions } from "@marketplace/shared/variant-words";
import { useMemo } from "react";
import { formatList } from "@/lib/format-list.ts";
import messages from "./catalogs/en/variants.json";
import { useT } from "./use-t.ts";

type Key = keyof typeof messages;

/** The option names sellers use most, shown in the reader's language; any other stays as she wrote it. */
const OPTION_NAMES: Record<string, Key> = {
  size: "variants.option.size",
  colour: "variants.option.colour",
  color: "variants.option.colour",
};

/**
 * A product's options and a variant's as people read them (issue 18), in the reader's language.
 * Kept apart from `useLabels`, which every page loads: only pages that show sizes carry these words.
 */
export function useVariantWords() {
  const { t, locale } = useT(messages);
  return useMemo(() => {
    const optionName = (name: string) => {
      const key = OPTION_NAMES[name.trim().toLowerCase()];
      return key ? t(key) : name;
    };
    return {
      /** A product option's name ("Size"), in the reader's words when it is a common one. */
      optionName,
      /** A variant's options as one phrase: "Size: M, Colour: Blue" ("سائز: M، رنگ: نیلا", with the reader's comma). */
      variant: (options: Readonly<Record<string, string>>) =>
        formatVariantOptions(options, optionName, (parts) => formatList(parts, locale)),
    };
  }, [t, locale]);
}
