import type { InviteHelperAnswer } from "@marketplace/shared/store-helpers-contracts";
import { Copy, Send } from "lucide-react";
import { useId } from "react";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/helpers.json";
import { useT } from "@/i18n/use-t.ts";
import { toast } from "@/lib/notify.ts";
import { pagePath } from "@/lib/page-paths.ts";

/** The invitation's link on this site: the page that accepts it, with its token. */
export function invitationLink(token: string, origin = window.location.origin): string {
  return `${origin}${pagePath("acceptHelper")}?token=${encodeURIComponent(token)}`;
}

/** WhatsApp's share link: to her number when the invitation is for one (Pakistan's +92), else open. */
export function whatsAppLink(contact: string, kind: "email" | "phone", text: string): string {
  const to = kind === "phone" ? `92${contact.replace(/^0/, "")}` : "";
  return `https://wa.me/${to}?text=${encodeURIComponent(text)}`;
}

/**
 * What the owner does with an invitation just made (decision 0054): an e-mail went (or did not);
 * either way she can send the link herself, copied or on WhatsApp. The token is shown this once.
 */
export function InvitationShare({ invited, storeName }: { invited: InviteHelperAnswer; storeName: string }) {
  const { t } = useT(messages);
  const linkId = useId();
  const { contact, contactKind } = invited.helper;
  const link = invitationLink(invited.token);
  const shareText = t("helpers.share.whatsAppText", { store: storeName, link });

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t("helpers.share.copied"));
    } catch {
      toast.error(t("helpers.share.copyFailed"));
    }
  }

  return (
    <section
      aria-label={t("helpers.share.regionLabel", { store: storeName })}
      className="space-y-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100"
    >
      <p className="font-semibold text-stone-900">{t("helpers.share.made", { store: storeName })}</p>
      <p className="text-sm text-stone-700">
        {invited.mailed
          ? t("helpers.share.mailed", { contact })
          : t(contactKind === "phone" ? "helpers.share.sendToNumber" : "helpers.share.notMailed", {
              contact,
            })}
      </p>
      <div className="space-y-1">
        <label htmlFor={linkId} className="block text-sm font-medium text-stone-800">
          {t("helpers.share.link")}
        </label>
        <Input
          id={linkId}
          value={link}
          readOnly
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden="true" /> {t("helpers.share.copy")}
        </Button>
        <a
          href={whatsAppLink(contact, contactKind, shareText)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("secondary", "sm")}
        >
          <Send className="h-4 w-4" aria-hidden="true" /> {t("helpers.share.whatsApp")}
        </a>
      </div>
    </section>
  );
}
