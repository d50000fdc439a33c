import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { toast } from "@/lib/notify.ts";
import { signUpCustomer } from "../api/auth-api.ts";
import { serverMessage, toastConnectionError } from "../auth-errors.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { NewPasswordFields, TermsAgreement } from "../components/new-account-fields.tsx";
import { CustomerSignupForm, firstProblemToast } from "../new-account-form.ts";
import { returnPath, withReturnPath } from "../return-path.ts";
import { useSession } from "../session/session-provider.tsx";

const EMPTY = { name: "", email: "", password: "", confirm: "", terms: false };

export default function CustomerSignupPage() {
  const { signInCustomer } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useZodForm(CustomerSignupForm, { defaultValues: EMPTY });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  // Where she was before signing up (the checkout, a product...): she goes back there, signed in.
  const from = returnPath((location.state as { from?: unknown } | null)?.from, params.get("from"));

  const submit = form.handleSubmit(
    async ({ confirm: _confirm, terms: _terms, ...account }) => {
      try {
        const answer = await signUpCustomer(account);
        signInCustomer(answer.token, answer.user);
        toast.success("Registration Complete!", {
          description: `Welcome to Hunarmand, ${answer.user.name}!`,
        });
        navigate(from, { replace: true });
      } catch (error) {
        applyServerErrors(form, error);
        if (!toastConnectionError(error)) {
          toast.error("Registration Failed", {
            description: serverMessage(error) ?? "An error occurred during registration.",
          });
        }
      }
    },
    (problems) => {
      const { title, description } = firstProblemToast(problems, form.getValues());
      toast.error(title, { description });
    },
  );

  return (
    <AuthCard
      title="Create Your Account"
      subtitle="Shop handmade goods from women-run stores across Pakistan."
      footer={
        <p>
          Already have an account?{" "}
          <Link
            to={withReturnPath("/customer/login", from)}
            className="font-semibold text-brand-700 hover:underline"
          >
            Sign in
          </Link>
        </p>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label="Full name" error={errors.name?.message} required>
          {(c) => <Input {...c} autoComplete="name" {...register("name")} />}
        </FormField>
        <FormField label="Email" error={errors.email?.message} required>
          {(c) => <Input {...c} type="email" autoComplete="email" {...register("email")} />}
        </FormField>
        <NewPasswordFields
          password={register("password", { deps: ["confirm"] })}
          confirm={register("confirm")}
          errors={errors}
        />
        <TermsAgreement checkbox={register("terms")} error={errors.terms?.message} />
        <Button type="submit" className="w-full" loading={isSubmitting}>
          {isSubmitting ? "Creating Account..." : "Create Account"}
        </Button>
      </form>
    </AuthCard>
  );
}
