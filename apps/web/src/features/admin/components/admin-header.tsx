import { useMutation } from "@tanstack/react-query";
import { LogOut, Menu, ShieldOff } from "lucide-react";
import { useState } from "react";
import { NavLink } from "react-router";
import { BrandLogo } from "@/components/layout/brand-logo.tsx";
import { LanguageSwitch } from "@/components/layout/language-switch.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Sheet } from "@/components/ui/sheet.tsx";
import { cn } from "@/lib/cn.ts";
import { toast } from "@/lib/notify.ts";
import { useAdminT } from "../admin-words.ts";
import { useAdminSession } from "../session/admin-session.tsx";
import { sectionsFor } from "./admin-sections.ts";

function SectionLinks({ onPick, stacked }: { onPick?: () => void; stacked: boolean }) {
  const { t } = useAdminT();
  const { admin } = useAdminSession();
  if (!admin) return null;
  return (
    <ul className={stacked ? "space-y-1" : "flex items-center gap-1"}>
      {/* Only the sections her staff role uses (decision 0043). */}
      {sectionsFor(admin.role).map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            end
            onClick={onPick}
            className={({ isActive }) =>
              cn(
                "flex items-center gap-2 font-medium whitespace-nowrap transition-colors hover:bg-brand-50 hover:text-brand-800",
                stacked ? "rounded-xl px-3 py-3" : "rounded-full px-2.5 py-2 text-sm",
                isActive ? "bg-brand-50 text-brand-800" : "text-stone-700",
              )
            }
          >
            {/* The row leaves its icons out: nine sections' words fit a 1280 px screen only without them. */}
            {stacked && <Icon className="h-4 w-4" aria-hidden="true" />}
            {t(label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The console's header: the site's mark, the sections (a row on wide screens, a sheet behind a Menu
 * button on phones and tablets) and signing out. Signed out, only the mark shows.
 */
export function AdminHeader() {
  const { admin, signOut, signOutEverywhere } = useAdminSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const { t } = useAdminT();
  const everywhere = useMutation({
    mutationFn: signOutEverywhere,
    onError: () => toast.error(t("admin.header.signOutEverywhereFailed")),
  });
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <BrandLogo compact />
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
          {t("admin.header.badge")}
        </span>
        {/* The language switch is on every page (issue 16), the sign-in included. */}
        {!admin && <LanguageSwitch className="ms-auto" />}
        {admin && (
          <>
            <nav aria-label={t("admin.header.console")} className="ms-4 hidden 2xl:block">
              <SectionLinks stacked={false} />
            </nav>
            <div className="ms-auto flex items-center gap-2">
              <LanguageSwitch />
              <Button variant="ghost" size="sm" className="max-sm:hidden" onClick={signOut}>
                <LogOut className="h-4 w-4" aria-hidden="true" /> {t("admin.header.signOut")}
              </Button>
              <button
                type="button"
                className="grid h-10 w-10 shrink-0 place-items-center rounded-full text-stone-700 transition-colors hover:bg-stone-100 2xl:hidden"
                aria-label={t("admin.header.menuButton")}
                aria-haspopup="dialog"
                onClick={() => setMenuOpen(true)}
              >
                <Menu className="h-5 w-5" aria-hidden="true" />
              </button>
            </div>
            <Sheet
              open={menuOpen}
              onOpenChange={setMenuOpen}
              side="right"
              title={t("admin.header.console")}
              description={t("admin.header.signedInAs", { name: admin.name })}
              closeLabel={t("admin.header.closeMenu")}
            >
              <nav aria-label={t("admin.header.sectionsLabel")} className="flex-1 overflow-y-auto px-3 py-3">
                <SectionLinks stacked onPick={() => setMenuOpen(false)} />
              </nav>
              <div className="border-t border-stone-200 p-4">
                <Button
                  variant="secondary"
                  className="w-full"
                  onClick={() => {
                    setMenuOpen(false);
                    signOut();
                  }}
                >
                  <LogOut className="h-4 w-4" aria-hidden="true" /> {t("admin.header.signOut")}
                </Button>
                {/* Ends her sessions on every device (decision 0037), this one included. */}
                <Button
                  variant="ghost"
                  className="mt-2 w-full"
                  disabled={everywhere.isPending}
                  onClick={() => everywhere.mutate()}
                >
                  <ShieldOff className="h-4 w-4" aria-hidden="true" /> {t("admin.header.signOutEverywhere")}
                </Button>
              </div>
            </Sheet>
          </>
        )}
      </div>
    </header>
  );
}
