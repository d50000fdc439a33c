import { BarChart3, Flag, type LucideIcon, ScrollText, Settings, Users, Wallet } from "lucide-react";
import type { AdminKey } from "../admin-words.ts";

/** The console's sections, in the order its navigation lists them. */
export const ADMIN_SECTIONS: ReadonlyArray<{ to: string; label: AdminKey; icon: LucideIcon }> = [
  { to: "/admin", label: "admin.sections.overview", icon: BarChart3 },
  { to: "/admin/sellers", label: "admin.sections.sellers", icon: Users },
  { to: "/admin/reports", label: "admin.sections.reports", icon: Flag },
  { to: "/admin/balances", label: "admin.sections.balances", icon: Wallet },
  { to: "/admin/settings", label: "admin.sections.settings", icon: Settings },
  { to: "/admin/audit", label: "admin.sections.audit", icon: ScrollText },
];
