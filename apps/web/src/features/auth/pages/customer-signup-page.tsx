import { CustomerSignupInput, PASSWORD_MIN } from "@marketplace/shared/auth-contracts";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { ApiError } from "@/lib/api-client.ts";
import { signUpCustomer } from "../api/auth-api.ts";
import { serverMessage, toastConnectionError } from "../auth-errors.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { NewPasswordFields, TermsAgreement } from "../components/new-account-fields.tsx";

type Field = "name" | "email" | "password" | "confirm";

export default function CustomerSignupPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: "", email: "", password: "", confirm: "" });
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const edit = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The spec's order: matching passwords, then length, then the terms.
    if (form.password !== form.confirm) {
      toast.error("Passwords don't match", { description: "Please make sure your passwords match." });
      setErrors({ confirm: "Passwords don't match" });
      return;
    }
    if (form.password.length < PASSWORD_MIN) {
      toast.error("Password too short", { description: "Password must be at least 6 characters long." });
      setErrors({ password: "Password must be at least 6 characters long." });
      return;
    }
    if (!terms) {
      toast.error("Terms and Conditions", { description: "Please agree to the terms and conditions." });
      return;
    }
    const parsed = CustomerSignupInput.safeParse(form);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setBusy(true);
    try {
      await signUpCustomer(parsed.data);
      toast.success("Registration Complete!", { description: "Account Created! Please sign in." });
      navigate("/customer/login");
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) {
        setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
      }
      if (!toastConnectionError(error)) {
        toast.error("Registration Failed", {
          description: serverMessage(error) ?? "An error occurred during registration.",
        });
      }
    } finally {
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
          <Link to="/customer/login" className="font-semibold text-brand-700 hover:underline">
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
              value={form.name}
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
              value={form.email}
              onChange={(e) => edit("email", e.target.value)}
            />
          )}
        </FormField>
        <NewPasswordFields password={form.password} confirm={form.confirm} errors={errors} onEdit={edit} />
        <TermsAgreement checked={terms} onChange={setTerms} />
        <Button type="submit" className="w-full" loading={busy}>
          {busy ? "Creating Account..." : "Create Account"}
        </Button>
      </form>
    </AuthCard>
  );
}
