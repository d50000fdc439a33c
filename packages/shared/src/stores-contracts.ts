import { z } from "zod";
import { CATEGORIES } from "./categories.ts";

export const STORE_DESCRIPTION_MIN = 20;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`).optional().default("");

/** The store setup form of spec section 5 (step 2), also used to edit a store. */
export const StoreFields = z.object({
  name: z
    .string({ error: "Please enter your store name." })
    .trim()
    .min(1, "Please enter your store name.")
    .max(80, "Store name must be at most 80 characters."),
  category: z.enum(CATEGORIES, { error: "Please select a store category." }),
  description: z
    .string({ error: "Please enter a store description." })
    .trim()
    .min(1, "Please enter a store description.")
    .min(
      STORE_DESCRIPTION_MIN,
      `Store description must be at least ${STORE_DESCRIPTION_MIN} characters long.`,
    )
    .max(2000, "Store description must be at most 2000 characters."),
  location: optionalText(120, "Location"),
  contactInfo: z
    .object({
      phone: optionalText(30, "Phone"),
      email: z
        .string()
        .trim()
        .max(254)
        .refine((v) => v === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), "Please enter a valid email address")
        .optional()
        .default(""),
    })
    .optional()
    .default({ phone: "", email: "" }),
  socialLinks: z
    .object({
      facebook: optionalText(200, "Facebook link"),
      instagram: optionalText(200, "Instagram link"),
      twitter: optionalText(200, "Twitter link"),
    })
    .optional()
    .default({ facebook: "", instagram: "", twitter: "" }),
});
