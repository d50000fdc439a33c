import { BarChart3, Flag, type LucideIcon, ScrollText, Settings, Users, Wallet } from "lucide-react";

/** The console's sections, in the order its navigation lists them. */
export const ADMIN_SECTIONS: ReadonlyArray<{ to: string; label: string; icon: LucideIcon }> = [
  { to: "/admin", label: "Overview", icon: BarChart3 },
  { to: "/admin/sellers", label: "Sellers", icon: Users },
  { to: "/admin/reports", label: "Reports", icon: Flag },
  { to: "/admin/balances", label: "Balances", icon: Wallet },
  { to: "/admin/settings", label: "Settings", icon: Settings },
  { to: "/admin/audit", label: "Audit log", icon: ScrollText },
];
