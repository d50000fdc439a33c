import { ChevronDown } from "lucide-react";

/** What the header's account menu needs: whose it is, how to sign out and the role's own page. */
export interface AccountMenuProps {
  accountRole: "customer" | "seller";
  name: string;
  /** The button's accessible name, "Account menu for Ayesha", in the visitor's language. */
  buttonLabel: string;
  email: string;
  greeting: string;
  token: string;
  signOut(): void;
  /**
   * The role's own pages (orders or dashboard, messages), above the sign-out items. Their icons are
   * the menu's (account-menu-dropdown.tsx), so none is part of a page's first load.
   */
  links: Array<{ label: string; to: string; page: "orders" | "dashboard" | "messages" }>;
}

/**
 * The account button's look, the same before and after the menu's code has arrived; on a phone just
 * the initial, to leave the header room for the notification bell.
 */
export const ACCOUNT_BUTTON_CLASSES =
  "flex items-center gap-2 rounded-full hover:bg-stone-100 sm:py-1 sm:ps-1 sm:pe-2";

/** What the account button shows: the initial, the name and greeting on wide screens, a chevron. */
export function AccountButtonFace({ name, greeting }: { name: string; greeting: string }) {
  const initial = name.trim().charAt(0).toUpperCase() || "?";
  return (
    <>
      <span
        aria-hidden="true"
        className="grid h-9 w-9 place-items-center rounded-full bg-brand-700 font-semibold text-white"
      >
        {initial}
      </span>
      {/* At most as wide as the header's account corner keeps for it. */}
      <span className="hidden max-w-28 text-start leading-tight xl:block">
        <span dir="auto" className="block truncate text-sm font-semibold text-stone-900">
          {name}
        </span>
        <span className="block truncate text-xs text-stone-500">{greeting}</span>
      </span>
      {/* Not on a phone, where the header also holds the notification bell. */}
      <ChevronDown className="hidden h-4 w-4 text-stone-500 sm:block" aria-hidden="true" />
    </>
  );
}
