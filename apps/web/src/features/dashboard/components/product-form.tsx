import {
  type CreateProductInput,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
} from "@marketplace/shared/products-contracts";
import { useCallback, useEffect, useState } from "react";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import { CategorySelect } from "@/components/category-select.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input, Textarea } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import type { FieldError } from "@/lib/api-client.ts";
import { applyFieldErrors, useZodForm } from "@/lib/forms.ts";
import { ProductFormSchema, type ProductFormValues } from "../product-form-values.ts";
import type { PhotoKeeper } from "../use-image-uploads.ts";
import type { OptionsFieldErrors, VariantFormValue } from "../variant-rows.ts";
import { ProductImagesField } from "./product-images-field.tsx";
import { ProductOptionsField } from "./product-options-field.tsx";

interface ProductFormProps {
  storeId: string;
  token: string;
  initialValues: ProductFormValues;
  submitLabel: string;
  busyLabel: string;
  /** Saves the product; answers the server's per-field problems (a 400) to show under the inputs. */
  onSubmit: (payload: z.input<typeof CreateProductInput>) => Promise<FieldError[] | undefined>;
  onCancel: () => void;
  onAuthFailed: () => void;
  /** Each change of the values, to keep them as a draft on the phone (the add form, issue 32). */
  onValuesChange?: (values: ProductFormValues) => void;
  /** Photos chosen without a connection are kept on the phone with the draft. */
  keeper?: PhotoKeeper;
}

/** The add/edit product form (spec section 2, both versions of section 5 together). */
export function ProductForm({
  storeId,
  token,
  initialValues,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  onAuthFailed,
  onValuesChange,
  keeper,
}: ProductFormProps) {
  const form = useZodForm<typeof ProductFormSchema, ProductFormValues>(ProductFormSchema, {
    defaultValues: initialValues,
  });
  const {
    register,
    control,
    watch,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const { t } = useT(messages);
  const [uploading, setUploading] = useState(false);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const name = watch("name");
  const description = watch("description");
  const options = watch("options");
  const variants = watch("variants");
  const withVariants = variants.length > 0;
  const hasSalePrice =
    watch("sale_price").trim() !== "" || variants.some((row) => row.sale_price.trim() !== "");
  // After a first try, the messages follow each change, as they do for the other fields.
  const changeOptions = { shouldDirty: true, shouldValidate: isSubmitted };
  const setVariants = (rows: VariantFormValue[]) => setValue("variants", rows, changeOptions);
  // A product that never had options sends none, exactly as before variants; one that had them
  // sends its set (empty when she removed them all), which replaces what was stored.
  const hadOptions = initialValues.options.length > 0;

  useEffect(() => {
    if (!onValuesChange) return;
    const watching = watch((values) => onValuesChange(values as ProductFormValues));
    return () => watching.unsubscribe();
  }, [watch, onValuesChange]);

  const submit = form.handleSubmit(async ({ options: chosen, variants: rows, ...product }) => {
    const withSet = hadOptions || chosen.length > 0 ? { options: chosen, variants: rows } : {};
    const problems = await onSubmit({ ...product, ...withSet, store_id: storeId });
    applyFieldErrors(form, problems ?? []);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormField
        label={t("dashboard.form.name")}
        required
        error={errors.name?.message}
        hint={t("dashboard.form.characters", {
          count: name.length,
          max: PRODUCT_NAME_MAX,
        })}
      >
        {(c) => <Input {...c} maxLength={PRODUCT_NAME_MAX} autoComplete="off" {...register("name")} />}
      </FormField>

      <FormField
        label={t("dashboard.form.description")}
        required
        error={errors.description?.message}
        hint={
          <span aria-live="polite">
            {t("dashboard.form.characters", {
              count: description.length,
              max: PRODUCT_DESCRIPTION_MAX,
            })}
          </span>
        }
      >
        {(c) => <Textarea {...c} rows={5} maxLength={PRODUCT_DESCRIPTION_MAX} {...register("description")} />}
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("dashboard.form.price")} required error={errors.price?.message}>
          {(c) => (
            <Input {...c} type="number" inputMode="decimal" step="0.01" min="0.01" {...register("price")} />
          )}
        </FormField>
        <FormField
          label={t("dashboard.form.salePrice")}
          error={errors.sale_price?.message}
          hint={t("dashboard.form.salePriceHint")}
        >
          {(c) => (
            <Input {...c} type="number" inputMode="decimal" step="0.01" min="0" {...register("sale_price")} />
          )}
        </FormField>
      </div>

      {hasSalePrice && (
        <FormField
          label={t("dashboard.form.saleEnds")}
          error={errors.saleEndingDate?.message}
          hint={t("dashboard.form.saleEndsHint")}
        >
          {(c) => <Input {...c} type="datetime-local" {...register("saleEndingDate")} />}
        </FormField>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("dashboard.form.category")} required error={errors.category?.message}>
          {(c) => <CategorySelect {...c} {...register("category")} />}
        </FormField>
        {withVariants ? (
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-stone-800">{t("dashboard.form.quantity")}</p>
            <p className="text-sm text-stone-600">{t("dashboard.variants.stockPerVariant")}</p>
          </div>
        ) : (
          <FormField label={t("dashboard.form.quantity")} required error={errors.quantity?.message}>
            {(c) => (
              <Input {...c} type="number" inputMode="numeric" step="1" min="0" {...register("quantity")} />
            )}
          </FormField>
        )}
      </div>

      <ProductOptionsField
        options={options}
        variants={variants}
        price={watch("price")}
        salePrice={watch("sale_price")}
        images={watch("images")}
        onChange={(nextOptions, rows) => {
          setValue("options", nextOptions, changeOptions);
          setVariants(rows);
        }}
        onVariantsChange={setVariants}
        errors={{ options: errors.options, variants: errors.variants } as OptionsFieldErrors}
      />

      <Controller
        control={control}
        name="images"
        render={({ field }) => (
          <ProductImagesField
            value={field.value}
            onChange={field.onChange}
            token={token}
            error={errors.images?.message}
            onBusyChange={onBusyChange}
            onAuthFailed={onAuthFailed}
            keeper={keeper}
          />
        )}
      />

      <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t("dashboard.cancel")}
        </Button>
        <Button type="submit" loading={isSubmitting} disabled={uploading}>
          {isSubmitting ? busyLabel : uploading ? t("dashboard.form.uploading") : submitLabel}
        </Button>
      </div>
    </form>
  );
}
