import { orderNumber } from "@marketplace/shared/order-number";
import type { Order } from "@marketplace/shared/orders-contracts";
import { CreateReturnInput, RETURN_REASONS } from "@marketplace/shared/returns-contracts";
import { useState } from "react";
import { z } from "zod";
import { RETURN_REASON_KEYS } from "@/components/returns/return-summary.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input, Textarea } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import messages from "@/i18n/catalogs/en/returns.json";
import { useT } from "@/i18n/use-t.ts";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { toast } from "@/lib/notify.ts";
import { useAskReturn } from "../api/returns-api.ts";
import { ReturnPhotosField } from "./return-photos-field.tsx";

/** The form's values: a count per order line (0 = keep it), the reason and the note, checked as the API will. */
const AskReturnValues = z.object({
  quantities: z.array(z.coerce.number().int().min(0)),
  reason: CreateReturnInput.shape.reason,
  note: CreateReturnInput.shape.note,
});
type Values = { quantities: Array<number | string>; reason: string; note: string };

/** What the buyer asks back of one delivered order: which units, why, and photos of the problem. */
export function AskReturnForm({ order, token, onSent }: { order: Order; token: string; onSent(): void }) {
  const { t } = useT(messages);
  const ask = useAskReturn();
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const form = useZodForm<typeof AskReturnValues, Values>(AskReturnValues, {
    defaultValues: { quantities: order.products.map(() => 0), reason: "damaged", note: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const send = form.handleSubmit(async ({ quantities, reason, note }) => {
    const items = order.products
      .map((line, index) => ({ itemId: line._id, quantity: quantities[index] ?? 0 }))
      .filter((item) => item.quantity > 0);
    if (items.length === 0) {
      form.setError("root.server", { message: t("returns.ask.chooseItems") });
      return;
    }
    try {
      const answer = await ask.mutateAsync({ orderId: order._id, body: { items, reason, note, images } });
      toast.success(t("returns.ask.sent"), { description: answer.message });
      onSent();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <Card>
      <form onSubmit={send} noValidate className="space-y-5">
        <h2 className="text-lg font-semibold text-stone-900">
          {t("returns.ask.order", { number: orderNumber(order._id), store: order.store.name })}
        </h2>
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-stone-800">{t("returns.ask.itemsLegend")}</legend>
          {order.products.map((line, index) => (
            <FormField
              key={line._id}
              label={t("returns.ask.quantity", { name: line.product.name, count: line.quantity })}
              error={errors.quantities?.[index]?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.quantity}
                  className="max-w-32"
                  {...form.register(`quantities.${index}`)}
                />
              )}
            </FormField>
          ))}
        </fieldset>
        <FormField label={t("returns.ask.reason")} error={errors.reason?.message} required>
          {(control) => (
            <Select
              {...control}
              choices={RETURN_REASONS}
              labelOf={(reason) => t(RETURN_REASON_KEYS[reason])}
              {...form.register("reason")}
            />
          )}
        </FormField>
        <FormField label={t("returns.ask.note")} error={errors.note?.message}>
          {(control) => (
            <Textarea
              {...control}
              maxLength={1000}
              placeholder={t("returns.ask.notePlaceholder")}
              {...form.register("note")}
            />
          )}
        </FormField>
        <ReturnPhotosField value={images} onChange={setImages} token={token} onBusyChange={setUploading} />
        <FormAlert message={errors.root?.server?.message} />
        <Button type="submit" loading={isSubmitting} disabled={uploading}>
          {isSubmitting ? t("returns.ask.busy") : t("returns.ask.submit")}
        </Button>
      </form>
    </Card>
  );
}
