import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/auth.json";
import { useT } from "@/i18n/use-t.ts";
import { useZodForm } from "@/lib/forms.ts";
import { toast } from "@/lib/notify.ts";
import { returnPath, withReturnPath } from "@/lib/session/return-path.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { signUpSeller, useDemoAccounts } from "../api/auth-api.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { NameAndEmailFields, NewAccountEnd } from "../components/new-account-fields.tsx";
import { StepIndicator } from "../components/step-indicator.tsx";
import { SellerSignupForm } from "../new-account-form.ts";
import { signUpSubmit, useSignUpFields } from "../sign-up-submit.ts";

const EMPTY = { name: "", email: "", phone: "", password: "", confirm: "", terms: false };
const DEMO_NAMES = [
  "Amna Bibi",
  "Rukhsana Shah",
  "Kiran Javed",
  "Nadia Hussain",
  "Saima Tariq",
  "Zoya Akhtar",
];

/**
 * Fresh, unique demo values each time, so the demo never collides with an existing account; the
 * password is the demo accounts' one, which only a server with demo data gives out.
 */
export function demoSellerValues(password: string, random: () => number = Math.random) {
  const name = DEMO_NAMES[Math.floor(random() * DEMO_NAMES.length)] ?? "Amna Bibi";
  const tag = `${Date.now().toString(36)}${Math.floor(random() * 1e6).toString(36)}`;
  const phone = `03${String(Math.floor(random() * 1e9)).padStart(9, "0")}`;
  return {
    name,
    email: `${name.split(" ")[0]?.toLowerCase()}.${tag}@example.pk`,
    phone,
    password,
    confirm: password,
  };
}

export default function SellerSignupPage() {
  const navigate = useNavigate();
  const from = returnPath(null, useSearchParams()[0].get("from"), "");
  const { signInSeller } = useSession();
  const demo = useDemoAccounts();
  const { t } = useT(messages);
  const form = useZodForm(SellerSignupForm, { defaultValues: EMPTY });
  const { register, errors, isSubmitting, emailHint } = useSignUpFields(form);

  const submit = signUpSubmit(form, t, async ({ confirm: _confirm, terms: _terms, ...account }) => {
    const answer = await signUpSeller(account);
    signInSeller(answer.token, answer.seller, []);
    toast.success(t("auth.sellerSignup.created"), {
      description: answer.message || t("auth.sellerSignup.proceeding"),
    });
    // Sent from a page (a helper's invitation): back to it rather than opening a store of her own.
    if (from) navigate(from, { replace: true });
    else navigate("/seller/createStore", { state: { seller: answer.seller, token: answer.token } });
  });

  return (
    <AuthCard
      title={t("auth.steps.personal")}
      subtitle={t("auth.sellerSignup.subtitle")}
      above={<StepIndicator step={1} />}
      footer={
        <>
          <p>
            {t("auth.sellerSignup.alreadySelling")}{" "}
            <Link
              to={withReturnPath("/seller/login", from || "/")}
              className="font-semibold text-brand-700 hover:underline"
            >
              {t("auth.links.sellerLogin")}
            </Link>
          </p>
          <p>
            {t("auth.sellerSignup.onlyShopping")}{" "}
            <Link to="/customer/signup" className="font-semibold text-brand-700 hover:underline">
              {t("auth.sellerSignup.createCustomerAccount")}
            </Link>
          </p>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {demo && (
          <div className="flex justify-end">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => form.reset({ ...demoSellerValues(demo.seller.password), terms: true })}
            >
              {t("auth.sellerSignup.fillDemo")}
            </Button>
          </div>
        )}
        <NameAndEmailFields
          name={register("name")}
          email={register("email")}
          errors={errors}
          emailHint={emailHint}
        />
        <FormField
          label={t("auth.fields.phone")}
          error={errors.phone?.message}
          hint={t("auth.fields.phoneHint")}
          required
        >
          {(c) => <Input {...c} type="tel" autoComplete="tel" {...register("phone")} />}
        </FormField>
        <NewAccountEnd
          submitLabel={t("auth.sellerSignup.submit")}
          register={register}
          errors={errors}
          submitting={isSubmitting}
        />
      </form>
    </AuthCard>
  );
}
