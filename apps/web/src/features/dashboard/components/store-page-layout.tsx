import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/cn.ts";

/**
 * The frame of a page about one of the seller's stores (earnings, vouchers, helpers): a way back to
 * that store's dashboard, the title, the store's name (written in any script) and what the page is for.
 */
export function StorePageLayout({
  storeId,
  backLabel,
  title,
  storeName,
  intro,
  wide = false,
  children,
}: {
  storeId: string;
  backLabel: string;
  title: string;
  storeName?: string;
  intro?: string;
  /** Tables with many columns (the statement) take the wider frame. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn("mx-auto space-y-6 px-4 py-8 sm:px-6", wide ? "max-w-5xl" : "max-w-4xl")}>
      <header className="space-y-2">
        <Link
          to="/dashboard"
          state={{ storeId }}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
        >
          <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" /> {backLabel}
        </Link>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
        {storeName && (
          <p className="text-stone-600" dir="auto">
            {storeName}
          </p>
        )}
        {intro && <p className="max-w-2xl text-sm text-stone-600">{intro}</p>}
      </header>
      {children}
    </div>
  );
}
