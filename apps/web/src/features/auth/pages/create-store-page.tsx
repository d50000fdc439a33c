import { CATEGORIES } from "@marketplace/shared/categories";
import { storeSlug } from "@marketplace/shared/slug";
import { STORE_DESCRIPTION_MIN, StoreFields } from "@marketplace/shared/stores-contracts";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { ImageFileInput } from "@/components/image-file-input.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input, Textarea } from "@/components/ui/input.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { ApiError, NetworkError } from "@/lib/api-client.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { StepIndicator } from "../components/step-indicator.tsx";
import { useSession } from "../session/session-provider.tsx";
import type { SellerAccount, StoreSummary } from "../session/session-storage.ts";

const REDIRECT_DELAY_MS = 2000;
type Field = "name" | "category" | "description" | "phone" | "email";

interface NavState {
  seller?: SellerAccount;
  token?: string;
}

const SELECT_CLASSES =
  "block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-500";

export default function CreateStorePage() {
  const session = useSession();
  const navigate = useNavigate();
  const navState = (useLocation().state ?? {}) as NavState;
  // The seller comes from navigation state, else the stored seller session (spec section 4).
  const seller = navState.seller ?? session.seller;
  const token = navState.token ?? session.sellerToken;
  const sessionProblem = !seller || !token ? "expired" : !seller.name || !seller.email ? "invalid" : null;

  const [form, setForm] = useState({
    name: "",
    category: "",
    description: "",
    phone: "",
    email: "",
    facebook: "",
    instagram: "",
    twitter: "",
  });
  const [logo, setLogo] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

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

  const edit = (field: keyof typeof form, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!seller || !token) {
      toast.error("Session Error", { description: "Your seller details are missing. Please sign in again." });
      return;
    }
    const body = {
      name: form.name,
      category: form.category,
      description: form.description,
      contactInfo: { phone: form.phone, email: form.email },
      socialLinks: { facebook: form.facebook, instagram: form.instagram, twitter: form.twitter },
    };
    const parsed = StoreFields.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path.at(-1) as Field] ??= issue.message;
      setErrors(found);
      const first = parsed.error.issues[0];
      toast.error(first?.path[0] === "description" ? "Description required" : "Please check the form", {
        description: first?.message,
      });
      return;
    }
    setBusy(true);
    try {
      const { store } = await session.sellerRequest<{ store: StoreSummary }>("/api/stores", {
        method: "POST",
        body: { ...parsed.data, user_id: seller._id, logo, banner },
      });
      if (!store?._id) {
        toast.error("Setup Error", { description: "Store was created but ID not returned." });
        return;
      }
      if (!session.seller) session.signInSeller(token, seller, []);
      session.setStores([store, ...session.stores]);
      toast.success("Store Created!", { description: `${store.name} is open for business.` });
      navigate("/dashboard", { replace: true, state: { storeId: store._id } });
    } catch (error) {
      showStoreError(error, () => navigate("/seller/signup"));
      if (error instanceof ApiError)
        setErrors(Object.fromEntries(error.errors.map((e) => [e.field.split(".").at(-1), e.message])));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      wide
      title={`Welcome, ${seller?.name ?? ""}!`}
      subtitle="Tell customers about your store. You can change all of this later."
      above={<StepIndicator step={2} />}
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <FormField
          label="Store name"
          error={errors.name}
          required
          hint={
            <>
              Your store's address:{" "}
              <span className="font-mono">/store/{storeSlug(form.name) || "your-store-name"}</span>
            </>
          }
        >
          {(c) => (
            <Input {...c} value={form.name} maxLength={80} onChange={(e) => edit("name", e.target.value)} />
          )}
        </FormField>
        <FormField label="Category" error={errors.category} required>
          {(c) => (
            <select
              {...c}
              className={SELECT_CLASSES}
              value={form.category}
              onChange={(e) => edit("category", e.target.value)}
            >
              <option value="">Select a category</option>
              {CATEGORIES.map((category) => (
                <option key={category}>{category}</option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label="Description"
          error={errors.description}
          required
          hint={`${form.description.trim().length} characters (at least ${STORE_DESCRIPTION_MIN})`}
        >
          {(c) => (
            <Textarea
              {...c}
              rows={4}
              value={form.description}
              onChange={(e) => edit("description", e.target.value)}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Store phone (optional)" error={errors.phone}>
            {(c) => (
              <Input {...c} type="tel" value={form.phone} onChange={(e) => edit("phone", e.target.value)} />
            )}
          </FormField>
          <FormField label="Store email (optional)" error={errors.email}>
            {(c) => (
              <Input {...c} type="email" value={form.email} onChange={(e) => edit("email", e.target.value)} />
            )}
          </FormField>
        </div>
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-sm font-medium text-stone-800">Social links (optional)</legend>
          {(["facebook", "instagram", "twitter"] as const).map((network) => (
            <FormField key={network} label={network[0]?.toUpperCase() + network.slice(1)}>
              {(c) => (
                <Input
                  {...c}
                  type="url"
                  placeholder={`https://${network}.com/...`}
                  value={form[network]}
                  onChange={(e) => edit(network, e.target.value)}
                />
              )}
            </FormField>
          ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
          <ImageFileInput label="Logo (optional)" value={logo} onChange={setLogo} />
          <ImageFileInput
            label="Banner (optional)"
            value={banner}
            onChange={setBanner}
            aspect="aspect-[3/1] sm:aspect-auto sm:h-full"
          />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Link to="/seller/signup" className="py-3 text-center font-semibold text-stone-600 hover:underline">
            Back
          </Link>
          <Button type="submit" loading={busy}>
            {busy ? "Creating Store..." : "Create My Store"}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}

/** The toasts of spec section 8 for store creation. */
function showStoreError(error: unknown, goToSignup: () => void) {
  if (error instanceof NetworkError) {
    toast.error("Connection Error", { description: "Unable to connect to the server. Please try again." });
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
