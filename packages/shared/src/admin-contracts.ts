import { z } from "zod";
import { emailField, nameField, passwordField } from "./auth-contracts.ts";
import {
  MAX_COD_CONFIRMATION_HOURS,
  MAX_COD_REFUSAL_LIMIT,
  MIN_COD_CONFIRMATION_HOURS,
} from "./cod-confirmation.ts";
import { REPORT_REASONS, REPORT_STATUSES } from "./reports-contracts.ts";
import { MAX_RETURN_WINDOW_DAYS } from "./returns-contracts.ts";

/**
 * A seller's standing with the marketplace (decision 0018): every new seller is `pending`, an admin
 * verifies or suspends her. "Verified" everywhere means `status === "verified"`.
 */
export const SELLER_STATUSES = ["pending", "verified", "suspended"] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

export const ADMIN_REASON_MAX = 500;

/**
 * What a member of staff may do in the console (issue 36, decision 0043): the owner everything,
 * operations the sellers, customers, reports and returns, finance the money. Every admin made before
 * roles existed is an owner.
 */
export const STAFF_ROLES = ["owner", "operations", "finance"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const StaffRoleField = z.enum(STAFF_ROLES, { error: "Role must be owner, operations or finance" });

/** The fields `npm run admin -- create` checks, with the same rules as every other sign-up. */
export const AdminCreateInput = z.object({
  name: nameField,
  email: emailField,
  password: passwordField,
  role: StaffRoleField.default("owner"),
});
export type AdminCreateInput = z.infer<typeof AdminCreateInput>;

export const Admin = z.object({ _id: z.string(), name: z.string(), email: z.string(), role: StaffRoleField });
export type Admin = z.infer<typeof Admin>;

/** `GET /api/admin/staff`: the members of staff the owner sees on her Staff screen. */
export const StaffMember = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: StaffRoleField,
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffListAnswer = z.object({ success: z.literal(true), staff: z.array(StaffMember) });
export type StaffListAnswer = z.infer<typeof StaffListAnswer>;

/** `PUT /api/admin/staff/:id/role`. */
export const StaffRoleInput = z.object({ role: StaffRoleField });
export type StaffRoleInput = z.infer<typeof StaffRoleInput>;

export const StaffRoleAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  member: StaffMember,
});
export type StaffRoleAnswer = z.infer<typeof StaffRoleAnswer>;

/** `POST /api/admin/login`. */
export const AdminSessionAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  admin: Admin,
});
export type AdminSessionAnswer = z.infer<typeof AdminSessionAnswer>;

/** `GET /api/admin/sellers`. */
export const AdminSellerListQuery = z.object({
  status: z.enum(SELLER_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminSellerListQuery = z.infer<typeof AdminSellerListQuery>;

export const AdminSeller = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(SELLER_STATUSES),
  statusReason: z.string().nullable(),
  verified: z.boolean(),
  createdAt: z.string(),
  stores: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type AdminSeller = z.infer<typeof AdminSeller>;

export const ADMIN_SELLERS_PER_PAGE = 20;

export const AdminSellerPagination = z.object({
  current_page: z.number(),
  total_pages: z.number(),
  total_sellers: z.number(),
  per_page: z.number(),
});
export type AdminSellerPagination = z.infer<typeof AdminSellerPagination>;

export const AdminSellerListAnswer = z.object({
  success: z.literal(true),
  sellers: z.array(AdminSeller),
  pagination: AdminSellerPagination,
});
export type AdminSellerListAnswer = z.infer<typeof AdminSellerListAnswer>;

/** `PUT /api/admin/sellers/:id/status`; a reason is required to suspend. */
export const SellerStatusInput = z
  .object({
    status: z.enum(SELLER_STATUSES, { error: "Status must be pending, verified or suspended" }),
    reason: z
      .string()
      .trim()
      .max(ADMIN_REASON_MAX, `Reason must be at most ${ADMIN_REASON_MAX} characters long.`)
      .optional(),
  })
  .refine((input) => input.status !== "suspended" || (input.reason ?? "").length > 0, {
    path: ["reason"],
    message: "Please give a reason for suspending this seller.",
  });
export type SellerStatusInput = z.infer<typeof SellerStatusInput>;

export const SellerStatusAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  seller: AdminSeller,
});
export type SellerStatusAnswer = z.infer<typeof SellerStatusAnswer>;

/** A reason an admin must give (suspending, hiding), with the same limit everywhere. */
const requiredReason = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(ADMIN_REASON_MAX, `Reason must be at most ${ADMIN_REASON_MAX} characters long.`);

/** `GET /api/admin/reports`. */
export const AdminReportListQuery = z.object({
  status: z.enum(REPORT_STATUSES).default("open"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminReportListQuery = z.input<typeof AdminReportListQuery>;

export const ADMIN_REPORTS_PER_PAGE = 20;

export const AdminReport = z.object({
  _id: z.string(),
  productId: z.string(),
  product: z.object({
    _id: z.string(),
    name: z.string(),
    hidden: z.boolean(),
    hiddenReason: z.string().nullable(),
    store: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
  }),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  reporter: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type AdminReport = z.infer<typeof AdminReport>;

export const AdminReportListAnswer = z.object({
  success: z.literal(true),
  reports: z.array(AdminReport),
  pagination: z.object({
    current_page: z.number(),
    total_pages: z.number(),
    total_reports: z.number(),
    per_page: z.number(),
  }),
});
export type AdminReportListAnswer = z.infer<typeof AdminReportListAnswer>;

/** `PUT /api/admin/reports/:id`: only dismissing is done here; hiding the product resolves reports. */
export const ReportStatusInput = z.object({
  status: z.literal("dismissed", { error: 'Status must be "dismissed".' }),
  reason: z.string().trim().max(ADMIN_REASON_MAX).optional(),
});
export type ReportStatusInput = z.infer<typeof ReportStatusInput>;

export const ReportStatusAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  report: AdminReport,
});
export type ReportStatusAnswer = z.infer<typeof ReportStatusAnswer>;

/** `PUT /api/admin/products/:id/visibility`; a reason is required to hide. */
export const ProductVisibilityInput = z.discriminatedUnion(
  "hidden",
  [
    z.object({
      hidden: z.literal(true),
      reason: requiredReason("Please give a reason for hiding this listing."),
    }),
    z.object({ hidden: z.literal(false), reason: z.string().trim().max(ADMIN_REASON_MAX).optional() }),
  ],
  { error: "hidden must be true or false." },
);
export type ProductVisibilityInput = z.infer<typeof ProductVisibilityInput>;

export const ProductVisibilityAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  product: z.object({
    _id: z.string(),
    name: z.string(),
    hidden: z.boolean(),
    hiddenReason: z.string().nullable(),
  }),
  /** How many open reports hiding resolved (0 when showing). */
  resolvedReports: z.number(),
});
export type ProductVisibilityAnswer = z.infer<typeof ProductVisibilityAnswer>;

/** The commission rate (percent of the items' price) every new order keeps; default 10. */
export const DEFAULT_COMMISSION_PERCENT = 10;
export const MAX_COMMISSION_PERCENT = 50;

export const MarketplaceSettings = z.object({
  commissionPercent: z.number(),
  /** Days after Delivered in which a buyer may ask for a return (issue 27, decision 0035). */
  returnWindowDays: z.number(),
  /** Hours a new Cash-on-Delivery order waits for its buyer's confirmation (issue 27, decision 0034). */
  codConfirmationHours: z.number(),
  /** Refusals at the door in 180 days that take Cash on Delivery away from a buyer; 0 turns it off. */
  codRefusalLimit: z.number(),
  /** Whether a seller's listings are public before her identity check is approved (issue 30). */
  sellersPublicBeforeApproval: z.boolean(),
  /** Days after an order counts (delivered and paid) before a payout run pays it; default 7. */
  payoutHoldDays: z.number(),
  /** The day of the week the payout run is proposed: 0 Sunday … 6 Saturday (Pakistan); default 1. */
  payoutWeekday: z.number(),
});
export type MarketplaceSettings = z.infer<typeof MarketplaceSettings>;

/**
 * `PUT /api/admin/settings`: any of the settings, each checked; the commission a percentage with at
 * most two decimals (stored as basis points).
 */
export const SettingsInput = z
  .object({
    commissionPercent: z
      .number({ error: "Commission must be a number." })
      .min(0, "Commission must be between 0 and 50 percent.")
      .max(MAX_COMMISSION_PERCENT, "Commission must be between 0 and 50 percent.")
      .refine(
        (n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
        "Commission can have at most two decimals.",
      )
      .optional(),
    codConfirmationHours: z
      .number({ error: "The confirmation window must be a whole number of hours." })
      .int("The confirmation window must be a whole number of hours.")
      .min(MIN_COD_CONFIRMATION_HOURS, "The confirmation window must be between 1 and 168 hours.")
      .max(MAX_COD_CONFIRMATION_HOURS, "The confirmation window must be between 1 and 168 hours.")
      .optional(),
    codRefusalLimit: z
      .number({ error: "The refusal limit must be a whole number." })
      .int("The refusal limit must be a whole number.")
      .min(0, "The refusal limit must be between 0 and 20.")
      .max(MAX_COD_REFUSAL_LIMIT, "The refusal limit must be between 0 and 20.")
      .optional(),
    returnWindowDays: z
      .number({ error: "The return window must be a whole number of days." })
      .int("The return window must be a whole number of days.")
      .min(1, "The return window must be between 1 and 90 days.")
      .max(MAX_RETURN_WINDOW_DAYS, "The return window must be between 1 and 90 days.")
      .optional(),
    sellersPublicBeforeApproval: z
      .boolean({ error: "Whether sellers are public before approval must be true or false." })
      .optional(),
    payoutHoldDays: z
      .number({ error: "The payout hold must be a whole number of days." })
      .int("The payout hold must be a whole number of days.")
      .min(0, "The payout hold must be between 0 and 60 days.")
      .max(60, "The payout hold must be between 0 and 60 days.")
      .optional(),
    payoutWeekday: z
      .number({ error: "The payout day must be a day of the week, 0 (Sunday) to 6 (Saturday)." })
      .int("The payout day must be a day of the week, 0 (Sunday) to 6 (Saturday).")
      .min(0, "The payout day must be a day of the week, 0 (Sunday) to 6 (Saturday).")
      .max(6, "The payout day must be a day of the week, 0 (Sunday) to 6 (Saturday).")
      .optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: "Send at least one setting to change.",
  });
export type SettingsInput = z.infer<typeof SettingsInput>;

export const SettingsAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  settings: MarketplaceSettings,
});
export type SettingsAnswer = z.infer<typeof SettingsAnswer>;

/** `GET /api/admin/overview?days=30`. */
export const OverviewQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });
export type OverviewQuery = z.input<typeof OverviewQuery>;

export const OverviewAnswer = z.object({
  success: z.literal(true),
  /** Rupees: the total of orders placed in the window that are not Cancelled or Returned. */
  gmv: z.number(),
  orders: z.number(),
  /** Rupees the platform earned in the window (commission entries of the ledger, net of reversals). */
  commission: z.number(),
  newSellers: z.number(),
  pendingSellers: z.number(),
  openReports: z.number(),
  /** One point per day of the window, oldest first, days without orders included (Pakistan time). */
  series: z.array(z.object({ date: z.string(), gmv: z.number(), orders: z.number() })),
});
export type OverviewAnswer = z.infer<typeof OverviewAnswer>;

/** What an audit row names; `action` values are written once here so the console can label them. */
export const AUDIT_ACTIONS = [
  "seller.status",
  "product.visibility",
  "report.dismiss",
  "settings.update",
  "settings.accounts",
  "settlement.create",
  "customer.refusals",
  "account.close",
  "return.decide",
  "return.refund",
  "payment.refunded",
  "courier.create",
  "courier.update",
  "courier.remittances",
  "staff.role",
  "campaign.create",
  "campaign.update",
  "glossary.create",
  "glossary.update",
  "glossary.delete",
  "admin.sign-in",
  "admin.sign-in-failed",
  "admin.sign-out-everywhere",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `GET /api/admin/audit`. */
export const AuditQuery = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditQuery = z.input<typeof AuditQuery>;

export const ADMIN_AUDIT_PER_PAGE = 50;

/** A value an audited change went from or to: a status, a rate, a yes or no (null: there was none). */
const AuditValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * One thing an action changed, from and to: `field` names a setting (`commissionPercent`), or is
 * null when the target's own state changed (a seller's status, a staff member's role).
 */
export const AuditChange = z.object({ field: z.string().nullable(), from: AuditValue, to: AuditValue });
export type AuditChange = z.infer<typeof AuditChange>;

export const AuditEntry = z.object({
  _id: z.string(),
  admin: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  /**
   * What the target is called now, read when the log is: a seller's store, a customer's, a product's,
   * a courier's or a member of staff's name, a return's order number. Null for the settings and for
   * a target since deleted.
   */
  targetName: z.string().nullable(),
  /** What changed, from and to; empty for an action that changes no setting or kept no before. */
  changes: z.array(AuditChange),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditAnswer = z.object({
  success: z.literal(true),
  entries: z.array(AuditEntry),
  pagination: z.object({
    current_page: z.number(),
    total_pages: z.number(),
    total_entries: z.number(),
    per_page: z.number(),
  }),
});
export type AuditAnswer = z.infer<typeof AuditAnswer>;
