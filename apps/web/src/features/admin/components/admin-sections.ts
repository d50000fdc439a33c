import type { StaffRole } from "@marketplace/shared/admin-contracts";
import {
  Banknote,
  BarChart3,
  CreditCard,
  Flag,
  Languages,
  type LucideIcon,
  PackageOpen,
  ScrollText,
  Settings,
  Sparkles,
  Truck,
  UserCog,
  UserSearch,
  Users,
  Wallet,
} from "lucide-react";
import type { AdminKey } from "../admin-words.ts";

interface AdminSection {
  to: string;
  label: AdminKey;
  icon: LucideIcon;
  /**
   * The staff roles besides the owner who use it (decision 0043), as the API's roles table lets them
   * call its routes (apps/api/src/plugins/admin-roles.ts); the owner uses every section.
   */
  staff: readonly StaffRole[];
}

/** The console's sections, in the order its navigation lists them. */
export const ADMIN_SECTIONS: ReadonlyArray<AdminSection> = [
  { to: "/admin", label: "admin.sections.overview", icon: BarChart3, staff: ["operations", "finance"] },
  { to: "/admin/sellers", label: "admin.sections.sellers", icon: Users, staff: ["operations"] },
  { to: "/admin/customers", label: "admin.sections.customers", icon: UserSearch, staff: ["operations"] },
  { to: "/admin/reports", label: "admin.sections.reports", icon: Flag, staff: ["operations"] },
  { to: "/admin/returns", label: "admin.sections.returns", icon: PackageOpen, staff: ["operations"] },
  { to: "/admin/balances", label: "admin.sections.balances", icon: Wallet, staff: ["finance"] },
  // JazzCash and Easypaisa payments (issue 29): finance reads them and refunds the flagged ones.
  { to: "/admin/payments", label: "admin.sections.payments", icon: CreditCard, staff: ["finance"] },
  // The weekly payout runs (issue 30): finance proposes, approves and marks them paid.
  { to: "/admin/payouts", label: "admin.sections.payouts", icon: Banknote, staff: ["finance"] },
  // Operations books couriers, finance reconciles their cash: each sees her part of the page.
  { to: "/admin/couriers", label: "admin.sections.couriers", icon: Truck, staff: ["operations", "finance"] },
  // The search glossary (issue 33): operations keeps the words buyers find the catalog by.
  { to: "/admin/glossary", label: "admin.sections.glossary", icon: Languages, staff: ["operations"] },
  // Every member of staff sees the campaigns; only the owner makes or stops one (it spends money).
  {
    to: "/admin/campaigns",
    label: "admin.sections.campaigns",
    icon: Sparkles,
    staff: ["operations", "finance"],
  },
  { to: "/admin/settings", label: "admin.sections.settings", icon: Settings, staff: [] },
  { to: "/admin/audit", label: "admin.sections.audit", icon: ScrollText, staff: [] },
  // Only an owner gives out roles (the API's table keeps the staff routes to her).
  { to: "/admin/staff", label: "admin.sections.staff", icon: UserCog, staff: [] },
];

/** Whether a member of staff in this role uses the section. */
export const staffUses = (role: StaffRole, section: AdminSection): boolean =>
  role === "owner" || section.staff.includes(role);

/** The section a console address belongs to: a store's statement is the balances', and so on. */
export function sectionOf(pathname: string): AdminSection | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return ADMIN_SECTIONS.find(({ to }) => path === to || (to !== "/admin" && path.startsWith(`${to}/`)));
}

/** The sections this role's navigation lists. */
export const sectionsFor = (role: StaffRole): AdminSection[] =>
  ADMIN_SECTIONS.filter((section) => staffUses(role, section));
