import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import messages from "@/i18n/catalogs/en/auth.json";
import { useT } from "@/i18n/use-t.ts";
import { useZodForm } from "@/lib/forms.ts";
import { toast } from "@/lib/notify.ts";
import { returnPath, withReturnPath } from "@/lib/session/return-path.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { signUpCustomer } from "../api/auth-api.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { NameAndEmailFields, NewAccountEnd } from "../components/new-account-fields.tsx";
import { CustomerSignupForm } from "../new-account-form.ts";
import { signUpSubmit, useSignUpFields } from "../sign-up-submit.ts";

const EMPTY = { name: "", email: "", password: "", confirm: "", terms: false };

export default function CustomerSignupPage() {
  const { signInCustomer } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { t } = useT(messages);
  const form = useZodForm(CustomerSignupForm, { defaultValues: EMPTY });
  const { register, errors, isSubmitting, emailHint } = useSignUpFields(form);
  // Where she was before signing up (the checkout, a product...): she goes back there, signed in.
  const from = returnPath((location.state as { from?: unknown } | null)?.from, params.get("from"));

  const submit = signUpSubmit(form, t, async ({ confirm: _confirm, terms: _terms, ...account }) => {
    const answer = await signUpCustomer(account);
    signInCustomer(answer.token, answer.user);
    toast.success(t("auth.customerSignup.complete"), {
      description: t("auth.customerSignup.welcome", { name: answer.user.name }),
    });
    navigate(from, { replace: true });
  });

  return (
    <AuthCard
      title={t("auth.customerSignup.title")}
      subtitle={t("auth.customerSignup.subtitle")}
      footer={
        <p>
          {t("auth.customerSignup.alreadyHaveAccount")}{" "}
          <Link
            to={withReturnPath("/customer/login", from)}
            className="font-semibold text-brand-700 hover:underline"
          >
            {t("auth.links.signIn")}
          </Link>
        </p>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <NameAndEmailFields
          name={register("name")}
          email={register("email")}
          errors={errors}
          emailHint={emailHint}
        />
        <NewAccountEnd
          submitLabel={t("auth.customerSignup.submit")}
          register={register}
          errors={errors}
          submitting={isSubmitting}
        />
      </form>
    </AuthCard>
  );
}
