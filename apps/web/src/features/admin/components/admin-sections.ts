import {
  BarChart3,
  Flag,
  type LucideIcon,
  PackageOpen,
  ScrollText,
  Settings,
  Truck,
  UserSearch,
  Users,
  Wallet,
} from "lucide-react";
import type { AdminKey } from "../admin-words.ts";

/** The console's sections, in the order its navigation lists them. */
export const ADMIN_SECTIONS: ReadonlyArray<{ to: string; label: AdminKey; icon: LucideIcon }> = [
  { to: "/admin", label: "admin.sections.overview", icon: BarChart3 },
  { to: "/admin/sellers", label: "admin.sections.sellers", icon: Users },
  { to: "/admin/customers", label: "admin.sections.customers", icon: UserSearch },
  { to: "/admin/reports", label: "admin.sections.reports", icon: Flag },
  { to: "/admin/returns", label: "admin.sections.returns", icon: PackageOpen },
  { to: "/admin/balances", label: "admin.sections.balances", icon: Wallet },
  { to: "/admin/couriers", label: "admin.sections.couriers", icon: Truck },
  { to: "/admin/settings", label: "admin.sections.settings", icon: Settings },
  { to: "/admin/audit", label: "admin.sections.audit", icon: ScrollText },
];
