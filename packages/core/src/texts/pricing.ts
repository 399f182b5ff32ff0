/** Saving of the yearly All in One plan versus twelve monthly payments, as the product states it. */
export const pricingYearlySavingsEuro = 70;

/** One plan of the landing page's pricing section. */
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

const bookingSystemFeatures = [
  "Online-Reservierungen",
  "E-Mail-Benachrichtigungen",
  "Tischverwaltung",
  "Support innerhalb von 24h",
] as const;

const allInOneFeatures = [
  ...bookingSystemFeatures,
  "Eigene Website",
  "Tischplanung auf der Karte",
  "Bestellverwaltung",
  "Abrechnung & Statistiken",
] as const;

/** The three plans with their German wording: period, description, features, button. */
export const pricingPlans = [
  {
    id: "booking-system",
    name: "Buchungssystem",
    price: 15,
    period: "month",
    popular: false,
    periodLabel: "pro Monat",
    description: "Online-Reservierungen für Ihr Restaurant.",
    features: bookingSystemFeatures,
    buttonText: "Jetzt starten",
  },
  {
    id: "all-in-one-monthly",
    name: "All in One",
    price: 35,
    period: "month",
    popular: false,
    periodLabel: "pro Monat",
    description: "Reservierungen, Website, Tischplanung, Bestellungen und Abrechnung.",
    features: allInOneFeatures,
    buttonText: "Jetzt starten",
  },
  {
    id: "all-in-one-yearly",
    name: "All in One",
    price: 350,
    period: "year",
    popular: true,
    periodLabel: "pro Jahr",
    description: `Alles aus All in One – jährlich bezahlt, Sie sparen ${pricingYearlySavingsEuro} €.`,
    features: [...allInOneFeatures, `${pricingYearlySavingsEuro} € Ersparnis gegenüber monatlicher Zahlung`],
    buttonText: "Jetzt starten",
  },
] as const satisfies readonly PricingPlan[];

/** Notes under the plans: no setup fees, cancel any time. */
export const pricingNotes = ["Keine Einrichtungsgebühren", "Jederzeit kündbar"] as const;
