import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { Input } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/auth.json";
import { useT } from "@/i18n/use-t.ts";

/** A password field with a show/hide toggle. */
export function PasswordInput(props: Omit<ComponentProps<"input">, "type">) {
  const [visible, setVisible] = useState(false);
  const { t } = useT(messages);
  return (
    <div className="relative">
      <Input {...props} type={visible ? "text" : "password"} className="pe-12" />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 end-0 grid w-12 place-items-center rounded-e-xl text-stone-500 hover:text-brand-700"
        aria-label={visible ? t("auth.password.hide") : t("auth.password.show")}
        aria-pressed={visible}
      >
        {visible ? <EyeOff className="h-5 w-5" /> : <Eye className="h-5 w-5" />}
      </button>
    </div>
  );
}
