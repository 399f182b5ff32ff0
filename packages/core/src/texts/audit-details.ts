// The admin's audit log: German names for the details the API
// stores with an entry, so that the log shows no raw keys such as `autoConfirmReservations`.
import { bookingPageAddressTexts } from "./booking-page-address.ts";
import { reminderTexts } from "./reminders.ts";
import { reserveWithGoogleTexts } from "./reserve-with-google.ts";
import { moreSettingsTexts, restaurantSettingsTexts } from "./settings.ts";
import { stayDurationsTexts } from "./stay-durations.ts";

/** The settings and restaurant fields a save may change, as the settings page names them. */
export const auditFieldLabels: Record<string, string> = {
  restaurantName: "Name des Restaurants",
  openingHours: "Öffnungszeiten",
  reservationDuration: moreSettingsTexts.reservationDurationLabel,
  stayDurations: stayDurationsTexts.title,
  maxOnlinePartySize: "Größte Gruppe für Online-Buchungen",
  slotInterval: moreSettingsTexts.slotIntervalLabel,
  bookingLeadTime: "Vorlaufzeit für Buchungen",
  autoConfirmReservations: moreSettingsTexts.autoConfirmLabel,
  emailNotificationsEnabled: moreSettingsTexts.emailNotificationsLabel,
  reminderEnabled: reminderTexts.settings.enabledLabel,
  reminderTiming: reminderTexts.settings.timingLabel,
  regularGuestVisits: "Stammgast ab (Besuche)",
  autoBlockNoShows: "Nach Nichterscheinen automatisch sperren",
  reserveWithGoogle: reserveWithGoogleTexts.label,
  timeZone: "Zeitzone",
  reservationRetentionMonths: "Aufbewahrungsfrist (Monate)",
  name: restaurantSettingsTexts.nameLabel,
  address: restaurantSettingsTexts.addressLabel,
  phone: restaurantSettingsTexts.phoneLabel,
  email: restaurantSettingsTexts.emailLabel,
  website: restaurantSettingsTexts.websiteLabel,
  cuisine: restaurantSettingsTexts.cuisineLabel,
  description: restaurantSettingsTexts.descriptionLabel,
  slug: bookingPageAddressTexts.label,
};

/** The keys of an entry's details. */
export const auditDetailLabels: Record<string, string> = {
  restaurant: "Restaurant",
  fields: "Geändert",
  email: "E-Mail",
  role: "Rolle",
  reason: "Grund",
  scope: "Bereich",
  kind: "Art",
  via: "Über",
  tables: "Tabellen",
  users: "Konten",
  restaurants: "Restaurants",
  subusers: "Unterbenutzer",
  reservations: "Reservierungen",
  mails: "E-Mails",
  enquiries: "Gruppenanfragen",
  waitlist: "Warteliste",
  account: "Konto",
  previous: "Vorher",
  reservationRetentionMonths: auditFieldLabels.reservationRetentionMonths ?? "",
};

/** Stored values of some details that are codes, not words. */
export const auditDetailValueLabels: Record<string, Record<string, string>> = {
  kind: { restaurant: "Restaurant", guest: "Gast" },
  scope: { all: "alle Geräte", platform: "Plattform" },
  reason: {
    email_not_verified: "E-Mail-Adresse nicht bestätigt",
    account_deactivated: "Konto deaktiviert",
  },
};
