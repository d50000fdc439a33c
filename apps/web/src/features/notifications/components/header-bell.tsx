import { Suspense } from "react";
import { useLocation } from "react-router";
import { lazyPart } from "@/lib/lazy-part.tsx";
import { useSession } from "@/lib/session/session-provider.tsx";
import { bellRole } from "../api/bell-role.ts";

/**
 * The bell's code (its list, the sheet and the live stream) is fetched only once someone is known
 * to be signed in: a visitor's page, and the server's render of any page, load none of it.
 */
const { Part: NotificationBell } = lazyPart(() =>
  import("./notification-bell.tsx").then((module) => module.NotificationBell),
);

/** The header's notification bell for the signed-in account (none for a visitor). */
export function HeaderBell() {
  const { customer, customerToken, seller, sellerToken } = useSession();
  const { pathname } = useLocation();
  const role = bellRole(pathname, {
    customer: Boolean(customer && customerToken),
    seller: Boolean(seller && sellerToken),
  });
  if (!role) return null;
  return (
    // Its place is kept while the code arrives, so the account menu beside it does not move twice.
    <Suspense fallback={<span aria-hidden="true" className="h-10 w-10 shrink-0" />}>
      <NotificationBell key={role} role={role} />
    </Suspense>
  );
}
