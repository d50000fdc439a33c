import { z } from "zod";

const credentials = z.object({ email: z.string(), password: z.string() });

/**
 * What the web app learns about this shop from the server. `demo` holds the seeded demo accounts
 * when the demo data is on (SEED_DEMO_DATA), and is null in a real shop, so their password never
 * ships inside the web app itself.
 */
export const SiteAnswer = z.object({
  success: z.literal(true),
  demo: z.object({ customer: credentials, seller: credentials }).nullable(),
});
export type SiteAnswer = z.infer<typeof SiteAnswer>;
export type DemoAccounts = NonNullable<SiteAnswer["demo"]>;
