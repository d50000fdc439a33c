import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useLocation } from "react-router";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "@/components/ui/button.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { loginPathReturningTo } from "@/features/auth/return-path.ts";
import { useSession } from "@/features/auth/session/session-provider.tsx";
import messages from "@/i18n/catalogs/en/conversations.json";
import { useT } from "@/i18n/use-t.ts";
import { lazyPart, OnceOpened } from "@/lib/lazy-part.tsx";

/** The dialog and the composer (its form library and the shared rules) come when first wanted. */
const { Part: Modal, preload: preloadModal } = lazyPart(() =>
  import("@/components/ui/modal.tsx").then((module) => module.Modal),
);
const MessageComposer = lazy(() => import("./message-composer.tsx"));

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
export function MessageMakerButton({
  storeId,
  storeName,
  product,
  order,
  variant = "secondary",
  size = "md",
}: MessageMakerProps) {
  const { customer, customerToken } = useSession();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const { t } = useT(messages);
  const label = (
    <>
      <MessageCircle className="h-4 w-4" aria-hidden="true" />
      {t("conversations.maker.button")}
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
        onPointerEnter={() => void preloadModal()}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <OnceOpened open={open} preload={preloadModal}>
        <Modal
          open={open}
          onOpenChange={setOpen}
          title={t("conversations.composer.title", { store: storeName })}
          description={
            product
              ? t("conversations.subject.product", { name: product.name })
              : order
                ? t("conversations.subject.order", { number: order.number })
                : t("conversations.composer.description")
          }
        >
          {/* Mounted afresh on each opening, so a new message starts from an empty box. */}
          {open && (
            <Suspense fallback={<LoadingState label={t("conversations.composer.loading")} inline />}>
              <MessageComposer
                storeId={storeId}
                productId={product?._id}
                orderId={order?._id}
                onCancel={() => setOpen(false)}
              />
            </Suspense>
          )}
        </Modal>
      </OnceOpened>
    </>
  );
}
