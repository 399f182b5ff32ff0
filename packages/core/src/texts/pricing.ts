import * as project from "./project/pricing.ts";

/** Saving of the yearly All in One plan versus twelve monthly payments (platform spec section 9). */
export const pricingYearlySavingsEuro = 70;

/** One plan of the landing page's pricing section (platform spec sections 3 and 9). */
export interface PricingPlan {
  readonly id: "booking-system" | "all-in-one-monthly" | "all-in-one-yearly";
  readonly name: string;
  /** Price in euro per period. */
  readonly price: number;
  readonly period: "month" | "year";
  /** German period text shown after the price. */
  readonly periodLabel: string;
  readonly description: string;
  readonly features: readonly string[];
  readonly buttonText: string;
  readonly popular: boolean;
}

const { bookingSystem, allInOneMonthly, allInOneYearly } = project.pricingPlanTexts;

/** The three plans: names, prices and periods are the spec's, the wording of the rest the project's. */
export const pricingPlans = [
  {
    id: "booking-system",
    name: "Buchungssystem",
    price: 15,
    period: "month",
    popular: false,
    ...bookingSystem,
  },
  {
    id: "all-in-one-monthly",
    name: "All in One",
    price: 35,
    period: "month",
    popular: false,
    ...allInOneMonthly,
  },
  {
    id: "all-in-one-yearly",
    name: "All in One",
    price: 350,
    period: "year",
    popular: true,
    ...allInOneYearly,
    description: allInOneYearly.description(pricingYearlySavingsEuro),
    features: allInOneYearly.features(pricingYearlySavingsEuro),
  },
] as const satisfies readonly PricingPlan[];

export { pricingNotes } from "./project/pricing.ts";
