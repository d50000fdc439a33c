import { CreateStoreInput } from "@marketplace/shared/stores-contracts";
import { useEffect } from "react";
import { FormProvider } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { NewStoreAddressHint } from "@/components/store-form/store-address-hint.tsx";
import {
  EMPTY_STORE_FORM,
  StoreFormFields,
  type StoreFormValues,
  StoreImageFields,
} from "@/components/store-form/store-form-fields.tsx";
import { Button } from "@/components/ui/button.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import accountMessages from "@/i18n/catalogs/en/account.json";
import messages from "@/i18n/catalogs/en/auth.json";
import { useT } from "@/i18n/use-t.ts";
import { ApiError } from "@/lib/api-client.ts";
import { type AuthT, toastConnectionError } from "@/lib/error-messages.ts";
import { applyServerErrors, firstErrorOf, useZodForm } from "@/lib/forms.ts";
import { toast } from "@/lib/notify.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import type { SellerAccount } from "@/lib/session/session-storage.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { StepIndicator } from "../components/step-indicator.tsx";

const REDIRECT_DELAY_MS = 2000;

/** The store setup form: the store's fields, and its logo and banner as data URLs (or none). */
type NewStoreValues = StoreFormValues & { logo: string | null; banner: string | null };

interface NavState {
  seller?: SellerAccount;
  token?: string;
}

export default function CreateStorePage() {
  const session = useSession();
  const navigate = useNavigate();
  const { t } = useT(messages);
  const account = useT(accountMessages).t;
  const navState = (useLocation().state ?? {}) as NavState;
  // The seller comes from navigation state, else the stored seller session (spec section 4).
  const seller = navState.seller ?? session.seller;
  const token = navState.token ?? session.sellerToken;
  const sessionProblem = !seller || !token ? "expired" : !seller.name || !seller.email ? "invalid" : null;

  const form = useZodForm<typeof CreateStoreInput, NewStoreValues>(CreateStoreInput, {
    defaultValues: { ...EMPTY_STORE_FORM, logo: null, banner: null },
  });
  const busy = form.formState.isSubmitting;

  useEffect(() => {
    if (!sessionProblem) return;
    const timer = setTimeout(() => navigate("/seller/signup", { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sessionProblem, navigate]);

  if (sessionProblem) {
    return (
      <AuthCard
        title={
          sessionProblem === "expired"
            ? account("account.session.expired")
            : t("auth.createStore.invalidSession")
        }
      >
        <p className="text-stone-600">{t("auth.createStore.signUpFirst")}</p>
        <LoadingState label={t("auth.createStore.redirecting")} />
      </AuthCard>
    );
  }

  const submit = form.handleSubmit(
    async (store) => {
      if (!seller || !token) {
        toast.error(t("auth.createStore.sessionError"), {
          description: t("auth.createStore.detailsMissing"),
        });
        return;
      }
      try {
        const answer = await session.sellerRequest("POST /api/stores", {
          body: { ...store, user_id: seller._id },
        });
        if (!answer.store?._id) {
          toast.error(t("auth.createStore.setupError"), { description: t("auth.createStore.idMissing") });
          return;
        }
        if (!session.seller) session.signInSeller(token, seller, []);
        session.setStores([answer.store, ...session.stores]);
        toast.success(t("auth.createStore.created"), {
          description: t("auth.createStore.openForBusiness", { name: answer.store.name }),
        });
        navigate("/dashboard", { replace: true, state: { storeId: answer.store._id } });
      } catch (error) {
        showStoreError(error, () => navigate("/seller/signup"), t);
        applyServerErrors(form, error);
      }
    },
    (errors) => {
      const first = firstErrorOf(errors);
      toast.error(
        first?.field === "description"
          ? t("auth.createStore.descriptionRequired")
          : t("auth.form.checkTitle"),
        {
          description: first?.message,
        },
      );
    },
  );

  return (
    <AuthCard
      wide
      title={t("auth.createStore.welcome", { name: seller?.name ?? "" })}
      subtitle={t("auth.createStore.subtitle")}
      above={<StepIndicator step={2} />}
    >
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="space-y-5">
          <StoreFormFields nameHint={<NewStoreAddressHint name={form.watch("name")} />} />
          <StoreImageFields />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Link
              to="/seller/signup"
              className="py-3 text-center font-semibold text-stone-600 hover:underline"
            >
              {t("auth.createStore.back")}
            </Link>
            <Button type="submit" loading={busy}>
              {busy ? t("auth.createStore.creating") : t("auth.createStore.submit")}
            </Button>
          </div>
        </form>
      </FormProvider>
    </AuthCard>
  );
}

/** The toasts of spec section 8 for store creation. */
function showStoreError(error: unknown, goToSignup: () => void, t: AuthT) {
  if (toastConnectionError(error, t)) return;
  const message = error instanceof ApiError ? error.message.toLowerCase() : "";
  const status = error instanceof ApiError ? error.status : 0;
  if (message.includes("name") && message.includes("exists")) {
    toast.error(t("auth.createStore.nameTaken"), { description: t("auth.createStore.nameTakenText") });
  } else if (status === 401 || message.includes("unauthorized")) {
    toast.error(t("auth.createStore.authError"), { description: t("auth.createStore.authErrorText") });
    setTimeout(goToSignup, REDIRECT_DELAY_MS);
  } else if (status >= 500) {
    toast.error(t("auth.createStore.serverError"), { description: t("auth.createStore.serverErrorText") });
  } else {
    toast.error(t("auth.createStore.setupError"), { description: t("auth.createStore.setupFailed") });
  }
}
