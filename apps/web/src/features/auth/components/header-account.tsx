import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useMutation } from "@tanstack/react-query";
import { ChevronDown, LayoutDashboard, LogOut, MonitorX, Package } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { SignInLink } from "@/components/layout/site-header.tsx";
import { ApiError } from "@/lib/api-client.ts";
import { myOrdersPath } from "@/lib/app-paths.ts";
import { signOutEverywhere } from "../api/auth-api.ts";
import { useSession } from "../session/session-provider.tsx";

const itemClasses =
  "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 data-[disabled]:cursor-wait data-[disabled]:opacity-60";

/**
 * The header's account corner: the customer's menu, else the seller's, else Sign In. The server,
 * and the first render of a hydrating page, show Sign In; the menu replaces it once the stored
 * session is read, in a corner as wide as either, so nothing beside it moves.
 */
export function HeaderAccount() {
  return (
    <div className="flex min-w-20 shrink-0 justify-end xl:min-w-48">
      <AccountCorner />
    </div>
  );
}

function AccountCorner() {
  const session = useSession();
  const navigate = useNavigate();
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
      >
        <DropdownMenu.Item className={itemClasses} onSelect={() => navigate(myOrdersPath(customer.id))}>
          <Package className="h-4 w-4" aria-hidden="true" /> My Orders
        </DropdownMenu.Item>
      </AccountMenu>
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
      >
        <DropdownMenu.Item className={itemClasses} onSelect={() => navigate("/dashboard")}>
          <LayoutDashboard className="h-4 w-4" aria-hidden="true" /> My Dashboard
        </DropdownMenu.Item>
      </AccountMenu>
    );
  }
  return <SignInLink />;
}

interface AccountMenuProps {
  accountRole: "customer" | "seller";
  name: string;
  email: string;
  greeting: string;
  token: string;
  signOut(): void;
  /** The role's own links, above the sign-out items. */
  children: ReactNode;
}

function AccountMenu({ accountRole, name, email, greeting, token, signOut, children }: AccountMenuProps) {
  const navigate = useNavigate();
  const leave = () => {
    signOut();
    navigate("/");
  };
  const everywhere = useMutation({
    mutationFn: () => signOutEverywhere(accountRole, token),
    onSuccess: (answer) => {
      leave();
      toast.success("Signed out everywhere", { description: answer.message });
    },
    onError: (error) => {
      // A refused token means this session had ended already: nothing is left to sign out.
      if (error instanceof ApiError && error.status === 401) {
        leave();
        toast.success("Signed out everywhere", { description: error.message });
        return;
      }
      toast.error("Could not sign out everywhere", {
        description: `${error.message} You are still signed in here.`,
      });
    },
  });
  const initial = name.trim().charAt(0).toUpperCase() || "?";
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-stone-100"
        aria-label={`Account menu for ${name}`}
      >
        <span
          aria-hidden="true"
          className="grid h-9 w-9 place-items-center rounded-full bg-brand-700 font-semibold text-white"
        >
          {initial}
        </span>
        {/* At most as wide as the corner keeps for it. */}
        <span className="hidden max-w-28 text-left leading-tight xl:block">
          <span className="block truncate text-sm font-semibold text-stone-900">{name}</span>
          <span className="block truncate text-xs text-stone-500">{greeting}</span>
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
            <p className="font-semibold text-stone-900">{name}</p>
            <p className="truncate text-sm text-stone-500">{email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          {children}
          <DropdownMenu.Item
            className={itemClasses}
            disabled={everywhere.isPending}
            onSelect={(event) => {
              // The menu stays open until the server has answered, so the outcome is seen.
              event.preventDefault();
              everywhere.mutate();
            }}
          >
            <MonitorX className="h-4 w-4" aria-hidden="true" />
            {everywhere.isPending ? "Signing out everywhere…" : "Sign out everywhere"}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={leave}>
            <LogOut className="h-4 w-4" aria-hidden="true" /> Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
