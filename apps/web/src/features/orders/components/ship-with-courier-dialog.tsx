import type { Courier } from "@marketplace/shared/couriers-contracts";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input, NumberInput } from "@/components/ui/input.tsx";
import { Modal } from "@/components/ui/modal.tsx";
import { Select } from "@/components/ui/select.tsx";
import messages from "@/i18n/catalogs/en/orders.json";
import { useT } from "@/i18n/use-t.ts";
import { ApiError } from "@/lib/api-client.ts";
import { useZodForm } from "@/lib/forms.ts";
import { useCouriers, useShipOrder } from "../api/couriers-api.ts";

/** "other": a courier not in the list, shipped with its tracking number as before (older flow). */
const OTHER = "other";

const ShipForm = z.object({
  courier: z.string().min(1, "Please choose the courier."),
  number: z.string().trim().max(100, "Tracking number must be at most 100 characters."),
  weightGrams: z.string(),
  pieces: z.string(),
});
type ShipForm = z.infer<typeof ShipForm>;

interface ShipWithCourierDialogProps {
  orderId: string;
  /** The order's number, as the seller's card shows it. */
  orderNumber: string;
  storeId: string;
  onCancel(): void;
  /** Shipped through the courier route; `message` is the server's. */
  onShipped(message: string): void;
  /** A courier not in the list: the older move to Shipped with a tracking number. */
  onOtherCourier(trackingNumber: string): void;
}

/**
 * Marking an order Shipped (issue 28): the seller picks the courier and types its consignment number,
 * or, for a courier the marketplace books with, presses "Book pickup" with the parcel's weight and
 * pieces. The server checks the number's format and answers in the reader's language.
 */
export function ShipWithCourierDialog(props: ShipWithCourierDialogProps) {
  const { orderId, orderNumber, storeId, onCancel, onShipped, onOtherCourier } = props;
  const { t } = useT(messages);
  const couriers = useCouriers();
  const ship = useShipOrder(storeId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(ShipForm, {
    defaultValues: { courier: "", number: "", weightGrams: "500", pieces: "1" },
  });
  const list: Courier[] = couriers.data ?? [];
  const chosen = list.find((c) => c.code === form.watch("courier"));
  const blank = !form.watch("number")?.trim();

  const send = (values: ShipForm, book: boolean) => {
    setFailure(null);
    if (values.courier === OTHER) return onOtherCourier(values.number.trim());
    const body = book
      ? {
          courier: values.courier,
          book: { weightGrams: Number(values.weightGrams), pieces: Number(values.pieces) },
        }
      : { courier: values.courier, consignmentNumber: values.number };
    ship.mutate(
      { orderId, ...body },
      {
        onSuccess: (answer) => onShipped(answer.message),
        onError: (error) => setFailure(error instanceof ApiError ? error.message : t("orders.ship.failed")),
      },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t("orders.tracking.title")}
      description={t("orders.ship.description", { number: orderNumber })}
    >
      <form onSubmit={form.handleSubmit((values) => send(values, false))} className="space-y-4">
        <FormField label={t("orders.ship.courier")} required error={form.formState.errors.courier?.message}>
          {(control) => (
            <Select
              {...control}
              choices={[...list.map((c) => c.code), OTHER]}
              labelOf={(code) =>
                code === OTHER
                  ? t("orders.ship.otherCourier")
                  : (list.find((c) => c.code === code)?.name ?? code)
              }
              blankLabel={
                couriers.isPending ? t("orders.ship.loadingCouriers") : t("orders.ship.chooseCourier")
              }
              disabled={couriers.isPending}
              {...form.register("courier")}
            />
          )}
        </FormField>
        {couriers.isError && <p className="text-sm text-amber-700">{t("orders.ship.couriersFailed")}</p>}
        <FormField
          label={chosen ? t("orders.ship.consignmentNumber") : t("orders.tracking.label")}
          error={form.formState.errors.number?.message}
        >
          {(control) => (
            <Input
              {...control}
              maxLength={100}
              autoComplete="off"
              dir="ltr"
              placeholder={t("orders.tracking.placeholder")}
              {...form.register("number")}
            />
          )}
        </FormField>
        {chosen?.booking && (
          <fieldset className="space-y-3 rounded-lg border border-stone-200 p-3">
            <legend className="px-1 text-sm font-medium text-stone-800">
              {t("orders.ship.bookLegend", { courier: chosen.name })}
            </legend>
            <div className="grid grid-cols-2 gap-3">
              <FormField label={t("orders.ship.weight")}>
                {(control) => (
                  <NumberInput {...control} min={1} max={50000} dir="ltr" {...form.register("weightGrams")} />
                )}
              </FormField>
              <FormField label={t("orders.ship.pieces")}>
                {(control) => (
                  <NumberInput {...control} min={1} max={20} dir="ltr" {...form.register("pieces")} />
                )}
              </FormField>
            </div>
            <Button
              variant="secondary"
              disabled={ship.isPending}
              onClick={form.handleSubmit((values) => send(values, true))}
            >
              {ship.isPending ? t("orders.ship.booking") : t("orders.ship.bookPickup")}
            </Button>
          </fieldset>
        )}
        {failure && (
          <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-700">
            {failure}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onCancel}>
            {t("orders.tracking.cancel")}
          </Button>
          <Button type="submit" disabled={blank || ship.isPending}>
            {t("orders.ship.markShipped")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
