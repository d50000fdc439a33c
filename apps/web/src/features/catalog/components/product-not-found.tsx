import { ArrowLeft, PackageSearch } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useT } from "@/i18n/use-t.ts";

/** For an unknown or removed product: back where the visitor came from, or to all products. */
export function ProductNotFound() {
  const navigate = useNavigate();
  const { t } = useT(messages);
  // React Router numbers its history entries; 0 means this page was opened directly. Read on the
  // click, as the server rendering this page has no history.
  const goBack = () => {
    const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    if (canGoBack) navigate(-1);
    else navigate("/");
  };
  return (
    <EmptyState
      headingLevel={1}
      icon={<PackageSearch className="h-7 w-7" aria-hidden="true" />}
      title={t("catalog.product.notFoundTitle")}
      message={t("catalog.notFound.message")}
    >
      <Button onClick={goBack}>
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        {t("catalog.notFound.back")}
      </Button>
      <Link
        to="/AllProduct"
        className="inline-flex h-11 items-center px-3 font-semibold text-brand-700 hover:underline"
      >
        {t("catalog.browseAll")}
      </Link>
    </EmptyState>
  );
}
