import { lazy, Suspense, useRef } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { SkipToContent } from "@/components/layout/skip-to-content.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { AdminHeader } from "@/features/admin/components/admin-header.tsx";
import { sectionOf, staffUses } from "@/features/admin/components/admin-sections.ts";
import { NotForYourRole } from "@/features/admin/components/not-for-your-role.tsx";
import { AdminSessionProvider, useAdminSession } from "@/features/admin/session/admin-session.tsx";
import { usePageHeadingFocus } from "./use-page-heading-focus.ts";

const AdminSignInPage = lazy(() => import("@/features/admin/pages/admin-sign-in-page.tsx"));

/**
 * The operator console's frame (`/admin/*`): its own header and session, none of the shop's cart or
 * search. Signed out, every console address shows the sign-in, and after it the page asked for.
 */
export function AdminLayout() {
  return (
    <AdminSessionProvider>
      <AdminFrame />
    </AdminSessionProvider>
  );
}

function AdminFrame() {
  const { admin } = useAdminSession();
  const main = useRef<HTMLElement>(null);
  usePageHeadingFocus(main);
  const section = sectionOf(useLocation().pathname);
  // A section her staff role does not use says so instead of loading a page whose calls the API refuses.
  const page = !admin || !section || staffUses(admin.role, section) ? <Outlet /> : <NotForYourRole />;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipToContent />
      <AdminHeader />
      <main ref={main} id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<LoadingState />}>{admin ? page : <AdminSignInPage />}</Suspense>
      </main>
      <ScrollRestoration />
    </div>
  );
}
