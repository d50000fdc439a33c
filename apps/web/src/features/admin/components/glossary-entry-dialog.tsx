import {
  EnglishSenses,
  type GlossaryEntryJson,
  glossaryKeyField,
  hasSpelling,
  NO_SPELLING,
  RomanSpellings,
  UrduSpellings,
} from "@marketplace/shared/glossary-contracts";
import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input, Textarea } from "@/components/ui/input.tsx";
import { useZodForm } from "@/lib/forms.ts";
import { useAdminT } from "../admin-words.ts";
import { useAddGlossaryEntry, useSaveGlossaryEntry } from "../api/glossary-admin-api.ts";

/** A list's spellings as the form holds them: one a line. */
export const spellingLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * One list's field: its lines checked by the shared list's own rules, its first problem shown under
 * the field (the API answers the same messages).
 */
function linesOf(list: z.ZodType<string[]>) {
  return z
    .string()
    .superRefine((text, ctx) => {
      const checked = list.safeParse(spellingLines(text));
      const first = checked.error?.issues[0];
      if (first) ctx.addIssue({ code: "custom", message: first.message });
    })
    .transform(spellingLines);
}

const words = {
  urdu: linesOf(UrduSpellings),
  roman: linesOf(RomanSpellings),
  english: linesOf(EnglishSenses),
};
const NewEntry = z
  .object({ key: glossaryKeyField, ...words })
  .refine(hasSpelling, { message: NO_SPELLING, path: ["roman"] });
/** A change keeps the entry's name: it is shown in the title, not sent. */
const ChangedEntry = z
  .object({ key: z.string(), ...words })
  .refine(hasSpelling, { message: NO_SPELLING, path: ["roman"] });
type EntryValues = { key: string; urdu: string; roman: string; english: string };

/**
 * Adds an entry to the search glossary (no `entry`) or changes the words of one of the operator's
 * (issue 33): each list one spelling a line, checked as the API checks it.
 */
export function GlossaryEntryDialog({ entry, onClose }: { entry?: GlossaryEntryJson; onClose(): void }) {
  const { t } = useAdminT();
  const add = useAddGlossaryEntry();
  const save = useSaveGlossaryEntry();
  const form = useZodForm<typeof NewEntry, EntryValues>(entry ? ChangedEntry : NewEntry, {
    defaultValues: {
      key: entry?.key ?? "",
      urdu: entry?.urdu.join("\n") ?? "",
      roman: entry?.roman.join("\n") ?? "",
      english: entry?.english.join("\n") ?? "",
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      form={form}
      title={entry ? t("admin.glossary.editTitle", { key: entry.key }) : t("admin.glossary.addTitle")}
      description={entry ? t("admin.glossary.editDescription") : t("admin.glossary.addDescription")}
      onSubmit={async (values) => {
        const answer = entry
          ? await save.mutateAsync({
              id: entry._id ?? "",
              urdu: values.urdu,
              roman: values.roman,
              english: values.english,
            })
          : await add.mutateAsync(values);
        return { done: answer.message };
      }}
      submitLabel={entry ? t("admin.glossary.save") : t("admin.glossary.add")}
      busyLabel={entry ? t("admin.glossary.saving") : t("admin.glossary.adding")}
      cancelLabel={t("admin.common.cancel")}
      onClose={onClose}
    >
      {!entry && (
        <FormField
          label={t("admin.glossary.key")}
          required
          hint={t("admin.glossary.keyHint")}
          error={errors.key?.message}
        >
          {(control) => (
            <Input
              {...control}
              dir="ltr"
              autoComplete="off"
              placeholder="block-print"
              {...form.register("key")}
            />
          )}
        </FormField>
      )}
      <FormField
        label={t("admin.glossary.urdu")}
        hint={t("admin.glossary.urduHint")}
        error={errors.urdu?.message}
      >
        {(control) => (
          <Textarea {...control} dir="rtl" lang="ur" minHeight="min-h-20" {...form.register("urdu")} />
        )}
      </FormField>
      <FormField
        label={t("admin.glossary.roman")}
        hint={t("admin.glossary.romanHint")}
        error={errors.roman?.message}
      >
        {(control) => (
          <Textarea {...control} dir="ltr" lang="en" minHeight="min-h-20" {...form.register("roman")} />
        )}
      </FormField>
      <FormField
        label={t("admin.glossary.english")}
        hint={t("admin.glossary.englishHint")}
        error={errors.english?.message}
      >
        {(control) => (
          <Textarea {...control} dir="ltr" lang="en" minHeight="min-h-20" {...form.register("english")} />
        )}
      </FormField>
    </FormDialog>
  );
}
