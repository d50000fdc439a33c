import { LayoutDashboard, Package } from "lucide-react";
import { lazy, Suspense, startTransition, useState } from "react";
import { SignInLink } from "@/components/layout/site-header.tsx";
import { myOrdersPath } from "@/lib/app-paths.ts";
import { useSession } from "../session/session-provider.tsx";
import {
  ACCOUNT_BUTTON_CLASSES,
  AccountButtonFace,
  type AccountMenuProps,
  accountButtonLabel,
} from "./account-menu-button.tsx";

const AccountMenuDropdown = lazy(() =>
  import("./account-menu-dropdown.tsx").then((module) => ({ default: module.AccountMenuDropdown })),
);

/** The header's account corner: the customer's menu, else the seller's, else Sign In. */
export function HeaderAccount() {
  const session = useSession();
  const { customer, customerToken, seller, sellerToken } = session;
  if (customer && customerToken) {
    return (
      <AccountMenu
        accountRole="customer"
        name={customer.name}
        email={customer.email}
        greeting="Welcome back!"
        token={customerToken}
        signOut={session.signOutCustomer}
        link={{ label: "My Orders", to: myOrdersPath(customer.id), icon: Package }}
      />
    );
  }
  if (seller && sellerToken) {
    return (
      <AccountMenu
        accountRole="seller"
        name={seller.name}
        email={seller.email}
        greeting="Seller"
        token={sellerToken}
        signOut={session.signOutSeller}
        link={{ label: "My Dashboard", to: "/dashboard", icon: LayoutDashboard }}
      />
    );
  }
  return <SignInLink />;
}

type Wanted = "hovered" | "focused" | "pressed";

/**
 * The account menu. Until its button is first hovered, focused or pressed, the button is a plain
 * one of the same look, so the menu's code (Radix's dropdown and its positioning) is not part of a
 * page's first load. Then the menu's code is fetched while that button stays in place (a transition),
 * and the real menu replaces it: focused if it had the focus, open if it was pressed.
 */
function AccountMenu(props: AccountMenuProps) {
  const [wanted, setWanted] = useState<Wanted | null>(null);
  const want = (next: Wanted) =>
    startTransition(() => setWanted((was) => (was === "pressed" || was === next ? was : next)));
  const standIn = (
    <button
      type="button"
      className={ACCOUNT_BUTTON_CLASSES}
      aria-label={accountButtonLabel(props.name)}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => want("hovered")}
      onFocus={() => want("focused")}
      onClick={() => want("pressed")}
    >
      <AccountButtonFace name={props.name} greeting={props.greeting} />
    </button>
  );
  return (
    <Suspense fallback={standIn}>
      {wanted ? (
        <AccountMenuDropdown {...props} defaultOpen={wanted === "pressed"} takeFocus={wanted !== "hovered"} />
      ) : (
        standIn
      )}
    </Suspense>
  );
}
