import { CustomerSignupInput } from "@marketplace/shared/auth-contracts";
import { type FormEvent, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { ApiError } from "@/lib/api-client.ts";
import { signUpCustomer } from "../api/auth-api.ts";
import { serverMessage, toastConnectionError } from "../auth-errors.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { NewPasswordFields, TermsAgreement } from "../components/new-account-fields.tsx";
import { firstProblemToast, focusFirstInvalid, useNewAccountForm } from "../new-account-form.ts";
import { returnPath, withReturnPath } from "../return-path.ts";
import { useSession } from "../session/session-provider.tsx";

const EMPTY = { name: "", email: "", password: "", confirm: "" };

export default function CustomerSignupPage() {
  const { signInCustomer } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { values, terms, errors, edit, setTerms, check, setErrors } = useNewAccountForm(
    CustomerSignupInput,
    EMPTY,
  );
  const [busy, setBusy] = useState(false);
  // Where she was before signing up (the checkout, a product...): she goes back there, signed in.
  const from = returnPath((location.state as { from?: unknown } | null)?.from, params.get("from"));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = check();
    if (Object.keys(problems).length > 0) {
      const { title, description } = firstProblemToast(problems, values);
      toast.error(title, { description });
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setBusy(true);
    try {
      const answer = await signUpCustomer(CustomerSignupInput.parse(values));
      signInCustomer(answer.token, answer.user);
      toast.success("Registration Complete!", { description: `Welcome to Hunarmand, ${answer.user.name}!` });
      navigate(from, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) {
        setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
      }
      if (!toastConnectionError(error)) {
        toast.error("Registration Failed", {
          description: serverMessage(error) ?? "An error occurred during registration.",
        });
      }
      setBusy(false);
    }
  }

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
        <FormField label="Full name" error={errors.name} required>
          {(c) => (
            <Input
              {...c}
              autoComplete="name"
              value={values.name}
              onChange={(e) => edit("name", e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Email" error={errors.email} required>
          {(c) => (
            <Input
              {...c}
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => edit("email", e.target.value)}
            />
          )}
        </FormField>
        <NewPasswordFields
          password={values.password}
          confirm={values.confirm}
          errors={errors}
          onEdit={edit}
        />
        <TermsAgreement checked={terms} error={errors.terms} onChange={setTerms} />
        <Button type="submit" className="w-full" loading={busy}>
          {busy ? "Creating Account..." : "Create Account"}
        </Button>
      </form>
    </AuthCard>
  );
}
