import {
  type CreateProductInput,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
} from "@marketplace/shared/products-contracts";
import { useCallback, useState } from "react";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input, Textarea } from "@/components/ui/input.tsx";
import { CategorySelect } from "@/features/catalog/components/category-select.tsx";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import type { FieldError } from "@/lib/api-client.ts";
import { applyFieldErrors, useZodForm } from "@/lib/forms.ts";
import { ProductFormSchema, type ProductFormValues } from "../product-form-values.ts";
import { ProductImagesField } from "./product-images-field.tsx";

interface ProductFormProps {
  storeId: string;
  token: string;
  initialValues: ProductFormValues;
  submitLabel: string;
  busyLabel: string;
  /** Saves the product; answers the server's per-field problems (a 400) to show under the inputs. */
  onSubmit: (payload: CreateProductInput) => Promise<FieldError[] | undefined>;
  onCancel: () => void;
  onAuthFailed: () => void;
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
}: ProductFormProps) {
  const form = useZodForm<typeof ProductFormSchema, ProductFormValues>(ProductFormSchema, {
    defaultValues: initialValues,
  });
  const {
    register,
    control,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const { t } = useT(messages);
  const [uploading, setUploading] = useState(false);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const name = watch("name");
  const description = watch("description");
  const hasSalePrice = watch("sale_price").trim() !== "";

  const submit = form.handleSubmit(async (product) => {
    const problems = await onSubmit({ ...product, store_id: storeId });
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
        <FormField label={t("dashboard.form.quantity")} required error={errors.quantity?.message}>
          {(c) => (
            <Input {...c} type="number" inputMode="numeric" step="1" min="0" {...register("quantity")} />
          )}
        </FormField>
      </div>

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
