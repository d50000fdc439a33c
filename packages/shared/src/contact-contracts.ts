import { z } from "zod";
import { emailField } from "./auth-contracts.ts";

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const ContactInput = z.object({
  name: required("Full Name", 100),
  email: emailField,
  subject: required("Subject", 150),
  message: required("Message", 5000),
});
export type ContactInput = z.infer<typeof ContactInput>;

export const CONTACT_THANKS = "Thank you for your message. We will get back to you soon!";
