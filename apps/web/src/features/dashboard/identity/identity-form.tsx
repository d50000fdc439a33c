import {
  type Kyc,
  KycInput,
  normalizeCnic,
  PAYOUT_ACCOUNT_TYPES,
  type PayoutAccountType,
} from "@marketplace/shared/kyc-contracts";
import { normalizeIban, normalizeMobileNumber } from "@marketplace/shared/payment-details";
import { useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/kyc.json";
import { useT } from "@/i18n/use-t.ts";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { DocumentPhotoField } from "./document-photo-field.tsx";

type KycOutput = z.output<typeof KycInput>;

interface IdentityValues {
  cnic: string;
  cnicFront?: string;
  cnicBack?: string;
  payoutAccount: { type: PayoutAccountType; bankName: string; iban: string; number: string; title: string };
}

const TYPE_KEYS = {
  bank: "kyc.form.type.bank",
  jazzcash: "kyc.form.type.jazzcash",
  easypaisa: "kyc.form.type.easypaisa",
} as const;

/**
 * The shared schema, with a photo required for a side that has none on file (the server's own rule
 * and message: both photos the first time, later a side left out keeps the one it has).
 */
function identitySchema(onFile: Kyc["documents"]) {
  const required = (side: "front" | "back", photo: typeof KycInput.shape.cnicFront) =>
    onFile[side]
      ? photo
      : z.string({ error: `Please add a photo of the card's ${side}.` }).pipe(photo.unwrap());
  return KycInput.extend({
    cnicFront: required("front", KycInput.shape.cnicFront),
    cnicBack: required("back", KycInput.shape.cnicBack),
  });
}

/** Whether what she sends differs from her approved details (a new photo counts as a change). */
export function changesApprovedDetails(kyc: Kyc, input: KycOutput): boolean {
  const account = kyc.payoutAccount;
  if (!account || !kyc.cnic) return true;
  return (
    Boolean(input.cnicFront || input.cnicBack) ||
    input.cnic !== kyc.cnic ||
    input.payoutAccount.type !== account.type ||
    input.payoutAccount.bankName !== account.bankName ||
    input.payoutAccount.iban !== account.iban ||
    input.payoutAccount.number !== account.number ||
    input.payoutAccount.title !== account.title
  );
}

/**
 * Her CNIC, its two photos and the account she is paid into, checked by the shared schema as the
 * server checks them. Changing approved details asks first: they need approval again, and payouts
 * stop until then.
 */
export function IdentityForm({
  kyc,
  onSubmit,
}: {
  kyc: Kyc;
  /** Sends; throws the server's refusal for the form to show. */
  onSubmit: (input: KycInput) => Promise<void>;
}) {
  const { t } = useT(messages);
  const schema = useMemo(() => identitySchema(kyc.documents), [kyc.documents]);
  const form = useZodForm<typeof schema, IdentityValues>(schema, {
    defaultValues: {
      cnic: kyc.cnic ?? "",
      payoutAccount: kyc.payoutAccount ?? { type: "bank", bankName: "", iban: "", number: "", title: "" },
    },
  });
  const {
    register,
    control,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const type = watch("payoutAccount.type");
  const [confirming, setConfirming] = useState<KycOutput | null>(null);
  const [sending, setSending] = useState(false);
  const accountErrors = errors.payoutAccount;

  const send = async (input: KycOutput) => {
    setSending(true);
    try {
      await onSubmit(input);
      setConfirming(null);
    } catch (error) {
      setConfirming(null);
      applyServerErrors(form, error);
    } finally {
      setSending(false);
    }
  };

  const submit = form.handleSubmit(async (input) => {
    if (kyc.status === "approved" && changesApprovedDetails(kyc, input)) setConfirming(input);
    else await send(input);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <FormField
        label={t("kyc.form.cnic")}
        hint={t("kyc.form.cnicHint")}
        error={errors.cnic?.message}
        required
        className="max-w-sm"
      >
        {(field) => (
          <Input
            {...field}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            maxLength={15}
            placeholder="35202-1234567-1"
            {...register("cnic", {
              onBlur: (event) => form.setValue("cnic", normalizeCnic(event.target.value)),
            })}
          />
        )}
      </FormField>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold text-stone-900">{t("kyc.form.photos")}</legend>
        <p className="text-sm text-stone-600">{t("kyc.form.photosHint")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="cnicFront"
            render={({ field, fieldState }) => (
              <DocumentPhotoField
                label={t("kyc.form.front")}
                name="cnic-front"
                onFile={kyc.documents.front?.url ?? null}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="cnicBack"
            render={({ field, fieldState }) => (
              <DocumentPhotoField
                label={t("kyc.form.back")}
                name="cnic-back"
                onFile={kyc.documents.back?.url ?? null}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-4 border-t border-stone-200 pt-5">
        <legend className="float-start w-full text-lg font-semibold text-stone-900">
          {t("kyc.form.account")}
        </legend>
        <p className="text-sm text-stone-600">{t("kyc.form.accountIntro")}</p>
        <div role="radiogroup" aria-label={t("kyc.form.typeLabel")} className="grid gap-2 sm:grid-cols-3">
          {PAYOUT_ACCOUNT_TYPES.map((choice) => (
            <label
              key={choice}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 ring-1 ring-stone-200 has-checked:bg-brand-50 has-checked:ring-brand-300"
            >
              <input
                type="radio"
                value={choice}
                className="h-4 w-4 accent-brand-700"
                {...register("payoutAccount.type")}
              />
              <span className="text-stone-900">{t(TYPE_KEYS[choice])}</span>
            </label>
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {type === "bank" ? (
            <>
              <FormField label={t("kyc.form.bankName")} error={accountErrors?.bankName?.message} required>
                {(field) => (
                  <Input
                    {...field}
                    autoComplete="off"
                    maxLength={100}
                    {...register("payoutAccount.bankName")}
                  />
                )}
              </FormField>
              <FormField
                label={t("kyc.form.iban")}
                hint={t("kyc.form.ibanHint")}
                error={accountErrors?.iban?.message}
                required
              >
                {(field) => (
                  <Input
                    {...field}
                    autoComplete="off"
                    dir="ltr"
                    maxLength={34}
                    placeholder="PK36SCBL0000001123456702"
                    {...register("payoutAccount.iban", {
                      onBlur: (event) =>
                        form.setValue("payoutAccount.iban", normalizeIban(event.target.value)),
                    })}
                  />
                )}
              </FormField>
            </>
          ) : (
            <FormField
              label={t("kyc.form.number")}
              hint={t("kyc.form.numberHint")}
              error={accountErrors?.number?.message}
              required
            >
              {(field) => (
                <Input
                  {...field}
                  inputMode="tel"
                  autoComplete="off"
                  dir="ltr"
                  maxLength={20}
                  placeholder="03001234567"
                  {...register("payoutAccount.number", {
                    onBlur: (event) =>
                      form.setValue("payoutAccount.number", normalizeMobileNumber(event.target.value)),
                  })}
                />
              )}
            </FormField>
          )}
          <FormField
            label={t("kyc.form.title")}
            hint={t("kyc.form.titleHint")}
            error={accountErrors?.title?.message}
            required
            className="sm:col-span-2"
          >
            {(field) => (
              <Input {...field} autoComplete="off" maxLength={100} {...register("payoutAccount.title")} />
            )}
          </FormField>
        </div>
      </fieldset>

      <FormAlert message={errors.root?.server?.message} />
      <div className="flex justify-end border-t border-stone-200 pt-5">
        <Button type="submit" loading={isSubmitting || sending}>
          {isSubmitting || sending ? t("kyc.form.sending") : t("kyc.form.send")}
        </Button>
      </div>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t("kyc.change.title")}
        description={t("kyc.change.body")}
        confirmLabel={t("kyc.change.confirm")}
        busyLabel={t("kyc.form.sending")}
        busy={sending}
        onConfirm={() => confirming && send(confirming)}
      />
    </form>
  );
}
