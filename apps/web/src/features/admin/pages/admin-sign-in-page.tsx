import { LoginInput } from "@marketplace/shared/auth-contracts";
import { ShieldCheck } from "lucide-react";
import { PageHead } from "@/components/layout/page-head.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { toast } from "@/lib/notify.ts";
import { useAdminT } from "../admin-words.ts";
import { loginAdmin } from "../api/admin-login-api.ts";
import { useAdminSession } from "../session/admin-session.tsx";

/**
 * The console's sign-in, shown at any `/admin` address while no admin is signed in. Admin accounts
 * are made from the command line (decision 0018), so there is no sign-up or reset link here.
 */
export default function AdminSignInPage() {
  const { t } = useAdminT();
  const { signIn } = useAdminSession();
  const form = useZodForm(LoginInput, { defaultValues: { email: "", password: "" } });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (credentials) => {
    try {
      const answer = await loginAdmin(credentials);
      signIn(answer.token, answer.admin);
      toast.success(t("admin.signIn.done"), {
        description: t("admin.signIn.welcome", { name: answer.admin.name }),
      });
    } catch (error) {
      // The server's own words: wrong credentials (the same for a wrong e-mail or password), too
      // many attempts, or no connection.
      applyServerErrors(form, error);
    }
  });

  return (
    <section className="px-4 py-10 sm:py-16">
      <PageHead title={t("admin.signIn.title")} noindex />
      <div className="mx-auto max-w-md rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <span className="grid h-12 w-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          <ShieldCheck className="h-6 w-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 font-display text-3xl font-bold text-brand-800">{t("admin.signIn.title")}</h1>
        <p className="mt-2 text-stone-600">{t("admin.signIn.intro")}</p>
        <form onSubmit={submit} noValidate className="mt-6 space-y-4">
          <FormField label={t("admin.signIn.email")} error={errors.email?.message} required>
            {(control) => <Input {...control} type="email" autoComplete="username" {...register("email")} />}
          </FormField>
          <FormField label={t("admin.signIn.password")} error={errors.password?.message} required>
            {(control) => (
              <Input {...control} type="password" autoComplete="current-password" {...register("password")} />
            )}
          </FormField>
          <FormAlert message={errors.root?.server?.message} />
          <Button type="submit" className="w-full" loading={isSubmitting}>
            {isSubmitting ? t("admin.signIn.submitting") : t("admin.signIn.submit")}
          </Button>
        </form>
      </div>
    </section>
  );
}
