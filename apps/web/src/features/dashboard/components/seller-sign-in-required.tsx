import { LockKeyhole } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { loginPathReturningTo } from "@/features/auth/return-path.ts";

/** Shown on seller screens when nobody is signed in as a seller, under the page's own heading. */
export function SellerSignInRequired({ pageTitle }: { pageTitle: string }) {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 sm:px-6">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{pageTitle}</h1>
      <EmptyState
        title="Please sign in as a seller"
        message="Your dashboard, products and store settings are available once you sign in to your seller account."
        icon={<LockKeyhole className="h-7 w-7" aria-hidden="true" />}
      >
        <Link to={loginPathReturningTo("/seller/login", pathname)} className={buttonClasses("primary")}>
          Seller Login
        </Link>
        <Link to="/seller/signup" className={buttonClasses("secondary")}>
          Open a store
        </Link>
      </EmptyState>
    </div>
  );
}
