import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, LayoutDashboard, LogOut, Package } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { SignInLink } from "@/components/layout/site-header.tsx";
import { myOrdersPath } from "@/lib/app-paths.ts";
import { useSession } from "../session/session-provider.tsx";

const itemClasses =
  "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

/** The header's account corner: the customer's menu, a seller's dashboard link, or Sign In. */
export function HeaderAccount() {
  const { customer, seller, signOutCustomer } = useSession();
  const navigate = useNavigate();
  if (!customer) {
    return seller ? (
      <Link
        to="/dashboard"
        className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-brand-50 px-3 py-2 text-sm font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-100"
      >
        <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
        <span className="hidden xl:inline">My Dashboard</span>
        <span className="xl:hidden">Dashboard</span>
      </Link>
    ) : (
      <SignInLink />
    );
  }
  const initial = customer.name.trim().charAt(0).toUpperCase() || "?";
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-stone-100"
        aria-label={`Account menu for ${customer.name}`}
      >
        <span
          aria-hidden="true"
          className="grid h-9 w-9 place-items-center rounded-full bg-brand-700 font-semibold text-white"
        >
          {initial}
        </span>
        <span className="hidden text-left leading-tight xl:block">
          <span className="block text-sm font-semibold text-stone-900">{customer.name}</span>
          <span className="block text-xs text-stone-500">Welcome back!</span>
        </span>
        <ChevronDown className="h-4 w-4 text-stone-500" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-2xl bg-white p-2 shadow-lg ring-1 ring-stone-200"
        >
          <div className="px-3 py-2">
            <p className="font-semibold text-stone-900">{customer.name}</p>
            <p className="truncate text-sm text-stone-500">{customer.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => navigate(myOrdersPath(customer.id))}>
            <Package className="h-4 w-4" aria-hidden="true" /> My Orders
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClasses}
            onSelect={() => {
              signOutCustomer();
              navigate("/");
            }}
          >
            <LogOut className="h-4 w-4" aria-hidden="true" /> Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
