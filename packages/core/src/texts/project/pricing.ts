// The project's own texts of pricing.ts (not in the spec: it names the plans, prices and features in
// English), merged into its plans there.

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

/** The German wording of each plan: period, description, features, button. */
export const pricingPlanTexts = {
  bookingSystem: {
    periodLabel: "pro Monat",
    description: "Online-Reservierungen für Ihr Restaurant.",
    features: bookingSystemFeatures,
    buttonText: "Jetzt starten",
  },
  allInOneMonthly: {
    periodLabel: "pro Monat",
    description: "Reservierungen, Website, Tischplanung, Bestellungen und Abrechnung.",
    features: allInOneFeatures,
    buttonText: "Jetzt starten",
  },
  allInOneYearly: {
    periodLabel: "pro Jahr",
    description: (savingsEuro: number) =>
      `Alles aus All in One – jährlich bezahlt, Sie sparen ${savingsEuro} €.`,
    features: (savingsEuro: number) => [
      ...allInOneFeatures,
      `${savingsEuro} € Ersparnis gegenüber monatlicher Zahlung`,
    ],
    buttonText: "Jetzt starten",
  },
} as const;

/** Notes under the plans (platform spec section 9 in English: "no setup fees; cancel any time"). */
export const pricingNotes = ["Keine Einrichtungsgebühren", "Jederzeit kündbar"] as const;
