import { Flag } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useLocation } from "react-router";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useT } from "@/i18n/use-t.ts";
import { lazyPart, OnceOpened } from "@/lib/lazy-part.tsx";
import { loginPathReturningTo } from "@/lib/session/return-path.ts";
import { useSession } from "@/lib/session/session-provider.tsx";

/** The dialog (Radix's) is fetched when idle or opened, not with the product page. */
const { Part: Modal, preload: preloadModal } = lazyPart(() =>
  import("@/components/ui/modal.tsx").then((module) => module.Modal),
);
const ReportForm = lazy(() => import("./report-listing-form.tsx"));

const LINK_CLASSES =
  "inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-stone-600 underline-offset-2 hover:text-stone-900 hover:underline";

/**
 * "Report this listing": a signed-in customer tells Hunarmand what is wrong in a short form; anyone
 * else is taken to the customer sign-in and brought back here.
 */
export function ReportListing({ productId, productName }: { productId: string; productName: string }) {
  const { customer, customerToken } = useSession();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const { t } = useT(messages);

  if (!customer || !customerToken) {
    return (
      <Link to={loginPathReturningTo("/customer/login", pathname + search)} className={LINK_CLASSES}>
        <Flag className="h-4 w-4" aria-hidden="true" /> {t("catalog.report.link")}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={LINK_CLASSES} onClick={() => setOpen(true)}>
        <Flag className="h-4 w-4" aria-hidden="true" /> {t("catalog.report.link")}
      </button>
      <OnceOpened open={open} preload={preloadModal}>
        <Modal
          open={open}
          onOpenChange={setOpen}
          title={t("catalog.report.link")}
          description={t("catalog.report.description", { name: productName })}
        >
          {/* Mounted afresh on each opening, so a new report starts from an empty form. */}
          {open && (
            <Suspense fallback={<LoadingState label={t("catalog.report.loadingForm")} inline />}>
              <ReportForm productId={productId} onDone={() => setOpen(false)} />
            </Suspense>
          )}
        </Modal>
      </OnceOpened>
    </>
  );
}
