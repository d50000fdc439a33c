import { PASSWORD_MIN, PHONE_MIN, SellerSignupInput } from "@marketplace/shared/auth-contracts";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { ApiError } from "@/lib/api-client.ts";
import { signUpSeller } from "../api/auth-api.ts";
import { serverMessage, toastConnectionError } from "../auth-errors.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { NewPasswordFields, TermsAgreement } from "../components/new-account-fields.tsx";
import { StepIndicator } from "../components/step-indicator.tsx";
import { useSession } from "../session/session-provider.tsx";

type Field = "name" | "email" | "phone" | "password" | "confirm";
const EMPTY = { name: "", email: "", phone: "", password: "", confirm: "" };
const DEMO_NAMES = [
  "Amna Bibi",
  "Rukhsana Shah",
  "Kiran Javed",
  "Nadia Hussain",
  "Saima Tariq",
  "Zoya Akhtar",
];

/** Fresh, unique demo values each time, so the demo never collides with an existing account. */
export function demoSellerValues(random: () => number = Math.random) {
  const name = DEMO_NAMES[Math.floor(random() * DEMO_NAMES.length)] ?? "Amna Bibi";
  const tag = `${Date.now().toString(36)}${Math.floor(random() * 1e6).toString(36)}`;
  const phone = `03${String(Math.floor(random() * 1e9)).padStart(9, "0")}`;
  return {
    name,
    email: `${name.split(" ")[0]?.toLowerCase()}.${tag}@example.pk`,
    phone,
    password: "demo12345",
    confirm: "demo12345",
  };
}

export default function SellerSignupPage() {
  const navigate = useNavigate();
  const { signInSeller } = useSession();
  const [form, setForm] = useState(EMPTY);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const edit = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** The four checks of spec section 5, in its order; the first failure is toasted. */
  function firstProblem(): { field?: Field; title: string; description: string } | null {
    if (form.password !== form.confirm) {
      return {
        field: "confirm",
        title: "Passwords don't match",
        description: "Please make sure your passwords match.",
      };
    }
    if (form.password.length < PASSWORD_MIN) {
      return {
        field: "password",
        title: "Password too short",
        description: "Password must be at least 6 characters long.",
      };
    }
    if (form.phone.trim().length < PHONE_MIN) {
      return {
        field: "phone",
        title: "Phone Number too short",
        description: "Phone Number must be at least 11 characters long.",
      };
    }
    if (!terms)
      return { title: "Terms and Conditions", description: "Please agree to the terms and conditions." };
    return null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = firstProblem();
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      if (problem.field) setErrors({ [problem.field]: problem.description });
      return;
    }
    const parsed = SellerSignupInput.safeParse(form);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setBusy(true);
    try {
      const answer = await signUpSeller(parsed.data);
      signInSeller(answer.token, answer.seller, []);
      toast.success("Account Created!", { description: answer.message || "Proceeding to store setup..." });
      navigate("/seller/createStore", { state: { seller: answer.seller, token: answer.token } });
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
      title="Personal Information"
      subtitle="Open your store on Hunarmand in two short steps."
      above={<StepIndicator step={1} />}
      footer={
        <>
          <p>
            Already selling?{" "}
            <Link to="/seller/login" className="font-semibold text-brand-700 hover:underline">
              Seller login
            </Link>
          </p>
          <p>
            Only shopping?{" "}
            <Link to="/customer/signup" className="font-semibold text-brand-700 hover:underline">
              Create a customer account
            </Link>
          </p>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="flex justify-end">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setForm(demoSellerValues());
              setTerms(true);
              setErrors({});
            }}
          >
            Fill demo data
          </Button>
        </div>
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
        <FormField
          label="Phone number"
          error={errors.phone}
          hint="At least 11 characters, e.g. 03001234567."
          required
        >
          {(c) => (
            <Input
              {...c}
              type="tel"
              autoComplete="tel"
              value={form.phone}
              onChange={(e) => edit("phone", e.target.value)}
            />
          )}
        </FormField>
        <NewPasswordFields password={form.password} confirm={form.confirm} errors={errors} onEdit={edit} />
        <TermsAgreement checked={terms} onChange={setTerms} />
        <Button type="submit" className="w-full" loading={busy}>
          {busy ? "Creating Account..." : "Continue to Store Setup"}
        </Button>
      </form>
    </AuthCard>
  );
}
