import { CreateStoreInput } from "@marketplace/shared/stores-contracts";
import { useEffect } from "react";
import { FormProvider } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { NewStoreAddressHint } from "@/features/stores/components/store-address-hint.tsx";
import {
  EMPTY_STORE_FORM,
  StoreFormFields,
  type StoreFormValues,
  StoreImageFields,
} from "@/features/stores/components/store-form-fields.tsx";
import { ApiError, NetworkError, NO_CONNECTION_MESSAGE } from "@/lib/api-client.ts";
import { applyServerErrors, firstErrorOf, useZodForm } from "@/lib/forms.ts";
import { toast } from "@/lib/notify.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { StepIndicator } from "../components/step-indicator.tsx";
import { useSession } from "../session/session-provider.tsx";
import type { SellerAccount } from "../session/session-storage.ts";

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
      <AuthCard title={sessionProblem === "expired" ? "Session Expired" : "Invalid Session Data"}>
        <p className="text-stone-600">
          Please sign up or sign in as a seller first. Taking you to seller signup...
        </p>
        <LoadingState label="Redirecting..." />
      </AuthCard>
    );
  }

  const submit = form.handleSubmit(
    async (store) => {
      if (!seller || !token) {
        toast.error("Session Error", {
          description: "Your seller details are missing. Please sign in again.",
        });
        return;
      }
      try {
        const answer = await session.sellerRequest("POST /api/stores", {
          body: { ...store, user_id: seller._id },
        });
        if (!answer.store?._id) {
          toast.error("Setup Error", { description: "Store was created but ID not returned." });
          return;
        }
        if (!session.seller) session.signInSeller(token, seller, []);
        session.setStores([answer.store, ...session.stores]);
        toast.success("Store Created!", { description: `${answer.store.name} is open for business.` });
        navigate("/dashboard", { replace: true, state: { storeId: answer.store._id } });
      } catch (error) {
        showStoreError(error, () => navigate("/seller/signup"));
        applyServerErrors(form, error);
      }
    },
    (errors) => {
      const first = firstErrorOf(errors);
      toast.error(first?.field === "description" ? "Description required" : "Please check the form", {
        description: first?.message,
      });
    },
  );

  return (
    <AuthCard
      wide
      title={`Welcome, ${seller?.name ?? ""}!`}
      subtitle="Tell customers about your store. You can change all of this later."
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
              Back
            </Link>
            <Button type="submit" loading={busy}>
              {busy ? "Creating Store..." : "Create My Store"}
            </Button>
          </div>
        </form>
      </FormProvider>
    </AuthCard>
  );
}

/** The toasts of spec section 8 for store creation. */
function showStoreError(error: unknown, goToSignup: () => void) {
  if (error instanceof NetworkError) {
    toast.error("Connection Error", { description: NO_CONNECTION_MESSAGE });
    return;
  }
  const message = error instanceof ApiError ? error.message.toLowerCase() : "";
  const status = error instanceof ApiError ? error.status : 0;
  if (message.includes("name") && message.includes("exists")) {
    toast.error("Store Name Taken", {
      description: "A store with this name already exists. Please choose a different store name.",
    });
  } else if (status === 401 || message.includes("unauthorized")) {
    toast.error("Authentication Error", { description: "Your session has expired. Please sign up again." });
    setTimeout(goToSignup, REDIRECT_DELAY_MS);
  } else if (status >= 500) {
    toast.error("Server Error", {
      description: "The server is experiencing issues. Please try again in a few minutes.",
    });
  } else {
    toast.error("Setup Error", { description: "Unable to create your store. Please try again." });
  }
}
