import { z } from "zod";

/** Why a customer reports a listing (`POST /api/products/:id/reports`). */
export const REPORT_REASONS = ["counterfeit", "prohibited", "offensive", "wrong-category", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The words a reason is shown with, on the report form and in the operator's queue. */
export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  counterfeit: "Counterfeit or fake",
  prohibited: "Prohibited item",
  offensive: "Offensive content",
  "wrong-category": "Wrong category",
  other: "Something else",
};

/** Open until an admin hides the product (resolved) or dismisses the report. */
export const REPORT_STATUSES = ["open", "resolved", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_DETAILS_MAX = 1000;

export const ReportInput = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: "Please choose why you are reporting this listing." }),
    details: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, `Details must be at most ${REPORT_DETAILS_MAX} characters long.`)
      .default(""),
  })
  .refine((input) => input.reason !== "other" || input.details.length > 0, {
    path: ["details"],
    message: "Please tell us what is wrong with this listing.",
  });
export type ReportInput = z.input<typeof ReportInput>;

export const ReportCreatedAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  report: z.object({ _id: z.string(), reason: z.enum(REPORT_REASONS), status: z.enum(REPORT_STATUSES) }),
});
export type ReportCreatedAnswer = z.infer<typeof ReportCreatedAnswer>;
