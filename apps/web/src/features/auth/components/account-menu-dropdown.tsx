import { directionOf } from "@marketplace/shared/languages";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useMutation } from "@tanstack/react-query";
import { Download, LayoutDashboard, LogOut, MessagesSquare, MonitorX, Package, UserX } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import messages from "@/i18n/catalogs/en/account.json";
import { useT } from "@/i18n/use-t.ts";
import { ApiError } from "@/lib/api-client.ts";
import { toast } from "@/lib/notify.ts";
import { downloadAccountData } from "../api/account-export.ts";
import { signOutEverywhere } from "../api/auth-api.ts";
import { AccountCloseDialog } from "./account-close-dialog.tsx";
import { ACCOUNT_BUTTON_CLASSES, AccountButtonFace, type AccountMenuProps } from "./account-menu-button.tsx";

const PAGE_ICONS = { orders: Package, dashboard: LayoutDashboard, messages: MessagesSquare } as const;

const itemClasses =
  "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 data-[disabled]:cursor-wait data-[disabled]:opacity-60";

interface AccountMenuDropdownProps extends AccountMenuProps {
  /** Kept by `AccountMenu`, whose plain button opened it. */
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The account menu itself (Radix's dropdown menu), fetched when the header's plain account button
 * is first hovered, focused or pressed, and put in its place, open, when it is pressed
 * (`AccountMenu` in header-account.tsx). Radix gives the focus back to this trigger on closing.
 */
export function AccountMenuDropdown({
  accountRole,
  name,
  buttonLabel,
  email,
  greeting,
  token,
  signOut,
  links,
  open,
  onOpenChange,
}: AccountMenuDropdownProps) {
  const { t, language } = useT(messages);
  const navigate = useNavigate();
  const leave = () => {
    signOut();
    navigate("/");
  };
  const everywhere = useMutation({
    mutationFn: () => signOutEverywhere(accountRole, token),
    onSuccess: (answer) => {
      leave();
      toast.success(t("account.menu.signedOutEverywhere"), { description: answer.message });
    },
    onError: (error) => {
      // A refused token means this session had ended already: nothing is left to sign out.
      if (error instanceof ApiError && error.status === 401) {
        leave();
        toast.success(t("account.menu.signedOutEverywhere"), { description: error.message });
        return;
      }
      toast.error(t("account.menu.signOutEverywhereFailed"), {
        description: t("account.menu.stillSignedIn", { reason: error.message }),
      });
    },
  });
  const download = useMutation({
    mutationFn: () => downloadAccountData(token),
    onSuccess: () => onOpenChange(false),
    onError: (error) => toast.error(t("account.menu.downloadDataFailed"), { description: error.message }),
  });
  // The dialog outlives the menu, which closes as it opens.
  const [closing, setClosing] = useState(false);
  const direction = directionOf(language);
  return (
    <>
      {/* Its direction is the page's, from the app's DirectionProvider (app/providers.tsx). */}
      <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
        <DropdownMenu.Trigger className={ACCOUNT_BUTTON_CLASSES} aria-label={buttonLabel}>
          <AccountButtonFace name={name} greeting={greeting} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            // Its placement is physical: under the button, towards the middle of the page either way.
            align={direction === "rtl" ? "start" : "end"}
            sideOffset={8}
            className="z-50 w-64 rounded-2xl bg-white p-2 shadow-lg ring-1 ring-stone-200"
          >
            <div className="px-3 py-2">
              <p className="font-semibold text-stone-900">{name}</p>
              <p dir="auto" className="truncate text-sm text-stone-500">
                {email}
              </p>
            </div>
            <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
            {links.map(({ label, to, page }) => {
              const LinkIcon = PAGE_ICONS[page];
              return (
                <DropdownMenu.Item key={to} className={itemClasses} onSelect={() => navigate(to)}>
                  <LinkIcon className="h-4 w-4" aria-hidden="true" /> {label}
                </DropdownMenu.Item>
              );
            })}
            <DropdownMenu.Item
              className={itemClasses}
              disabled={download.isPending}
              onSelect={(event) => {
                // Open until the file is on its way: a big export takes a moment to gather.
                event.preventDefault();
                download.mutate();
              }}
            >
              <Download className="h-4 w-4" aria-hidden="true" />
              {download.isPending ? t("account.menu.downloadingData") : t("account.menu.downloadData")}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClasses} onSelect={() => setClosing(true)}>
              <UserX className="h-4 w-4" aria-hidden="true" /> {t("account.menu.closeAccount")}
            </DropdownMenu.Item>
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
              {everywhere.isPending
                ? t("account.menu.signingOutEverywhere")
                : t("account.menu.signOutEverywhere")}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClasses} onSelect={leave}>
              <LogOut className="h-4 w-4" aria-hidden="true" /> {t("account.menu.logout")}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {closing && (
        <AccountCloseDialog
          accountRole={accountRole}
          token={token}
          onCancel={() => setClosing(false)}
          onClosed={() => {
            // Her tokens are dead on the server already; this device forgets its own.
            signOut();
            navigate("/account-closed", { replace: true });
          }}
        />
      )}
    </>
  );
}
