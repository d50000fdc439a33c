import { CATEGORIES } from "@marketplace/shared/categories";
import { STORE_DESCRIPTION_MIN, StoreFields } from "@marketplace/shared/stores-contracts";
import { type FormEvent, useState } from "react";
import { ImageFileInput } from "@/components/image-file-input.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input, Textarea } from "@/components/ui/input.tsx";
import type { Store } from "@/features/stores/api/stores-api.ts";
import type { FieldError } from "@/lib/api-client.ts";
import type { StoreUpdate } from "../api/dashboard-api.ts";

const SELECT_CLASSES =
  "block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-500";

type TextField =
  | "name"
  | "category"
  | "description"
  | "location"
  | "phone"
  | "email"
  | "facebook"
  | "instagram"
  | "twitter";
type Errors = Partial<Record<TextField | "logo" | "banner", string>>;

interface StoreSettingsFormProps {
  store: Store;
  busy: boolean;
  /** Saves; answers per-field problems from the server to show under the inputs. */
  onSubmit: (update: StoreUpdate) => Promise<FieldError[] | undefined>;
  onCancel: () => void;
}

/** The store's details, contacts, links and images, checked with the same rules as store setup. */
export function StoreSettingsForm({ store, busy, onSubmit, onCancel }: StoreSettingsFormProps) {
  const [form, setForm] = useState<Record<TextField, string>>({
    name: store.name,
    category: store.category,
    description: store.description,
    location: store.location,
    phone: store.contactInfo.phone,
    email: store.contactInfo.email,
    facebook: store.socialLinks.facebook,
    instagram: store.socialLinks.instagram,
    twitter: store.socialLinks.twitter,
  });
  const [logo, setLogo] = useState(store.logo);
  const [banner, setBanner] = useState(store.banner);
  const [errors, setErrors] = useState<Errors>({});

  const edit = (field: TextField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const showProblems = (problems: Array<{ path: string; message: string }>) => {
    const found: Errors = {};
    for (const p of problems) found[p.path.split(".").at(-1) as TextField] ??= p.message;
    setErrors(found);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = StoreFields.safeParse({
      name: form.name,
      category: form.category,
      description: form.description,
      location: form.location,
      contactInfo: { phone: form.phone, email: form.email },
      socialLinks: { facebook: form.facebook, instagram: form.instagram, twitter: form.twitter },
    });
    if (!parsed.success) {
      showProblems(parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
      return;
    }
    const problems = await onSubmit({ ...parsed.data, logo, banner });
    if (problems?.length) showProblems(problems.map((p) => ({ path: p.field, message: p.message })));
  }

  const text = (field: TextField, label: string, type = "text", placeholder?: string) => (
    <FormField label={label} error={errors[field]}>
      {(c) => (
        <Input
          {...c}
          type={type}
          placeholder={placeholder}
          value={form[field]}
          onChange={(e) => edit(field, e.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormField label="Store name" required error={errors.name}>
        {(c) => (
          <Input {...c} maxLength={80} value={form.name} onChange={(e) => edit("name", e.target.value)} />
        )}
      </FormField>
      <FormField label="Category" required error={errors.category}>
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
        required
        error={errors.description}
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
      {text("location", "Location (optional)", "text", "City, area")}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("phone", "Store phone (optional)", "tel")}
        {text("email", "Store email (optional)", "email")}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium text-stone-800">Social links (optional)</legend>
        {text("facebook", "Facebook", "url", "https://facebook.com/...")}
        {text("instagram", "Instagram", "url", "https://instagram.com/...")}
        {text("twitter", "Twitter", "url", "https://twitter.com/...")}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
        <div>
          <ImageFileInput label="Logo (optional)" value={logo} onChange={setLogo} />
          {errors.logo && <p className="mt-1 text-sm text-red-700">{errors.logo}</p>}
        </div>
        <div>
          <ImageFileInput
            label="Banner (optional)"
            value={banner}
            onChange={setBanner}
            aspect="aspect-[3/1] sm:aspect-auto sm:h-full"
          />
          {errors.banner && <p className="mt-1 text-sm text-red-700">{errors.banner}</p>}
        </div>
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          {busy ? "Saving..." : "Save Settings"}
        </Button>
      </div>
    </form>
  );
}
