import {
  SETTLEMENT_DIRECTIONS,
  SETTLEMENT_METHODS,
  SETTLEMENT_REFERENCE_MAX,
  type SettlementDirection,
  SettlementInput,
  type SettlementMethod,
  type StoreBalance,
} from "@marketplace/shared/ledger-contracts";
import { type Ref, useEffect, useImperativeHandle, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { toast } from "@/lib/notify.ts";
import { useAdminT } from "../admin-words.ts";
import { useRecordSettlement } from "../api/money-api.ts";
import { balanceInWords } from "../balance-words.ts";
import { SettlementConfirmDialog } from "./settlement-confirm-dialog.tsx";
import { SETTLEMENT_DIRECTION_KEYS, SETTLEMENT_METHOD_KEYS } from "./settlement-words.ts";

/** What the inputs hold: selects start blank, which the shared schema refuses with its own message. */
type SettlementFormValues = Omit<SettlementInput, "direction" | "method"> & {
  direction: SettlementDirection | "";
  method: SettlementMethod | "";
};

const BLANK: SettlementFormValues = {
  storeId: "",
  amount: Number.NaN,
  direction: "",
  method: "",
  reference: "",
};

/** Lets the balances list start a settlement for one store: its amount and direction filled in. */
export interface SettlementFormHandle {
  settle(balance: StoreBalance): void;
}

interface SettlementFormProps {
  balances: StoreBalance[];
  ref?: Ref<SettlementFormHandle>;
}

/** Records money that changed hands outside the app; the store's balance moves by it. */
export function SettlementForm({ balances, ref }: SettlementFormProps) {
  const { t } = useAdminT();
  const record = useRecordSettlement();
  const form = useZodForm<typeof SettlementInput, SettlementFormValues>(SettlementInput, {
    defaultValues: BLANK,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  // Bumped by each "Settle": once the reset form has drawn its fields again, the method (the first
  // field left to fill in) takes the keyboard.
  const [settling, setSettling] = useState(0);
  const { setFocus } = form;
  useEffect(() => {
    if (settling > 0) setFocus("method");
  }, [settling, setFocus]);

  useImperativeHandle(ref, () => ({
    settle(row) {
      form.reset({
        ...BLANK,
        storeId: row.storeId,
        amount: Math.abs(row.balance),
        direction: row.balance > 0 ? "payout" : "remittance",
      });
      setSettling((n) => n + 1);
    },
  }));

  // The checked settlement shown back to the operator; nothing is sent until she confirms it.
  const [toConfirm, setToConfirm] = useState<SettlementInput | null>(null);
  const submit = handleSubmit((input) => setToConfirm(input));

  const confirm = async () => {
    if (!toConfirm) return;
    const input = toConfirm;
    try {
      const answer = await record.mutateAsync(input);
      const store =
        balances.find((row) => row.storeId === input.storeId)?.storeName ?? t("admin.settlement.theStore");
      toast.success(t("admin.settlement.done"), {
        description: t("admin.settlement.doneDescription", {
          balance: balanceInWords(t, store, answer.balance),
        }),
      });
      form.reset(BLANK);
    } catch (error) {
      applyServerErrors(form, error);
    }
    setToConfirm(null);
  };

  const storeName = (id: string) => balances.find((row) => row.storeId === id)?.storeName ?? id;
  return (
    <Card>
      <CardTitle id="settlement-title">{t("admin.settlement.title")}</CardTitle>
      <p className="mt-1 text-sm text-stone-600">{t("admin.settlement.intro")}</p>
      <form onSubmit={submit} noValidate aria-labelledby="settlement-title" className="mt-4 space-y-4">
        <FormField label={t("admin.settlement.store")} error={errors.storeId?.message} required>
          {(control) => (
            <Select
              {...control}
              choices={balances.map((row) => row.storeId)}
              labelOf={storeName}
              blankLabel={t("admin.settlement.chooseStore")}
              {...register("storeId")}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t("admin.settlement.amount")} error={errors.amount?.message} required>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min="0.01"
                step="0.01"
                {...register("amount", { valueAsNumber: true })}
              />
            )}
          </FormField>
          <FormField label={t("admin.settlement.method")} error={errors.method?.message} required>
            {(control) => (
              <Select
                {...control}
                choices={SETTLEMENT_METHODS}
                labelOf={(method) => t(SETTLEMENT_METHOD_KEYS[method])}
                blankLabel={t("admin.settlement.chooseMethod")}
                {...register("method")}
              />
            )}
          </FormField>
        </div>
        <FormField label={t("admin.settlement.direction")} error={errors.direction?.message} required>
          {(control) => (
            <Select
              {...control}
              choices={SETTLEMENT_DIRECTIONS}
              labelOf={(direction) => t(SETTLEMENT_DIRECTION_KEYS[direction])}
              blankLabel={t("admin.settlement.chooseDirection")}
              {...register("direction")}
            />
          )}
        </FormField>
        <FormField
          label={t("admin.settlement.reference")}
          error={errors.reference?.message}
          required
          hint={t("admin.settlement.referenceHint")}
        >
          {(control) => (
            <Input {...control} maxLength={SETTLEMENT_REFERENCE_MAX} {...register("reference")} />
          )}
        </FormField>
        <FormAlert message={errors.root?.server?.message} />
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t("admin.settlement.recording") : t("admin.settlement.submit")}
        </Button>
      </form>
      {toConfirm && (
        <SettlementConfirmDialog
          settlement={toConfirm}
          store={balances.find((row) => row.storeId === toConfirm.storeId)}
          busy={record.isPending}
          onConfirm={confirm}
          onBackOut={() => setToConfirm(null)}
        />
      )}
    </Card>
  );
}
