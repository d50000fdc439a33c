import { z } from "zod";
import { emailField, nameField, passwordField } from "./auth-contracts.ts";

/**
 * A seller's standing with the marketplace (decision 0018): every new seller is `pending`, an admin
 * verifies or suspends her. "Verified" everywhere means `status === "verified"`.
 */
export const SELLER_STATUSES = ["pending", "verified", "suspended"] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

export const ADMIN_REASON_MAX = 500;

/** The fields `npm run admin -- create` checks, with the same rules as every other sign-up. */
export const AdminCreateInput = z.object({ name: nameField, email: emailField, password: passwordField });
export type AdminCreateInput = z.infer<typeof AdminCreateInput>;

export const Admin = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export type Admin = z.infer<typeof Admin>;

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
