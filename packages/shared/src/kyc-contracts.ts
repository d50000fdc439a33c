import { z } from "zod";
import { ADMIN_REASON_MAX } from "./admin-contracts.ts";
import { isValidIban, normalizeIban, normalizeMobileNumber } from "./payment-details.ts";

/**
 * A seller's identity check (issue 30, decision 0051): her CNIC, photos of both sides, and the account
 * the marketplace pays her into. `not_submitted → submitted → approved | rejected`; changing the
 * account after approval sends it back to `submitted`, and payouts wait until it is approved again.
 */
export const KYC_STATUSES = ["not_submitted", "submitted", "approved", "rejected"] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const PAYOUT_ACCOUNT_TYPES = ["bank", "jazzcash", "easypaisa"] as const;
export type PayoutAccountType = (typeof PAYOUT_ACCOUNT_TYPES)[number];

export const KYC_DOCUMENT_SIDES = ["front", "back"] as const;
export type KycDocumentSide = (typeof KYC_DOCUMENT_SIDES)[number];

/** A photo of one side of the card, as a data URL: at most 5 MB of JPEG, PNG or WebP. */
export const MAX_KYC_DOCUMENT_BYTES = 5 * 1024 * 1024;
const DATA_URL = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** "3520212345671" or "35202-1234567-1" → "35202-1234567-1"; anything else unchanged. */
export function normalizeCnic(input: string): string {
  const trimmed = input.trim();
  const digits = trimmed.replace(/-/g, "");
  if (/^\d{13}$/.test(digits)) return `${digits.slice(0, 5)}-${digits.slice(5, 12)}-${digits.slice(12)}`;
  return trimmed;
}

const documentPhoto = (side: string) =>
  z
    .string({ error: `The photo of the card's ${side} must be an image.` })
    .regex(DATA_URL, `The photo of the card's ${side} must be a JPEG, PNG or WebP image.`)
    .refine(
      (url) => Math.floor(((url.length - url.indexOf(",") - 1) * 3) / 4) <= MAX_KYC_DOCUMENT_BYTES,
      `The photo of the card's ${side} must be at most 5 MB.`,
    );

const title = z
  .string({ error: "Account title must be text." })
  .trim()
  .min(2, "Please enter the account title, the name the account is in.")
  .max(100, "Account title must be at most 100 characters.");

export const PayoutAccountInput = z
  .object({
    type: z.enum(PAYOUT_ACCOUNT_TYPES, { error: "Choose a bank account, JazzCash or Easypaisa." }),
    bankName: z
      .string({ error: "Bank name must be text." })
      .trim()
      .max(100, "Bank name must be at most 100 characters.")
      .optional(),
    iban: z.string({ error: "IBAN must be text." }).transform(normalizeIban).optional(),
    number: z.string({ error: "Wallet number must be text." }).transform(normalizeMobileNumber).optional(),
    title,
  })
  .superRefine((account, ctx) => {
    if (account.type === "bank") {
      if (!account.bankName)
        ctx.addIssue({
          code: "custom",
          path: ["bankName"],
          message: "Please enter the bank name for your IBAN.",
        });
      if (!account.iban || !/^PK\d{2}[A-Z]{4}\d{16}$/.test(account.iban) || !isValidIban(account.iban))
        ctx.addIssue({
          code: "custom",
          path: ["iban"],
          message: "IBAN must be a valid Pakistani IBAN (24 characters, starting with PK).",
        });
    } else if (!account.number || !/^03\d{9}$/.test(account.number)) {
      ctx.addIssue({
        code: "custom",
        path: ["number"],
        message: "Wallet number must be a mobile number like 03001234567.",
      });
    }
  })
  .transform((account) =>
    account.type === "bank"
      ? {
          type: account.type,
          bankName: account.bankName ?? "",
          iban: account.iban ?? "",
          number: "",
          title: account.title,
        }
      : { type: account.type, bankName: "", iban: "", number: account.number ?? "", title: account.title },
  );
export type PayoutAccountInput = z.input<typeof PayoutAccountInput>;

/**
 * `PUT /api/seller/kyc`. Both photos are needed the first time; later (a new bank account) a photo
 * left out keeps the one on file.
 */
export const KycInput = z.object({
  cnic: z
    .string({ error: "CNIC must be text." })
    .transform(normalizeCnic)
    .refine((v) => /^\d{5}-\d{7}-\d$/.test(v), "CNIC must be 13 digits, like 35202-1234567-1."),
  cnicFront: documentPhoto("front").optional(),
  cnicBack: documentPhoto("back").optional(),
  payoutAccount: PayoutAccountInput,
});
export type KycInput = z.input<typeof KycInput>;

export const PayoutAccount = z.object({
  type: z.enum(PAYOUT_ACCOUNT_TYPES),
  bankName: z.string(),
  iban: z.string(),
  number: z.string(),
  title: z.string(),
});
export type PayoutAccount = z.infer<typeof PayoutAccount>;

/** A short-lived signed link to one photo, for its owner and admins only. */
export const KycDocumentLink = z.object({ url: z.string(), expiresAt: z.string() });

export const Kyc = z.object({
  status: z.enum(KYC_STATUSES),
  /** The admin's reason, when rejected. */
  reason: z.string().nullable(),
  cnic: z.string().nullable(),
  payoutAccount: PayoutAccount.nullable(),
  documents: z.object({ front: KycDocumentLink.nullable(), back: KycDocumentLink.nullable() }),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /**
   * Shoppers may see her stores and products as far as this check goes: it is approved, or the
   * operator shows sellers before approval (`sellersPublicBeforeApproval`). When false, her dashboard
   * says only she can see them until she is verified. A suspension hides her whatever this says.
   */
  listed: z.boolean(),
});
export type Kyc = z.infer<typeof Kyc>;

export const KycAnswer = z.object({ success: z.literal(true), message: z.string().optional(), kyc: Kyc });
export type KycAnswer = z.infer<typeof KycAnswer>;

/** `GET /api/admin/sellers/:id/kyc`: her check with her name and stores beside it. */
export const AdminKycAnswer = z.object({
  success: z.literal(true),
  seller: z.object({ _id: z.string(), name: z.string(), email: z.string(), stores: z.array(z.string()) }),
  kyc: Kyc,
});
export type AdminKycAnswer = z.infer<typeof AdminKycAnswer>;

/** `PUT /api/admin/sellers/:id/kyc`: a reason is required to reject. */
export const KycDecisionInput = z
  .object({
    decision: z.enum(["approve", "reject"], { error: 'Decision must be "approve" or "reject".' }),
    reason: z
      .string({ error: "Reason must be text." })
      .trim()
      .max(ADMIN_REASON_MAX, `Reason must be at most ${ADMIN_REASON_MAX} characters.`)
      .optional(),
  })
  .refine((input) => input.decision !== "reject" || (input.reason ?? "").length > 0, {
    path: ["reason"],
    message: "Please give a reason for rejecting, so she knows what to fix.",
  });
export type KycDecisionInput = z.infer<typeof KycDecisionInput>;

/** `GET /api/kyc-documents/:id?expires=&signature=`: a signed link's parts. */
export const KycDocumentQuery = z.object({
  expires: z.string().regex(/^\d{1,12}$/, "The link is not valid."),
  signature: z.string().regex(/^[0-9a-f]{64}$/, "The link is not valid."),
});
