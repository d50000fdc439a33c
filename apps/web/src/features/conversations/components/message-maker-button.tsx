import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "@/components/ui/button.tsx";
import messages from "@/i18n/catalogs/en/common.json";
import { useT } from "@/i18n/use-t.ts";
import { conversationPath } from "@/lib/app-paths.ts";
import { lazyPart, OnceOpened } from "@/lib/lazy-part.tsx";
import { loginPathReturningTo } from "@/lib/session/return-path.ts";
import { useSession } from "@/lib/session/session-provider.tsx";

/**
 * The dialog, the composer, their words and the shared rules come when first wanted: on the product
 * and store pages this button is all a visitor's first load carries of the conversations.
 */
const { Part: MessageMakerDialog, preload: preloadDialog } = lazyPart(() =>
  import("./message-maker-dialog.tsx").then((module) => module.MessageMakerDialog),
);

export interface MessageMakerProps {
  storeId: string;
  storeName: string;
  /** What the message is about, named in the dialog: a product, or one of her orders (else the store). */
  product?: { _id: string; name: string };
  order?: { _id: string; number: string };
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * "Message the maker": a signed-in customer writes to the store in a dialog and is taken to the
 * conversation; anyone else is sent to the customer sign-in and brought back here.
 */
export function MessageMakerButton({ variant = "secondary", size = "md", ...about }: MessageMakerProps) {
  const { customer, customerToken } = useSession();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { t } = useT(messages);
  const label = (
    <>
      <MessageCircle className="h-4 w-4" aria-hidden="true" />
      {t("common.messageTheMaker")}
    </>
  );

  if (!customer || !customerToken) {
    return (
      <Link
        to={loginPathReturningTo("/customer/login", pathname + search)}
        className={buttonClasses(variant, size)}
      >
        {label}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className={buttonClasses(variant, size)}
        onPointerEnter={() => void preloadDialog()}
        onFocus={() => void preloadDialog()}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <OnceOpened open={open} preload={preloadDialog}>
        <MessageMakerDialog
          {...about}
          open={open}
          onOpenChange={setOpen}
          onStarted={(id) => navigate(conversationPath("customer", id))}
        />
      </OnceOpened>
    </>
  );
}
