import { z } from "zod";

/** Rules and messages of spec section 5, shared by the forms and the server. */
export const PASSWORD_MIN = 6;
export const PHONE_MIN = 11;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .regex(EMAIL_PATTERN, "Please enter a valid email address");

export const passwordField = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long.`)
  .max(200, "Password must be at most 200 characters long.");

export const nameField = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(100, "Name must be at most 100 characters long.");

export const phoneField = z
  .string({ error: "Phone Number is required" })
  .trim()
  .min(1, "Phone Number is required")
  .min(PHONE_MIN, `Phone Number must be at least ${PHONE_MIN} characters long.`)
  .max(20, "Phone Number must be at most 20 characters long.")
  .regex(/^[+\d][\d\s-]*$/, "Phone Number may contain only digits, spaces, dashes and a leading +.");

export const LoginInput = z.object({
  email: emailField,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const CustomerSignupInput = z.object({ name: nameField, email: emailField, password: passwordField });
export type CustomerSignupInput = z.infer<typeof CustomerSignupInput>;

export const SellerSignupInput = CustomerSignupInput.extend({ phone: phoneField });
export type SellerSignupInput = z.infer<typeof SellerSignupInput>;

export const ACCOUNT_ROLES = ["customer", "seller"] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
/** Every role that signs in: admins have no self-service sign-up or password reset (decision 0018). */
export type SignInRole = AccountRole | "admin";

export const ForgotPasswordInput = z.object({
  email: emailField,
  role: z.enum(ACCOUNT_ROLES).default("customer"),
});
export const ResetPasswordInput = z.object({
  token: z
    .string({ error: "The reset link is incomplete." })
    .min(20, "The reset link is incomplete.")
    .max(200),
  password: passwordField,
});

export const INVALID_CREDENTIALS = "Invalid credentials";

// ---------------------------------------------------------------------------------------------------
// Answers.

export const User = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof User>;

/** Same list as `SELLER_STATUSES` in admin-contracts (kept here so this file imports nothing). */
const SELLER_STATUS = z.enum(["pending", "verified", "suspended"]);

/**
 * `verified` means `status === "verified"` (decision 0018). The API always sends `status` and
 * `statusReason`; they are optional here only so that older stored sessions still parse.
 */
export const Seller = User.extend({
  phone: z.string(),
  verified: z.boolean(),
  status: SELLER_STATUS.optional(),
  statusReason: z.string().nullable().optional(),
});
export type Seller = z.infer<typeof Seller>;

/** Signed up or signed in as a customer. */
export const CustomerSessionAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: User,
});
export type CustomerSessionAnswer = z.infer<typeof CustomerSessionAnswer>;

export const SellerSessionAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  seller: Seller,
});
export type SellerSessionAnswer = z.infer<typeof SellerSessionAnswer>;

/** `GET /api/auth/profile`. */
export const CustomerProfileAnswer = z.object({ success: z.literal(true), user: User });
export type CustomerProfileAnswer = z.infer<typeof CustomerProfileAnswer>;

/**
 * `GET /api/seller/profile`; `verified` is `seller.verified` (status `verified`), where the first web
 * client's dashboard reads it; `status` and `statusReason` say why not (decision 0018).
 */
export const SellerProfileAnswer = z.object({
  success: z.literal(true),
  seller: Seller,
  verified: z.boolean(),
  status: SELLER_STATUS,
  statusReason: z.string().nullable(),
});
export type SellerProfileAnswer = z.infer<typeof SellerProfileAnswer>;

/** A new password is set; `role` says which sign-in page to offer. */
export const PasswordResetAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  role: z.enum(ACCOUNT_ROLES),
});
export type PasswordResetAnswer = z.infer<typeof PasswordResetAnswer>;
