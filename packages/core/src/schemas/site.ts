import * as z from "zod";

/** A pricing plan of the landing page. */
export const pricingPlanSchema = z.object({
  id: z.enum(["booking-system", "all-in-one-monthly", "all-in-one-yearly"]),
  name: z.string(),
  price: z.number().nonnegative(),
  period: z.enum(["month", "year"]),
  periodLabel: z.string(),
  description: z.string().default(""),
  features: z.array(z.string()).default([]),
  buttonText: z.string(),
  popular: z.boolean().default(false),
});
/** Named apart from the texts catalogue's `PricingPlan` interface, which it matches. */
export type PricingPlanRecord = z.infer<typeof pricingPlanSchema>;

/**
 * The cookie choice kept in local storage: essential is always true (whatever was stored), analytics and
 * marketing default to false.
 */
export const cookieConsentSchema = z.object({
  essential: z
    .unknown()
    .optional()
    .transform((): true => true),
  analytics: z.boolean().catch(false).default(false),
  marketing: z.boolean().catch(false).default(false),
});
export type CookieConsent = z.infer<typeof cookieConsentSchema>;
