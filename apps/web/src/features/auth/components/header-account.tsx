import { lazy, Suspense, startTransition, useState } from "react";
import { SignInLink } from "@/components/layout/site-header.tsx";
import messages from "@/i18n/catalogs/en/account.json";
import { useT } from "@/i18n/use-t.ts";
import { inboxPath, myOrdersPath } from "@/lib/app-paths.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { ACCOUNT_BUTTON_CLASSES, AccountButtonFace, type AccountMenuProps } from "./account-menu-button.tsx";

const AccountMenuDropdown = lazy(() =>
  import("./account-menu-dropdown.tsx").then((module) => ({ default: module.AccountMenuDropdown })),
);

/**
 * The header's account corner: the customer's menu, else the seller's, else Sign In. The server,
 * and the first render of a hydrating page, show Sign In; the menu replaces it once the stored
 * session is read, in a corner as wide as either from tablets up, so nothing beside it moves.
 */
export function HeaderAccount() {
  return (
    // On a phone the corner is no wider than what it holds: signed in, the bell needs the room.
    <div className="flex shrink-0 justify-end sm:min-w-20 xl:min-w-48">
      <AccountCorner />
    </div>
  );
}

function AccountCorner() {
  const session = useSession();
  const { t } = useT(messages);
  const { customer, customerToken, seller, sellerToken } = session;
  if (customer && customerToken) {
    return (
      <AccountMenu
        accountRole="customer"
        name={customer.name}
        buttonLabel={t("account.menu.label", { name: customer.name })}
        email={customer.email}
        greeting={t("account.menu.customerGreeting")}
        token={customerToken}
        signOut={session.signOutCustomer}
        links={[
          { label: t("account.menu.myOrders"), to: myOrdersPath(customer.id), page: "orders" },
          { label: t("account.menu.messages"), to: inboxPath("customer"), page: "messages" },
        ]}
      />
    );
  }
  if (seller && sellerToken) {
    return (
      <AccountMenu
        accountRole="seller"
        name={seller.name}
        buttonLabel={t("account.menu.label", { name: seller.name })}
        email={seller.email}
        greeting={t("account.menu.sellerGreeting")}
        token={sellerToken}
        signOut={session.signOutSeller}
        links={[
          { label: t("account.menu.myDashboard"), to: "/dashboard", page: "dashboard" },
          { label: t("account.menu.messages"), to: inboxPath("seller"), page: "messages" },
        ]}
      />
    );
  }
  return <SignInLink />;
}

const preloadAccountMenu = () => void import("./account-menu-dropdown.tsx");

/**
 * The account menu. Until its button is first pressed it is a plain button of the same look, so the
 * menu's code (Radix's dropdown and its positioning) is not part of a page's first load: hovering or
 * focusing it fetches that code, and pressing it puts the real menu in its place, open. The swap is
 * a transition, so the plain button stays until the code is there, and it happens after the press
 * has ended (a swap mid-press would lose it).
 */
function AccountMenu(props: AccountMenuProps) {
  const [pressed, setPressed] = useState(false);
  const [open, setOpen] = useState(false);
  const standIn = (
    <button
      type="button"
      className={ACCOUNT_BUTTON_CLASSES}
      aria-label={props.buttonLabel}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preloadAccountMenu}
      onFocus={preloadAccountMenu}
      onClick={() =>
        startTransition(() => {
          setPressed(true);
          setOpen(true);
        })
      }
    >
      <AccountButtonFace name={props.name} greeting={props.greeting} />
    </button>
  );
  return (
    <Suspense fallback={standIn}>
      {pressed ? <AccountMenuDropdown {...props} open={open} onOpenChange={setOpen} /> : standIn}
    </Suspense>
  );
}
